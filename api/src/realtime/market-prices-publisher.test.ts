import { marketPricesSchema, type MarketPrices } from '@exchange/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Exchange } from '../exchange/exchange.js';
import { publishMarketPrices } from './market-prices-publisher.js';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function setUp(members: readonly string[] = ['market:1.1']) {
  const exchange = new Exchange();
  exchange.addMarket({ id: '1.1', kind: 'exchange', state: 'OPEN', inPlay: true, betDelay: 0, runnerIds: [1] });
  exchange.addMarket({ id: '1.2', kind: 'exchange', state: 'OPEN', inPlay: true, betDelay: 0, runnerIds: [2] });
  const pushed: { group: string; code: string; prices: MarketPrices }[] = [];
  const publisher = publishMarketPrices({
    onChange: (listener) => exchange.onChange(listener),
    prices: (marketId) => exchange.prices(marketId),
    hasMembers: (group) => members.includes(group),
    push: (group, notification) => {
      pushed.push({ group, code: notification.Code, prices: marketPricesSchema.parse(JSON.parse(notification.Data)) });
      return 1;
    },
  });
  return { exchange, publisher, pushed };
}

describe('publishMarketPrices', () => {
  it("pushes a market's latest prices to its group, many changes within 100 ms as one message", async () => {
    const { exchange, pushed } = setUp();
    for (let size = 1; size <= 20; size += 1) {
      await exchange.placeOrder({
        marketId: '1.1',
        runnerId: 1,
        side: 'lay',
        price: 2,
        size: BigInt(size) * 100n,
        owner: `p${size}`,
      });
    }
    expect(pushed).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(pushed).toHaveLength(1);
    expect(pushed[0]).toMatchObject({ group: 'market:1.1', code: 'MarketPrices' });
    expect(pushed[0]?.prices.runners[0]?.back).toEqual([{ price: 2, size: 210 }]);
    expect(pushed[0]?.prices.version).toBe(21);
  });

  it('sends at most ten messages a second per market however fast it changes', async () => {
    const { exchange, pushed } = setUp();
    for (let tick = 0; tick < 200; tick += 1) {
      await exchange.withMarket('1.1', (market) => market.setState(tick % 2 === 0 ? 'SUSPENDED' : 'OPEN'));
      await vi.advanceTimersByTimeAsync(5);
    }
    expect(pushed.length).toBeGreaterThanOrEqual(9);
    expect(pushed.length).toBeLessThanOrEqual(11);
  });

  it('builds nothing for a market nobody follows and stops when told', async () => {
    const { exchange, publisher, pushed } = setUp();
    await exchange.withMarket('1.2', (market) => market.setState('SUSPENDED'));
    await vi.advanceTimersByTimeAsync(200);
    expect(pushed).toEqual([]);
    publisher.stop();
    await exchange.withMarket('1.1', (market) => market.setState('SUSPENDED'));
    await vi.advanceTimersByTimeAsync(200);
    expect(pushed).toEqual([]);
  });
});
