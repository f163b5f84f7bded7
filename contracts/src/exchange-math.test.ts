import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  betLiability,
  betProfit,
  bookmakerWinnings,
  cashOut,
  commission,
  exchangeWinnings,
  fancyExposure,
  fancyProfitLoss,
  marketExposure,
  projectedProfitLoss,
  type RunnerBet,
} from './exchange-math.js';
import { parseMinor } from './money.js';
import { ladderLength, priceAt } from './price-ladder.js';

const rupees = (value: number): bigint => parseMinor(value) ?? 0n;

describe('back and lay', () => {
  it('pays a back S·(O−1) and holds a lay S·(O−1)', () => {
    expect(exchangeWinnings(rupees(100), 2.5)).toBe(rupees(150));
    expect(betProfit('exchange', { side: 'BACK', stake: rupees(100), odds: 2.5 })).toBe(rupees(150));
    expect(betLiability('exchange', { side: 'BACK', stake: rupees(100), odds: 2.5 })).toBe(rupees(100));
    expect(betLiability('exchange', { side: 'LAY', stake: rupees(100), odds: 2.5 })).toBe(rupees(150));
    expect(betProfit('exchange', { side: 'LAY', stake: rupees(100), odds: 2.5 })).toBe(rupees(100));
    // 0.33 × 1.01 = 0.3333 rupees: rounds to 0.33… of winnings 0.0033 → 0 paise.
    expect(exchangeWinnings(33n, 1.01)).toBe(0n);
    expect(exchangeWinnings(50n, 1.01)).toBe(1n);
  });

  it('quotes bookmaker markets per 100', () => {
    expect(bookmakerWinnings(rupees(1000), 85)).toBe(rupees(850));
    expect(betLiability('bookmaker', { side: 'LAY', stake: rupees(1000), odds: 85 })).toBe(rupees(850));
  });

  it('matches every back with a lay of the same size: what one wins the other loses', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: ladderLength - 1 }), (s, i) => {
        const stake = BigInt(s);
        const odds = priceAt(i);
        const back = projectedProfitLoss('exchange', [1, 2], [{ runnerId: 1, side: 'BACK', odds, stake }]);
        const lay = projectedProfitLoss('exchange', [1, 2], [{ runnerId: 1, side: 'LAY', odds, stake }]);
        expect((back.get(1) ?? 0n) + (lay.get(1) ?? 0n)).toBe(0n);
        expect((back.get(2) ?? 0n) + (lay.get(2) ?? 0n)).toBe(0n);
      }),
    );
  });
});

describe('projected P/L and exposure', () => {
  const runners = [1, 2, 3];

  it('adds a back to its runner and subtracts its stake elsewhere; a lay the reverse', () => {
    const bets: RunnerBet[] = [
      { runnerId: 1, side: 'BACK', odds: 3, stake: rupees(100) },
      { runnerId: 2, side: 'LAY', odds: 2, stake: rupees(50) },
    ];
    const pl = projectedProfitLoss('exchange', runners, bets);
    expect(Object.fromEntries(pl)).toEqual({ 1: rupees(250), 2: rupees(-150), 3: rupees(-50) });
    expect(marketExposure(pl)).toBe(rupees(150));
    expect(marketExposure(pl, rupees(20))).toBe(rupees(170));
  });

  it('holds nothing when no runner loses, and never more than the sum of what the bets risk', () => {
    expect(
      marketExposure(
        new Map([
          [1, 5n],
          [2, 0n],
        ]),
      ),
    ).toBe(0n);
    const bet = fc.record({
      runnerId: fc.constantFrom(...runners),
      side: fc.constantFrom('BACK' as const, 'LAY' as const),
      odds: fc.integer({ min: 0, max: ladderLength - 1 }).map(priceAt),
      stake: fc.bigInt({ min: 1n, max: 10_000_000n }),
    });
    fc.assert(
      fc.property(fc.array(bet, { maxLength: 8 }), (bets) => {
        const exposure = marketExposure(projectedProfitLoss('exchange', runners, bets));
        const risked = bets.reduce((sum, b) => sum + betLiability('exchange', b), 0n);
        expect(exposure >= 0n).toBe(true);
        expect(exposure <= risked).toBe(true);
      }),
    );
  });
});

