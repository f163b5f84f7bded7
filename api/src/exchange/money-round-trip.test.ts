import {
  formatMinor,
  ladderLength,
  maxExactAmount,
  minorToNumber,
  moneySchema,
  parseMinor,
  placeBetRequestSchema,
  priceAt,
  runnerProfitLossSchema,
  toHundredths,
} from '@exchange/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { fromSignedMinorUnits, toSignedMinorUnits } from '../ledger/ledger.js';
import { fromMinorUnits, parseMoney, toMinorUnits } from '../players/money.js';
import { Exchange } from './exchange.js';

const marketId = '1.900';

/** A fresh engine with one open exchange market of one runner. */
function engine(): Exchange {
  const exchange = new Exchange({ now: () => new Date('2026-01-01T12:00:00Z') });
  exchange.addMarket({ id: marketId, kind: 'exchange', state: 'OPEN', inPlay: false, betDelay: 0, runnerIds: [1] });
  return exchange;
}

/** Every stake a JSON number can carry exactly: 0.01 up to 10^13 − 0.01. */
const jsonStake = fc.bigInt({ min: 1n, max: BigInt(maxExactAmount) * 100n - 1n });
const ladderPrice = fc.integer({ min: 0, max: ladderLength - 1 }).map((index) => priceAt(index));

/** What the engine makes of a back of `stake` against a resting lay of `stake + rest` at `odds`. */
async function matchAt(odds: number, stake: bigint, rest: bigint) {
  const exchange = engine();
  await exchange.placeOrder({ marketId, runnerId: 1, side: 'lay', price: odds, size: stake + rest, owner: 'maker' });
  const taken = await exchange.placeOrder({
    marketId,
    runnerId: 1,
    side: 'back',
    price: odds,
    size: stake,
    owner: 'p',
  });
  return { exchange, taken, resting: exchange.orders(marketId, 1) };
}

describe('one money type end to end', () => {
  it('keeps every stake and ladder price exact from the request through the engine, the ledger and the answer', async () => {
    await fc.assert(
      fc.asyncProperty(jsonStake, fc.bigInt({ min: 0n, max: 10n ** 9n }), ladderPrice, async (minor, rest, odds) => {
        // The request as the slip sends it and the api parses it.
        const body: unknown = JSON.parse(
          JSON.stringify({
            idempotencyKey: 'round-trip-1',
            marketId,
            runnerId: 1,
            side: 'BACK',
            odds,
            stake: minorToNumber(minor),
          }),
        );
        const request = placeBetRequestSchema.parse(body);
        const stake = parseMinor(request.stake);
        expect(stake).toBe(minor);
        expect(request.odds).toBe(odds);
        expect(Number(toHundredths(request.odds)) / 100).toBe(odds);

        // The engine: the fill is the stake at the asked price, the maker's rest stays in the book.
        const { exchange, taken, resting } = await matchAt(request.odds, stake ?? 0n, rest);
        expect(taken.fills.map((fill) => [fill.price, fill.size])).toEqual([[odds, minor]]);
        expect([taken.matched, taken.remaining, taken.lapsed]).toEqual([minor, 0n, 0n]);
        expect(resting.map((order) => order.remaining)).toEqual(rest === 0n ? [] : [rest]);
        expect(exchange.prices(marketId)?.totalMatched).toBe(minorToNumber(minor));

        // The ledger's signed text, both ways, and the api's stored money text.
        const fill = taken.fills[0]?.size ?? 0n;
        expect(toSignedMinorUnits(fromSignedMinorUnits(fill))).toBe(minor);
        expect(toSignedMinorUnits(fromSignedMinorUnits(-fill))).toBe(-minor);
        expect(toMinorUnits(fromMinorUnits(fill))).toBe(minor);
        expect(parseMoney(formatMinor(fill))).toEqual({ ok: true, value: formatMinor(minor) });

        // The answer: a JSON number the contracts schemas accept and the client reads back exactly.
        const answer: unknown = JSON.parse(JSON.stringify({ runnerId: 1, profitLoss: minorToNumber(-fill) }));
        const item = runnerProfitLossSchema.parse(answer);
        expect(moneySchema.safeParse(item.profitLoss).success).toBe(true);
        expect(parseMinor(item.profitLoss)).toBe(-minor);
        expect(parseMinor(-item.profitLoss)).toBe(minor);
      }),
      { numRuns: 300 },
    );
  });

  it('matches and records amounts beyond 2^53 minor units exactly, as text', async () => {
    const huge = fc.bigInt({ min: 2n ** 53n, max: 10n ** 17n - 1n });
    await fc.assert(
      fc.asyncProperty(huge, fc.bigInt({ min: 1n, max: 10n ** 12n }), ladderPrice, async (minor, rest, odds) => {
        const text = formatMinor(minor);
        const stake = parseMinor(text);
        expect(stake).toBe(minor);
        const { taken, resting } = await matchAt(odds, stake ?? 0n, rest);
        expect(taken.fills.map((fill) => fill.size)).toEqual([minor]);
        expect(resting.map((order) => order.remaining)).toEqual([rest]);
        expect(fromSignedMinorUnits(taken.matched)).toBe(text);
        expect(toSignedMinorUnits(fromSignedMinorUnits(-taken.matched))).toBe(-minor);
      }),
      { numRuns: 100 },
    );
  });
});
