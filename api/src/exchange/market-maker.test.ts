import { isOnLadder } from '@exchange/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { Exchange, ExchangeError } from './exchange.js';
import { MarketMaker, quoteForProbability } from './market-maker.js';
import { seededRandom } from './random.js';

const marketId = '1.200';
const runnerIds = [11, 12, 13];

function setUp(seed = 1) {
  const exchange = new Exchange();
  exchange.addMarket({ id: marketId, kind: 'exchange', state: 'OPEN', inPlay: true, betDelay: 5, runnerIds });
  return { exchange, maker: new MarketMaker({ random: seededRandom(seed) }) };
}

/** Best resting lay below best resting back on every runner, every price on the ladder, every size positive. */
function expectSoundBooks(exchange: Exchange): void {
  for (const runner of exchange.prices(marketId)?.runners ?? []) {
    const backs = runner.back ?? [];
    const lays = runner.lay ?? [];
    const bestBack = backs[0]?.price;
    const bestLay = lays[0]?.price;
    if (bestBack !== undefined && bestLay !== undefined) expect(bestBack).toBeLessThan(bestLay);
    for (const level of [...backs, ...lays]) {
      expect(isOnLadder(level.price)).toBe(true);
      expect(level.size).toBeGreaterThan(0);
    }
    for (let index = 1; index < backs.length; index += 1) {
      expect(backs[index]?.price).toBeLessThan(backs[index - 1]?.price ?? 0);
    }
    for (let index = 1; index < lays.length; index += 1) {
      expect(lays[index]?.price).toBeGreaterThan(lays[index - 1]?.price ?? 0);
    }
  }
  for (const runnerId of runnerIds) {
    for (const order of exchange.orders(marketId, runnerId)) {
      expect(isOnLadder(order.price)).toBe(true);
      expect(order.remaining).toBeGreaterThan(0n);
    }
  }
}

describe('quoteForProbability', () => {
  it('offers the ladder price at or below the fair odds to back and one tick above to lay', () => {
    expect(quoteForProbability(0.5)).toEqual({ back: 2, lay: 2.02 });
    expect(quoteForProbability(0.3)).toEqual({ back: 3.3, lay: 3.35 });
    expect(quoteForProbability(0.999)).toEqual({ back: 1.01, lay: 1.02 });
    expect(quoteForProbability(0)).toEqual({ back: 990, lay: 1000 });
  });

  it('always answers a two-way price on the ladder', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1, max: 2, noNaN: true }),
        fc.integer({ min: 1, max: 5 }),
        (probability, spread) => {
          const { back, lay } = quoteForProbability(probability, spread);
          expect(isOnLadder(back) && isOnLadder(lay)).toBe(true);
          expect(back).toBeLessThan(lay);
        },
      ),
    );
  });
});

