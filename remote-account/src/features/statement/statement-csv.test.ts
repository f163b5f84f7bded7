import type { StatementEntry } from '@exchange/contracts';
import { describe, expect, it } from 'vitest';

import { statementCsv } from './statement-csv';

const entry = (overrides: Partial<StatementEntry>): StatementEntry => ({
  id: 1,
  date: '2026-01-05T12:00:00.000Z',
  kind: 'deposit',
  type: 'deposit',
  description: 'UPI deposit',
  credit: 0,
  debit: 0,
  balance: 0,
  reference: 'r',
  ...overrides,
});

describe('statementCsv', () => {
  it('writes the table’s columns with exact two-decimal amounts and quotes what needs it', () => {
    const csv = statementCsv(
      [
        entry({ credit: 1500, balance: 1500 }),
        entry({ description: 'Withdrawal, "bank"', debit: 250.5, balance: 1249.5 }),
        entry({ description: '=HYPERLINK("x")', credit: 0.1, balance: 1249.6 }),
      ],
      { date: 'Date', description: 'Description', credit: 'Credit', debit: 'Debit', balance: 'Balance' },
      (iso) => iso.slice(0, 10),
      (row) => row.description,
    );
    expect(csv).toBe(
      [
        'Date,Description,Credit,Debit,Balance',
        '2026-01-05,UPI deposit,1500.00,,1500.00',
        '2026-01-05,"Withdrawal, ""bank""",,250.50,1249.50',
        `2026-01-05,"'=HYPERLINK(""x"")",0.10,,1249.60`,
        '',
      ].join('\r\n'),
    );
  });
});
