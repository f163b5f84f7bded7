import { describe, expect, it } from 'vitest';

import { Exchange, ExchangeError, type PlaceOrderRequest } from './exchange.js';

const marketId = '1.100';

function exchangeWithMarket(): Exchange {
  const exchange = new Exchange({ now: () => new Date('2026-01-01T12:00:00Z') });
  exchange.addMarket({ id: marketId, kind: 'exchange', state: 'OPEN', inPlay: false, betDelay: 0, runnerIds: [1, 2] });
  return exchange;
}

const order = (overrides: Partial<PlaceOrderRequest>): PlaceOrderRequest => ({
  marketId,
  runnerId: 1,
  side: 'back',
  price: 2,
  size: 1000n,
  owner: 'a',
  ...overrides,
});

describe('Exchange', () => {
  it('shows resting lays as the back column, highest first, and resting backs as the lay column, lowest first', async () => {
    const exchange = exchangeWithMarket();
    await exchange.placeOrder(order({ side: 'lay', price: 1.9, size: 500n }));
    await exchange.placeOrder(order({ side: 'lay', price: 1.95, size: 700n }));
    await exchange.placeOrder(order({ side: 'lay', price: 1.95, size: 300n, owner: 'b' }));
    await exchange.placeOrder(order({ side: 'back', price: 2.1, size: 400n }));
    await exchange.placeOrder(order({ side: 'back', price: 2.02, size: 600n }));
    const runner = exchange.prices(marketId)?.runners[0];
    expect(runner?.back).toEqual([
      { price: 1.95, size: 10 },
      { price: 1.9, size: 5 },
    ]);
    expect(runner?.lay).toEqual([
      { price: 2.02, size: 6 },
      { price: 2.1, size: 4 },
    ]);
  });

  it('matches a back against the highest lays first, oldest first at a price, at the resting price', async () => {
    const exchange = exchangeWithMarket();
    const first = await exchange.placeOrder(order({ side: 'lay', price: 2.5, size: 500n, owner: 'maker1' }));
    const second = await exchange.placeOrder(order({ side: 'lay', price: 2.5, size: 500n, owner: 'maker2' }));
    await exchange.placeOrder(order({ side: 'lay', price: 2.2, size: 5000n, owner: 'maker3' }));
    const taken = await exchange.placeOrder(order({ side: 'back', price: 2.3, size: 800n, owner: 'taker' }));
    expect(taken.fills.map(({ makerOrderId, price, size }) => ({ makerOrderId, price, size }))).toEqual([
      { makerOrderId: first.orderId, price: 2.5, size: 500n },
      { makerOrderId: second.orderId, price: 2.5, size: 300n },
    ]);
    expect(taken).toMatchObject({ matched: 800n, remaining: 0n, lapsed: 0n });
    expect(exchange.prices(marketId)?.totalMatched).toBe(8);
    expect(exchange.prices(marketId)?.runners[0]?.back).toEqual([
      { price: 2.5, size: 2 },
      { price: 2.2, size: 50 },
    ]);
  });

  it('rests what a price does not reach, or lets it lapse when asked', async () => {
    const exchange = exchangeWithMarket();
    await exchange.placeOrder(order({ side: 'back', price: 3, size: 400n, owner: 'maker' }));
    const resting = await exchange.placeOrder(order({ side: 'lay', price: 3.5, size: 1000n, owner: 'layer' }));
    expect(resting).toMatchObject({ matched: 400n, remaining: 600n, lapsed: 0n });
    const lapsing = await exchange.placeOrder(
      order({ side: 'back', price: 3.5, size: 1000n, owner: 'backer', persistence: 'cancel' }),
    );
    expect(lapsing).toMatchObject({ matched: 600n, remaining: 0n, lapsed: 400n });
    expect(exchange.orders(marketId, 1)).toEqual([]);
  });

  it('never matches an owner with itself: the older order is cancelled', async () => {
    const exchange = exchangeWithMarket();
    const own = await exchange.placeOrder(order({ side: 'lay', price: 2, size: 500n, owner: 'same' }));
    const result = await exchange.placeOrder(order({ side: 'back', price: 2, size: 500n, owner: 'same' }));
    expect(result.fills).toEqual([]);
    expect(result.selfCancelled).toEqual([own.orderId]);
    expect(exchange.orders(marketId, 1).map((resting) => resting.orderId)).toEqual([result.orderId]);
  });

  it('refuses orders off the ladder, of bad sizes, on unknown runners and in markets that are not open', async () => {
    const exchange = exchangeWithMarket();
    const kindOf = (request: Promise<unknown>) =>
      request.then(
        () => 'placed',
        (error: unknown) => (error instanceof ExchangeError ? error.kind : 'other'),
      );
    expect(await kindOf(exchange.placeOrder(order({ price: 2.01 })))).toBe('price-off-ladder');
    expect(await kindOf(exchange.placeOrder(order({ size: 0n })))).toBe('invalid-size');
    expect(await kindOf(exchange.placeOrder(order({ size: -100n })))).toBe('invalid-size');
    expect(await kindOf(exchange.placeOrder(order({ runnerId: 9 })))).toBe('unknown-runner');
    expect(await kindOf(exchange.placeOrder(order({ marketId: '1.9' })))).toBe('unknown-market');
    await exchange.withMarket(marketId, (market) => market.setState('SUSPENDED'));
    expect(await kindOf(exchange.placeOrder(order({})))).toBe('market-not-open');
  });

  it('runs one job per market at a time, in order, and raises the version once per changing job', async () => {
    const exchange = exchangeWithMarket();
    const seen: string[] = [];
    const versions: number[] = [];
    exchange.onChange(() => versions.push(exchange.prices(marketId)?.version ?? 0));
    const slow = exchange.withMarket(marketId, async (market) => {
      seen.push('slow:start');
      await new Promise((resolve) => setTimeout(resolve, 20));
      market.place({ runnerId: 1, side: 'back', price: 2, size: 100n, owner: 'a' });
      market.place({ runnerId: 2, side: 'back', price: 2, size: 100n, owner: 'a' });
      seen.push('slow:end');
    });
    const quick = exchange.withMarket(marketId, () => {
      seen.push('quick');
    });
    await Promise.all([slow, quick]);
    expect(seen).toEqual(['slow:start', 'slow:end', 'quick']);
    expect(versions).toEqual([2]);
  });

  it('tells fill listeners who matched whom', async () => {
    const exchange = exchangeWithMarket();
    const fills: string[] = [];
    exchange.onFill((fill) =>
      fills.push(`${fill.takerOwner} ${fill.takerSide} ${fill.size} @ ${fill.price} vs ${fill.makerOwner}`),
    );
    await exchange.placeOrder(order({ side: 'back', price: 4, size: 2000n, owner: 'player:1', reference: 'bet-1' }));
    await exchange.placeOrder(order({ side: 'lay', price: 4.1, size: 1500n, owner: 'player:2' }));
    expect(fills).toEqual(['player:2 lay 1500 @ 4 vs player:1']);
  });

  it('keeps a closed market closed', async () => {
    const exchange = exchangeWithMarket();
    await exchange.withMarket(marketId, (market) => {
      market.setState('CLOSED');
      market.setState('OPEN');
    });
    expect(exchange.stateOf(marketId)).toBe('CLOSED');
  });
});
