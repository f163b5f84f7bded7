import { describe, expect, it } from 'vitest';

import { betRefusals } from './bet-refusals.js';
import { refusalTables, refusalText } from './refusals.js';
import { templateNames } from './wording.js';

describe('the betting refusals', () => {
  it('are the bets table of the refusals', () => {
    expect(refusalTables.bets).toBe(betRefusals);
  });

  it('write their values into the English wording', () => {
    expect(refusalText('insufficientBalance', { available: '500.00', needed: '600.00' })).toBe(
      'Insufficient balance: 500.00 available, 600.00 needed.',
    );
    expect(refusalText('priceMoved', { offered: 80, asked: 85 })).toBe(
      'The price has changed: 80 is offered now, not 85. The bet was not placed.',
    );
    expect(refusalText('maxProfit', { profit: '60000.00', amount: '50000.00' })).toBe(
      'This bet could win 60000.00; one bet may win at most 50000.00.',
    );
  });

  it('mark every amount of money to be formatted as money', () => {
    const moneyMarks = Object.values(betRefusals).flatMap((template) =>
      [...template.matchAll(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g)].filter((match) => match[2] === 'money'),
    );
    expect(moneyMarks.map((match) => match[1]).sort()).toEqual([
      'amount',
      'amount',
      'amount',
      'available',
      'needed',
      'profit',
    ]);
    expect(templateNames(betRefusals.insufficientBalance)).toEqual(['available', 'needed']);
  });
});
