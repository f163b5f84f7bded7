const plainNumber = /^-?\d+(\.\d+)?$/;

const cell = (text: string) => {
  // Text that starts like a formula is prefixed so a spreadsheet shows it as text; a plain negative
  // amount stays a number.
  const safe = plainNumber.test(text) ? text : text.replace(/^[=+\-@]/, "'$&");
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Rows as CSV with a header line; CRLF line ends as spreadsheets expect. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** An amount for a spreadsheet: two decimals, no grouping, a minus for a loss (never prefixed). */
export const plainAmount = (amount: number) => amount.toFixed(2);

/** Saves CSV as a file, with a byte order mark so spreadsheets read Hindi text as UTF-8. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
