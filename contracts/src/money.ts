import { failure, success, type Result } from './result.js';

// Money as the exchange counts it everywhere (api, engine, ledger, bet slip): integer minor units
// (paise) in a bigint. Amounts are read from decimal text digit by digit, never through float
// arithmetic; a JSON number is read through its shortest decimal text, which is the text its
// writer meant. Amounts are written back as two-decimal text ("5100.00", "-12.50") or, for answers
// that carry JSON numbers, as the number that text reads as.

/** An amount in minor units (paise): 150000n is 1500.00. */
export type MinorUnits = bigint;

/** Below 10^13 every amount with two decimals survives a trip through a binary double. */
export const maxExactAmount = 10_000_000_000_000;

/** Why an amount could not be read. */
export type MoneyProblem =
  /** Not decimal text or a number: "abc", "1e3", ".5", "", null. */
  | 'not-an-amount'
  /** NaN or an infinity. */
  | 'not-finite'
  /** A third decimal that is not zero: "1.005", 0.1 + 0.2. */
  | 'too-many-decimals'
  /** A JSON number of 10^13 or more, whose decimals a double cannot hold: send it as text. */
  | 'inexact-number';

const amountText = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Reads decimal text exactly: an optional minus, digits, and decimals of which at most two are not zero. */
function readText(text: string): Result<MinorUnits, MoneyProblem> {
  const match = amountText.exec(text);
  if (match === null) return failure('not-an-amount');
  const [, sign = '', units = '0', decimals = ''] = match;
  if (/[1-9]/.test(decimals.slice(2))) return failure('too-many-decimals');
  const minor = BigInt(units) * 100n + BigInt(decimals.slice(0, 2).padEnd(2, '0'));
  return success(sign === '-' ? -minor : minor);
}

/**
 * Reads an amount exactly into minor units: decimal text ("1500", "12.5", " -3.05 ", "3.100") or a
 * finite JSON number below 10^13 in size (12.5, read as the text "12.5"). Negative amounts read as
 * negative minor units ("-0.00" is 0n); exponents ("1e3") and a third decimal other than zero are
 * refused.
 */
export function readMinor(input: unknown): Result<MinorUnits, MoneyProblem> {
  if (typeof input === 'string') return readText(input.trim());
  if (typeof input !== 'number') return failure('not-an-amount');
  if (!Number.isFinite(input)) return failure('not-finite');
  if (Math.abs(input) >= maxExactAmount) return failure('inexact-number');
  // Below 10^13 String() writes plain digits, except for values under 10^-6, which are not amounts.
  const text = String(input);
  return text.includes('e') ? failure('too-many-decimals') : readText(text);
}

/** `readMinor` for callers that only need the amount: null when the input is not one. */
export function parseMinor(input: unknown): MinorUnits | null {
  const read = readMinor(input);
  return read.ok ? read.value : null;
}

/** Minor units as two-decimal text, signed when negative: 510000n is "5100.00", -1250n is "-12.50". */
export function formatMinor(minor: MinorUnits): string {
  const digits = (minor < 0n ? -minor : minor).toString().padStart(3, '0');
  return `${minor < 0n ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * Minor units as the JSON number an answer carries (123456n is 1234.56): the double nearest to the
 * two-decimal text, which `readMinor` reads back as exactly the same amount below 10^13.
 */
export function minorToNumber(minor: MinorUnits): number {
  return Number(formatMinor(minor));
}

/**
 * The nearest minor unit to an amount that was computed, not typed or sent (a simulated market's
 * drawn stake). Never for reading an amount: that is `readMinor`.
 */
export function nearestMinor(units: number): MinorUnits {
  return BigInt(Math.round(units * 100));
}

/**
 * A figure with two decimals that is not money (decimal odds, a 0–100 quote, a rate, a percent) in
 * hundredths, for the money rules' integer arithmetic: 2.5 is 250n. A figure with more decimals
 * rounds to the nearest hundredth.
 */
export function toHundredths(figure: number): bigint {
  return BigInt(Math.round(figure * 100));
}