describe('fancy', () => {
  it('pays YES at or above the line at its rate and NO below it', () => {
    const yes = { side: 'YES' as const, line: 45, rate: 90, stake: rupees(100) };
    const no = { side: 'NO' as const, line: 45, rate: 110, stake: rupees(100) };
    expect(fancyProfitLoss(yes, 45)).toBe(rupees(90));
    expect(fancyProfitLoss(yes, 44)).toBe(rupees(-100));
    expect(fancyProfitLoss(no, 44)).toBe(rupees(100));
    expect(fancyProfitLoss(no, 45)).toBe(rupees(-110));
    expect(fancyExposure([yes])).toEqual({ exposure: rupees(100), worstResult: 0 });
    expect(fancyExposure([no]).exposure).toBe(rupees(110));
  });

  it('finds the worst result of a spread: NO 44 and YES 46 both lose only between the lines', () => {
    const bets = [
      { side: 'NO' as const, line: 44, rate: 100, stake: rupees(100) },
      { side: 'YES' as const, line: 46, rate: 100, stake: rupees(100) },
    ];
    // Below 44: +100 −100 = 0; 44–45: −100 −100 = −200; 46 and up: −100 +100 = 0.
    expect(fancyExposure(bets)).toEqual({ exposure: rupees(200), worstResult: 44 });
  });

  it('agrees with a scan of every result from 0 to 400', () => {
    const bet = fc.record({
      side: fc.constantFrom('YES' as const, 'NO' as const),
      line: fc.integer({ min: 1, max: 300 }),
      rate: fc.integer({ min: 50, max: 200 }),
      stake: fc.bigInt({ min: 1n, max: 1_000_000n }),
    });
    fc.assert(
      fc.property(fc.array(bet, { minLength: 1, maxLength: 5 }), (bets) => {
        let worst = 0n;
        for (let result = 0; result <= 400; result += 1) {
          const total = bets.reduce((sum, b) => sum + fancyProfitLoss(b, result), 0n);
          if (total < worst) worst = total;
        }
        expect(fancyExposure(bets).exposure).toBe(-worst);
      }),
      { numRuns: 200 },
    );
  });
});

describe('commission', () => {
  it('takes the rate of net winnings and nothing of a loss', () => {
    expect(commission(rupees(1000), 2)).toBe(rupees(20));
    expect(commission(rupees(0.5), 5)).toBe(3n);
    expect(commission(rupees(-1000), 2)).toBe(0n);
  });
});

