import { failure, success, type Result } from '@exchange/contracts';
import { z } from 'zod';

// Amounts are PostgreSQL numeric(18,2) in the database and decimal strings with exactly two
// decimals ("1500.00", as PostgreSQL prints them) everywhere in TypeScript. Arithmetic, when it is
// needed, runs on bigint minor units; a binary float never holds money.

/** A non-negative amount with exactly two decimals, e.g. "1500.00". */
export type Money = string;

export type MoneyResult = Result<Money>;

/** numeric(18,2) keeps 16 digits before the point. */
const MAX_MINOR_UNITS = 10n ** 18n - 1n;

// Any decimal of at most 15 significant digits survives a trip through a binary double, so a JSON
// number below 10^13 with two decimals still reads back as exactly the amount that was written.
const MAX_EXACT_NUMBER = 10_000_000_000_000;

const decimalText = /^(\d+)(?:\.(\d+))?$/;

export function toMinorUnits(money: Money): bigint {
  const match = decimalText.exec(money);
  if (match === null) {
    throw new RangeError(`"${money}" is not a decimal amount`);
  }
  const [, units = '0', fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > 2) {
    throw new RangeError(`"${money}" has more than 2 decimal places`);
  }
  return BigInt(units) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
}

export function fromMinorUnits(minorUnits: bigint): Money {
  if (minorUnits < 0n) {
    throw new RangeError('an amount cannot be negative');
  }
  const text = minorUnits.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

const fail = (error: string): MoneyResult => failure(error);

/**
 * Reads an amount sent as a decimal string ("12.5", "12.50") or a JSON number (12.5): finite,
 * 0 or more, at most 2 decimal places, within numeric(18,2). Answers the normalised text.
 */
export function parseMoney(input: unknown): MoneyResult {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) {
      return fail('must be a finite number');
    }
    if (input < 0) {
      return fail('must be 0 or more');
    }
    if (input >= MAX_EXACT_NUMBER) {
      return fail(`must be sent as a string when it is ${MAX_EXACT_NUMBER} or more`);
    }
    // Below 10^13, String() writes plain digits except for tiny values (1e-7), which have too
    // many decimals anyway.
    text = String(input);
    if (text.includes('e')) {
      return fail('must have at most 2 decimal places');
    }
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return fail('must be a decimal amount such as "1500.00"');
  }

  if (text.startsWith('-')) {
    return decimalText.test(text.slice(1))
      ? fail('must be 0 or more')
      : fail('must be a decimal amount such as "1500.00"');
  }
  const match = decimalText.exec(text);
  if (match === null) {
    return fail('must be a decimal amount such as "1500.00"');
  }
  if ((match[2] ?? '').replace(/0+$/, '').length > 2) {
    return fail('must have at most 2 decimal places');
  }
  const minorUnits = toMinorUnits(text);
  if (minorUnits > MAX_MINOR_UNITS) {
    return fail(`must be at most ${fromMinorUnits(MAX_MINOR_UNITS)}`);
  }
  return success(fromMinorUnits(minorUnits));
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
