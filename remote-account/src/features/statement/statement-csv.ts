import type { StatementEntry } from '@exchange/contracts';

export interface StatementCsvLabels {
  date: string;
  description: string;
  credit: string;
  debit: string;
  balance: string;
}

/** An amount for a spreadsheet: two decimals, no grouping (amounts arrive with at most two). */
const plainAmount = (amount: number) => amount.toFixed(2);

const cell = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * The statement as CSV: the table's columns and rows in its order, dates as the table shows them.
 * A description that starts like a formula is prefixed so a spreadsheet shows it as text.
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
    describe(entry).replace(/^[=+\-@]/, "'$&"),
    entry.credit > 0 ? plainAmount(entry.credit) : '',
    entry.debit > 0 ? plainAmount(entry.debit) : '',
    plainAmount(entry.balance),
  ]);
  return `${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
