import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatMinor, maxExactAmount, minorToNumber, parseMinor, readMinor, toHundredths } from './money.js';

describe('readMinor', () => {
  it.each([
    ['1500', 150000n],
    ['12.5', 1250n],
    ['0.1', 10n],
    [' 0007.10 ', 710n],
    ['10', 1000n],
    ['3.100', 310n],
    ['-3.05', -305n],
    ['-0.00', 0n],
    [0, 0n],
    [-0, 0n],
    [0.1, 10n],
    [1500.99, 150099n],
    [-12.5, -1250n],
    ['123456789012345678901234.56', 12345678901234567890123456n],
  ])('reads %s as %s minor units', (input, minor) => {
    expect(readMinor(input)).toEqual({ ok: true, value: minor });
  });

  it.each([
    ['1e3', 'not-an-amount'],
    ['.5', 'not-an-amount'],
    ['5.', 'not-an-amount'],
    ['', 'not-an-amount'],
    ['abc', 'not-an-amount'],
    ['+5', 'not-an-amount'],
    ['1,000', 'not-an-amount'],
    [null, 'not-an-amount'],
    [10n, 'not-an-amount'],
    ['1.005', 'too-many-decimals'],
    [0.001, 'too-many-decimals'],
    [1e-7, 'too-many-decimals'],
    [0.1 + 0.2, 'too-many-decimals'],
    [Number.NaN, 'not-finite'],
    [Number.NEGATIVE_INFINITY, 'not-finite'],
    [maxExactAmount, 'inexact-number'],
    [-1e20, 'inexact-number'],
  ])('refuses %s: %s', (input, problem) => {
    expect(readMinor(input)).toEqual({ ok: false, error: problem });
    expect(parseMinor(input)).toBeNull();
  });
});

describe('formatMinor', () => {
  it.each([
    [0n, '0.00'],
    [5n, '0.05'],
    [-5n, '-0.05'],
    [510000n, '5100.00'],
    [-1250n, '-12.50'],
    [2n ** 64n, '184467440737095516.16'],
  ])('writes %s as %s', (minor, text) => {
    expect(formatMinor(minor)).toBe(text);
  });

  it('reads back every amount it writes, far beyond 2^53 minor units', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (minor) => {
        const text = formatMinor(minor);
        expect(text).toMatch(/^-?(0|[1-9]\d*)\.\d{2}$/);
        expect(parseMinor(text)).toBe(minor);
      }),
    );
  });
});

describe('minorToNumber', () => {
  it('writes a JSON number that reads back as the same minor units below 10^13', () => {
    const limit = BigInt(maxExactAmount) * 100n - 1n;
    fc.assert(
      fc.property(fc.bigInt({ min: -limit, max: limit }), (minor) => {
        const value = minorToNumber(minor);
        expect(parseMinor(value)).toBe(minor);
        expect(parseMinor(JSON.parse(JSON.stringify(value)))).toBe(minor);
      }),
    );
    expect(minorToNumber(123456n)).toBe(1234.56);
  });
});

describe('toHundredths', () => {
  it('reads two-decimal odds, quotes and rates as integer hundredths', () => {
    expect(toHundredths(1.01)).toBe(101n);
    expect(toHundredths(2.5)).toBe(250n);
    expect(toHundredths(1000)).toBe(100000n);
    expect(toHundredths(1.13)).toBe(113n);
  });
});
