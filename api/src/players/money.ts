import {
  failure,
  formatMinor,
  maxExactAmount,
  readMinor,
  success,
  type MoneyProblem,
  type Result,
} from '@exchange/contracts';
import { z } from 'zod';

// Amounts are PostgreSQL numeric(18,2) in the database and decimal strings with exactly two
// decimals ("1500.00", as PostgreSQL prints them) in the api's records. Reading and writing them is
// the contracts money module's (bigint minor units); this adds the api's rules for stored and
// requested amounts: never negative, within numeric(18,2), and the zod field with its messages.

/** A non-negative amount with exactly two decimals, e.g. "1500.00". */
export type Money = string;

export type MoneyResult = Result<Money>;

/** numeric(18,2) keeps 16 digits before the point. */
const MAX_MINOR_UNITS = 10n ** 18n - 1n;

/** Reads stored money text ("1500.00", never negative) as minor units; throws on anything else. */
export function toMinorUnits(money: Money): bigint {
  const read = readMinor(money);
  if (!read.ok || money.trim().startsWith('-')) {
    throw new RangeError(`"${money}" is not a decimal amount with at most 2 decimal places`);
  }
  return read.value;
}

/** Minor units as stored money text ("1500.00"); throws on a negative amount. */
export function fromMinorUnits(minorUnits: bigint): Money {
  if (minorUnits < 0n) {
    throw new RangeError('an amount cannot be negative');
  }
  return formatMinor(minorUnits);
}

const notAnAmount = 'must be a decimal amount such as "1500.00"';

const negativeText = /^\s*-\d+(?:\.\d+)?\s*$/;

const problems: Record<MoneyProblem, string> = {
  'not-an-amount': notAnAmount,
  'not-finite': 'must be a finite number',
  'too-many-decimals': 'must have at most 2 decimal places',
  'inexact-number': `must be sent as a string when it is ${maxExactAmount} or more`,
};

/**
 * Reads an amount sent as a decimal string ("12.5", "12.50") or a JSON number (12.5): finite,
 * 0 or more, at most 2 decimal places, within numeric(18,2). Answers the normalised text.
 */
export function parseMoney(input: unknown): MoneyResult {
  const negative =
    typeof input === 'number'
      ? Number.isFinite(input) && input < 0
      : typeof input === 'string' && negativeText.test(input);
  if (negative) {
    return failure('must be 0 or more');
  }
  const read = readMinor(input);
  if (!read.ok) {
    return failure(problems[read.error]);
  }
  if (read.value > MAX_MINOR_UNITS) {
    return failure(`must be at most ${formatMinor(MAX_MINOR_UNITS)}`);
  }
  return success(formatMinor(read.value));
}

/** A zod field for an amount in a request body; its issues carry the messages of `parseMoney`. */
export const moneySchema = z.unknown().transform((input, ctx): Money => {
  const parsed = parseMoney(input);
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  }
  return parsed.value;
});
