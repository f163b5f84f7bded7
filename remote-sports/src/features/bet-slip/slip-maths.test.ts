import { priceAt, ladderLength, projectedProfitLoss, type RunnerBet } from '@exchange/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { limitProblem, parseOdds, parseStake, slipFigures } from './slip-maths';

const runnerIds = [1, 2, 3];
const betArbitrary = fc.record({
  runnerId: fc.constantFrom(...runnerIds),
  side: fc.constantFrom('BACK' as const, 'LAY' as const),
  odds: fc.integer({ min: 0, max: ladderLength - 1 }).map(priceAt),
  stake: fc.bigInt({ min: 1n, max: 10_000_000n }),
});

describe('the slip’s figures', () => {
  it('equal the server’s P/L over the matched bets and the new one, for any bets', () => {
    fc.assert(
      fc.property(fc.array(betArbitrary, { maxLength: 12 }), betArbitrary, (matched: RunnerBet[], bet) => {
        // What the api answers for the matched bets, then for the matched bets and this one.
        const current = projectedProfitLoss('exchange', runnerIds, matched);
        const after = projectedProfitLoss('exchange', runnerIds, [...matched, bet]);
        const figures = slipFigures({ kind: 'exchange', ...bet }, runnerIds, current);
        expect(figures.runners).toEqual(after);
      }),
    );
  });

  it('give a back its winnings and its stake at risk, a lay the stake and its liability', () => {
    const back = slipFigures({ kind: 'exchange', side: 'BACK', runnerId: 1, odds: 2.5, stake: 100_00n }, runnerIds);
    expect([back.profit, back.liability]).toEqual([150_00n, 100_00n]);
    const lay = slipFigures({ kind: 'exchange', side: 'LAY', runnerId: 1, odds: 2.5, stake: 100_00n }, runnerIds);
    expect([lay.profit, lay.liability, lay.exposure]).toEqual([100_00n, 150_00n, 150_00n]);
  });

  it('read a bookmaker quote per 100 and a fancy line with its rate', () => {
    const bookmaker = slipFigures(
      { kind: 'bookmaker', side: 'LAY', runnerId: 2, odds: 45, stake: 1000_00n },
      runnerIds,
    );
    expect(bookmaker.liability).toBe(450_00n);
    const no = slipFigures({ kind: 'fancy', side: 'NO', runnerId: 1, odds: 42, rate: 90, stake: 100_00n }, runnerIds);
    expect([no.profit, no.liability]).toEqual([100_00n, 90_00n]);
    expect(no.outcomes).toEqual([
      { result: 'atOrAbove', line: 42, profitLoss: -90_00n },
      { result: 'below', line: 42, profitLoss: 100_00n },
    ]);
  });
});

describe('what the slip refuses to send', () => {
  it.each([
    ['', 'stakeMissing'],
    ['abc', 'stakeFormat'],
    ['1.234', 'stakeFormat'],
    ['-5', 'stakeNotPositive'],
    ['0', 'stakeNotPositive'],
  ])('a stake of %j: %s', (text, code) => {
    expect(parseStake(text)).toEqual({ ok: false, problem: { code } });
  });

  it('odds off the ladder or outside 1.01–1000', () => {
    expect(parseOdds('2.01')).toEqual({ ok: false, problem: { code: 'oddsOffLadder', odds: 2.01 } });
    expect(parseOdds('1000.5')).toEqual({ ok: false, problem: { code: 'oddsFormat' } });
    expect(parseOdds('2.02')).toEqual({ ok: true, value: 2.02 });
  });

  it('a stake or profit beyond the player’s limits, naming the limit', () => {
    const limit = { marketType: 'MATCH_ODDS', minStake: 100, maxStake: 5000, maxProfit: 20_000 };
    expect(limitProblem(limit, 99_99n, 0n)).toEqual({ code: 'minStake', amount: 100 });
    expect(limitProblem(limit, 5000_01n, 0n)).toEqual({ code: 'maxStake', amount: 5000 });
    expect(limitProblem(limit, 5000_00n, 20_000_01n)).toEqual({ code: 'maxProfit', amount: 20_000, profit: 20_000.01 });
    expect(limitProblem(limit, 5000_00n, 20_000_00n)).toBeNull();
  });
});
