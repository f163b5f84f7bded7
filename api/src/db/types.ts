// PGlite and node-postgres disagree on how they hand back `bigint` (int8): PGlite gives a number,
// node-postgres a string. Both adapters use this parser so the same SQL yields the same values on
// either engine. It refuses values a JS number cannot hold exactly instead of rounding them, which
// matters once money is stored as integer minor units.
export const INT8_OID = 20;

export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(
      `bigint value ${text} does not fit a JavaScript number exactly; cast it to text or numeric in SQL`,
    );
  }
  return value;
}
