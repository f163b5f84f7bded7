import type { StatementEntry } from '@exchange/contracts';

import { plainAmount, toCsv } from '../../components/csv';

export interface StatementCsvLabels {
  date: string;
  description: string;
  credit: string;
  debit: string;
  balance: string;
}

/**
 * The statement as CSV: the table's columns and rows in its order, dates as the table shows them.
 */
export function statementCsv(
  entries: readonly StatementEntry[],
  labels: StatementCsvLabels,
  formatDate: (iso: string) => string,
  describe: (entry: StatementEntry) => string,
): string {
  const header = [labels.date, labels.description, labels.credit, labels.debit, labels.balance];
  const rows = entries.map((entry) => [
    formatDate(entry.date),
    describe(entry),
    entry.credit > 0 ? plainAmount(entry.credit) : '',
    entry.debit > 0 ? plainAmount(entry.debit) : '',
    plainAmount(entry.balance),
  ]);
  return toCsv(header, rows);
}