describe('cash out', () => {
  it('lays off a winning back at the lay price so both outcomes pay the same', () => {
    const bets: RunnerBet[] = [{ runnerId: 1, side: 'BACK', odds: 3, stake: rupees(100) }];
    const offer = cashOut([1, 2], bets, new Map([[1, { back: 1.98, lay: 2 }]]));
    // +200 if 1 wins, −100 if not: lay S at 2 with 200 − S = −100 + S → S = 150, locking +50.
    expect(offer).toMatchObject({
      runnerId: 1,
      side: 'LAY',
      odds: 2,
      stake: rupees(150),
      lockedProfitLoss: rupees(50),
      percent: 100,
    });
    expect(offer?.profitLoss).toEqual(
      new Map([
        [1, rupees(50)],
        [2, rupees(50)],
      ]),
    );
  });

  it('offers nothing on a position a full cash out left flat, though prices have moved since', () => {
    const back: RunnerBet = { runnerId: 1, side: 'BACK', odds: 3, stake: rupees(100) };
    const first = cashOut([1, 2], [back], new Map([[1, { back: 2, lay: 2.02 }]]));
    expect(first).toMatchObject({ side: 'LAY', odds: 2.02, stake: rupees(148.51) });
    const after: RunnerBet[] = [back, { runnerId: 1, side: 'LAY', odds: 2.02, stake: first?.stake ?? 0n }];
    // 48.52 if 1 wins, 48.51 if not: a paisa apart, which a lay at 1.9 would "even out" with 0.01.
    expect(projectedProfitLoss('exchange', [1, 2], after)).toEqual(
      new Map([
        [1, rupees(48.52)],
        [2, rupees(48.51)],
      ]),
    );
    expect(cashOut([1, 2], after, new Map([[1, { back: 1.88, lay: 1.9 }]]))).toBeNull();
    // A position whose hedge is 1.00 or more is still offered one.
    expect(cashOut([1, 2], [{ ...back, stake: rupees(1) }], new Map([[1, { back: 1.98, lay: 2 }]]))).toMatchObject({
      stake: rupees(1.5),
    });
  });

  it('cashes out a share of the position with that share of the hedge, guaranteeing the worse outcome', () => {
    const bets: RunnerBet[] = [{ runnerId: 1, side: 'BACK', odds: 3, stake: rupees(100) }];
    const half = cashOut([1, 2], bets, new Map([[1, { back: 1.98, lay: 2 }]]), 50);
    // Half of the full lay of 150: 1 winning pays 200 − 75, losing costs 100 − 75.
    expect(half).toMatchObject({ side: 'LAY', odds: 2, stake: rupees(75), percent: 50, lockedProfitLoss: rupees(-25) });
    expect(half?.profitLoss).toEqual(
      new Map([
        [1, rupees(125)],
        [2, rupees(-25)],
      ]),
    );
    expect(cashOut([1, 2], bets, new Map([[1, { back: 1.98, lay: 2 }]]), 0)).toBeNull();
    expect(cashOut([1, 2], bets, new Map([[1, { back: 1.98, lay: 2 }]]), 101)).toBeNull();
  });

  it('makes a partial hedge that share of the full one, to a paisa, and moves each runner’s P/L toward it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('BACK' as const, 'LAY' as const),
        fc.integer({ min: 0, max: 200 }).map(priceAt),
        fc.integer({ min: 0, max: 200 }).map(priceAt),
        fc.bigInt({ min: 100n, max: 10_000_000n }),
        fc.integer({ min: 1, max: 100 }),
        (side, odds, now, stake, percent) => {
          const bets: RunnerBet[] = [{ runnerId: 1, side, odds, stake }];
          const prices = new Map([[1, { back: now, lay: now }]]);
          const full = cashOut([1, 2], bets, prices);
          const part = cashOut([1, 2], bets, prices, percent);
          if (full === null || part === null) return;
          const gap = part.stake * 100n - full.stake * BigInt(percent);
          expect(gap <= 100n && gap >= -100n).toBe(true);
          expect([part.side, part.odds, part.runnerId]).toEqual([full.side, full.odds, full.runnerId]);
          const before = projectedProfitLoss('exchange', [1, 2], bets);
          for (const runnerId of [1, 2]) {
            const [from, to, at] = [before.get(runnerId), full.profitLoss.get(runnerId), part.profitLoss.get(runnerId)];
            if (from === undefined || to === undefined || at === undefined) throw new Error('a runner is missing');
            const [low, high] = from < to ? [from, to] : [to, from];
            // Within the span from no cash out to a full one, give or take the paisa of stake rounding.
            expect(at >= low - BigInt(Math.ceil(now)) && at <= high + BigInt(Math.ceil(now))).toBe(true);
          }
        },
      ),
    );
  });

  it('backs a lay back to even, and offers nothing without a price or a position', () => {
    const lay: RunnerBet[] = [{ runnerId: 2, side: 'LAY', odds: 2, stake: rupees(100) }];
    expect(cashOut([1, 2], lay, new Map([[2, { back: 4, lay: 4.1 }]]))).toMatchObject({
      side: 'BACK',
      odds: 4,
      stake: rupees(50),
      lockedProfitLoss: rupees(50),
    });
    expect(cashOut([1, 2], lay, new Map([[2, { back: null, lay: 4.1 }]]))).toBeNull();
    expect(cashOut([1, 2], [], new Map())).toBeNull();
  });

  it('evens out any single-runner position to within the rounding of its stake', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('BACK' as const, 'LAY' as const),
        fc.integer({ min: 0, max: 200 }).map(priceAt),
        fc.integer({ min: 0, max: 200 }).map(priceAt),
        fc.bigInt({ min: 100n, max: 10_000_000n }),
        (side, odds, now, stake) => {
          const bets: RunnerBet[] = [{ runnerId: 1, side, odds, stake }];
          const offer = cashOut([1, 2, 3], bets, new Map([[1, { back: now, lay: now }]]));
          if (offer === null) return;
          const after = projectedProfitLoss('exchange', [1, 2, 3], [...bets, offer]);
          const spread = (after.get(1) ?? 0n) - (after.get(2) ?? 0n);
          // Half a paisa of stake moves the spread by half the odds, plus a paisa of rounded winnings.
          const bound = BigInt(Math.ceil(now / 2) + 1);
          expect(spread <= bound && spread >= -bound).toBe(true);
        },
      ),
    );
  });
});