describe('MarketMaker', () => {
  it('rests three levels a side from its quote outwards', async () => {
    const { exchange, maker } = setUp();
    await exchange.withMarket(marketId, (market) => maker.quote(market, 11, { back: 2.5, lay: 2.54 }));
    const runner = exchange.prices(marketId)?.runners[0];
    expect(runner?.back?.map((level) => level.price)).toEqual([2.5, 2.48, 2.46]);
    expect(runner?.lay?.map((level) => level.price)).toEqual([2.54, 2.56, 2.58]);
  });

  it('offers the stake a quote names at its best prices, and more deeper in the book', async () => {
    const { exchange, maker } = setUp();
    await exchange.withMarket(marketId, (market) => maker.quote(market, 11, { back: 2, lay: 2.02, size: 1000 }));
    const runner = exchange.prices(marketId)?.runners[0];
    expect(runner?.back?.map((level) => level.size)).toEqual([1000, 1800, 2600]);
    expect(runner?.lay?.map((level) => level.size)).toEqual([1000, 1800, 2600]);
    // Another size is another quote: the book is rested again.
    await exchange.withMarket(marketId, (market) => maker.quote(market, 11, { back: 2, lay: 2.02, size: 500 }));
    expect(exchange.prices(marketId)?.runners[0]?.back?.[0]?.size).toBe(500);
  });

  it('replaces its own orders when it moves and only withdraws from a suspended market', async () => {
    const { exchange, maker } = setUp();
    await exchange.withMarket(marketId, (market) => maker.quote(market, 11, { back: 2.5, lay: 2.52 }));
    await exchange.withMarket(marketId, (market) => maker.quote(market, 11, { back: 3, lay: 3.05 }));
    expect(exchange.orders(marketId, 11)).toHaveLength(6);
    await exchange.withMarket(marketId, (market) => {
      market.setState('SUSPENDED');
      maker.quote(market, 11, { back: 3.5, lay: 3.6 });
    });
    expect(exchange.orders(marketId, 11)).toEqual([]);
  });

  it('leaves the book as it is for the same quote, and refills what a player took', async () => {
    const { exchange, maker } = setUp();
    const quote = { back: 2.5, lay: 2.52 };
    await exchange.withMarket(marketId, (market) => maker.quote(market, 11, quote));
    const first = exchange.prices(marketId);
    await exchange.withMarket(marketId, (market) => maker.quote(market, 11, quote));
    expect(exchange.prices(marketId)?.runners[0]).toEqual(first?.runners[0]);
    expect(exchange.prices(marketId)?.version).toBe(first?.version);

    const taken = await exchange.placeOrder({
      marketId,
      runnerId: 11,
      side: 'back',
      price: 2.5,
      size: 1000n,
      owner: 'p:1',
    });
    expect(taken.matched).toBe(1000n);
    const before = first?.runners[0]?.back?.[0]?.size ?? 0;
    expect(exchange.prices(marketId)?.runners[0]?.back?.[0]?.size).toBeCloseTo(before - 10, 2);
    await exchange.withMarket(marketId, (market) => maker.quote(market, 11, quote));
    expect(exchange.prices(marketId)?.runners[0]?.back?.[0]?.size).not.toBeCloseTo(before - 10, 2);
    expect(exchange.orders(marketId, 11)).toHaveLength(6);
  });

  it('refuses a quote that is crossed or off the ladder', async () => {
    const { exchange, maker } = setUp();
    await expect(
      exchange.withMarket(marketId, (market) => maker.quote(market, 11, { back: 2, lay: 2 })),
    ).rejects.toThrow(RangeError);
    await expect(
      exchange.withMarket(marketId, (market) => maker.quote(market, 11, { back: 2.01, lay: 2.1 })),
    ).rejects.toThrow(RangeError);
  });

  it('is matched by players like anyone else', async () => {
    const { exchange, maker } = setUp();
    await exchange.withMarket(marketId, (market) => maker.quote(market, 12, { back: 4, lay: 4.1 }));
    const result = await exchange.placeOrder({
      marketId,
      runnerId: 12,
      side: 'back',
      price: 4,
      size: 1000n,
      owner: 'player:7',
    });
    expect(result.fills).toEqual([expect.objectContaining({ makerOwner: 'market-maker', price: 4, size: 1000n })]);
  });

  // The property of the issue: whatever the feed and the others do, the books stay sound.
  it('never leaves a book crossed, off the ladder or with a negative size, whatever happens', async () => {
    const action = fc.oneof(
      fc.record({
        kind: fc.constant('quote' as const),
        runner: fc.constantFrom(...runnerIds),
        probability: fc.double({ min: 0.001, max: 0.999, noNaN: true }),
        spread: fc.integer({ min: 1, max: 4 }),
      }),
      fc.record({ kind: fc.constant('withdraw' as const), runner: fc.constantFrom(...runnerIds) }),
      fc.record({
        kind: fc.constant('order' as const),
        runner: fc.constantFrom(...runnerIds),
        side: fc.constantFrom('back' as const, 'lay' as const),
        ladderIndex: fc.integer({ min: 0, max: 349 }),
        size: fc.bigInt({ min: 1n, max: 500_000n }),
        owner: fc.constantFrom('player:1', 'player:2', 'crowd', 'market-maker'),
        persistence: fc.constantFrom('rest' as const, 'cancel' as const),
      }),
      fc.record({ kind: fc.constant('state' as const), state: fc.constantFrom('OPEN' as const, 'SUSPENDED' as const) }),
    );
    const { priceAt } = await import('@exchange/contracts');
    await fc.assert(
      fc.asyncProperty(fc.array(action, { maxLength: 40 }), fc.integer(), async (actions, seed) => {
        const { exchange, maker } = setUp(seed);
        for (const step of actions) {
          await exchange
            .withMarket(marketId, (market) => {
              if (step.kind === 'quote')
                maker.quote(market, step.runner, quoteForProbability(step.probability, step.spread));
              else if (step.kind === 'withdraw') maker.withdraw(market, step.runner);
              else if (step.kind === 'state') market.setState(step.state);
              else
                market.place({
                  runnerId: step.runner,
                  side: step.side,
                  price: priceAt(step.ladderIndex),
                  size: step.size,
                  owner: step.owner,
                  persistence: step.persistence,
                });
            })
            .catch((error: unknown) => {
              // Orders in a suspended market are refused; that is the only failure expected here.
              if (!(error instanceof ExchangeError && error.kind === 'market-not-open')) throw error;
            });
          expectSoundBooks(exchange);
        }
      }),
      { numRuns: 200 },
    );
  });
});
