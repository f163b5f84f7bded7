import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { fromMinorUnits, moneySchema, parseMoney, toMinorUnits } from './money.js';

const minorUnits = fc.bigInt({ min: 0n, max: 10n ** 18n - 1n });

describe('money', () => {
  it('writes minor units as two-decimal text and reads them back exactly', () => {
    fc.assert(
      fc.property(minorUnits, (units) => {
        const text = fromMinorUnits(units);
        expect(text).toMatch(/^(0|[1-9]\d*)\.\d{2}$/);
        expect(toMinorUnits(text)).toBe(units);
        expect(parseMoney(text)).toEqual({ ok: true, value: text });
      }),
    );
  });

  it('reads a JSON number of whole cents below 10^13 as exactly that amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999_999 }), (cents) => {
        expect(parseMoney(cents / 100)).toEqual({ ok: true, value: fromMinorUnits(BigInt(cents)) });
      }),
    );
  });

  it.each([
    ['1500', '1500.00'],
    ['12.5', '12.50'],
    [' 0007.10 ', '7.10'],
    ['3.100', '3.10'],
    [0, '0.00'],
    [-0, '0.00'],
    [0.1, '0.10'],
    [1500.99, '1500.99'],
  ])('normalises %j to %s', (input, expected) => {
    expect(parseMoney(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['1.234', 'must have at most 2 decimal places'],
    [0.001, 'must have at most 2 decimal places'],
    [1e-7, 'must have at most 2 decimal places'],
    [0.1 + 0.2, 'must have at most 2 decimal places'],
    ['-5', 'must be 0 or more'],
    [-0.5, 'must be 0 or more'],
    [Number.NaN, 'must be a finite number'],
    [Number.POSITIVE_INFINITY, 'must be a finite number'],
    ['abc', 'must be a decimal amount such as "1500.00"'],
    ['1e3', 'must be a decimal amount such as "1500.00"'],
    ['.5', 'must be a decimal amount such as "1500.00"'],
    ['', 'must be a decimal amount such as "1500.00"'],
    [null, 'must be a decimal amount such as "1500.00"'],
    [true, 'must be a decimal amount such as "1500.00"'],
    ['10000000000000000', 'must be at most 9999999999999999.99'],
    [1e13, 'must be sent as a string when it is 10000000000000 or more'],
  ])('refuses %j: %s', (input, error) => {
    expect(parseMoney(input)).toEqual({ ok: false, error });
  });

  it('is a zod field whose issues carry those messages', () => {
    expect(moneySchema.parse('2.5')).toBe('2.50');
    const result = moneySchema.safeParse('2.555');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['must have at most 2 decimal places']);
  });
});
