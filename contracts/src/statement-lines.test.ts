import { describe, expect, it } from 'vitest';

import { casinoRefusals } from './casino-refusals.js';
import { refusalText } from './refusals.js';
import { scoreLine, scoreLineText } from './score-lines.js';
import { scorecardSchema } from './sports-calls.js';
import { isStatementLineCode, statementLine, statementLineText } from './statement-lines.js';
import { statementEntrySchema } from './transactions-calls.js';

describe('statement lines', () => {
  it('write their values into the English the ledger keeps', () => {
    expect(statementLineText(statementLine('betWon', { event: 'India v Australia', market: 'Match Odds' }))).toBe(
      'India v Australia — Match Odds: won',
    );
    expect(
      statementLineText(
        statementLine('betCommission', { percent: 2, event: 'India v Australia', market: 'Match Odds' }),
      ),
    ).toBe('Commission 2% on India v Australia — Match Odds');
    expect(
      statementLineText(statementLine('casinoRoundCashOut', { game: 'Aviator', round: 7, multiplier: '2.00' })),
    ).toBe('Aviator round 7: cashed out at 2.00×');
  });

  it('know their own codes only', () => {
    expect(isStatementLineCode('upiDeposit')).toBe(true);
    expect(isStatementLineCode('toString')).toBe(false);
  });

  it('travel beside the description of a statement entry, which reads without one too', () => {
    const entry = { id: 1, date: '2025-01-01T00:00:00.000Z', kind: 'deposit', type: 'deposit' as const };
    const row = { ...entry, description: 'UPI deposit', credit: 10, debit: 0, balance: 10, reference: 'upi:1' };
    expect(statementEntrySchema.parse({ ...row, line: { code: 'upiDeposit', values: {} } }).line).toEqual({
      code: 'upiDeposit',
      values: {},
    });
    expect(statementEntrySchema.parse(row).line).toBeUndefined();
  });
});

describe('score lines', () => {
  it('say the scorecard as the games always did', () => {
    expect(scoreLineText(scoreLine('cricketChase', { team: 'AUS', runs: 127, balls: 101 }))).toBe(
      'AUS need 127 from 101 balls',
    );
    expect(
      scoreLineText(scoreLine('footballInPlay', { home: 'A', homeGoals: 1, awayGoals: 0, away: 'B', minute: 34 })),
    ).toBe("A 1–0 B (34')");
    const card = scorecardSchema.parse({
      eventId: 1,
      sportId: 3,
      status: 'IN_PLAY',
      summary: 'AUS need 127 from 101 balls',
      summaryLine: scoreLine('cricketChase', { team: 'AUS', runs: 127, balls: 101 }),
      teams: [{ name: 'IND', score: 'Yet to bat', scoreLine: scoreLine('cricketYetToBat') }],
      updatedAt: '2025-01-01T00:00:00.000Z',
    });
    expect(card.summaryLine?.code).toBe('cricketChase');
  });
});

describe('casino refusals', () => {
  it('say their money values as the api writes them', () => {
    expect(refusalText('crashStakeRange', { min: '10.00', max: '10000.00' })).toBe(
      'A stake is from 10.00 to 10000.00.',
    );
    expect(Object.keys(casinoRefusals)).toContain('crashTooLate');
  });
});
