import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { firstScreenFormats, formatAmount, formatDateTime, formatNumber } from './locale-format';

describe('formatAmount', () => {
  it.each(['en', 'hi'] as const)('groups the Indian way in %s', (language) => {
    expect(formatAmount(100000, language)).toBe('1,00,000.00');
    expect(formatAmount('1234567.5', language)).toBe('12,34,567.50');
    expect(formatAmount(-2500, language)).toBe('-2,500.00');
  });

  it('shows a missing amount as a dash and text that is not a number as it came', () => {
    expect(formatAmount(null, 'hi')).toBe('–');
    expect(formatAmount('n/a', 'hi')).toBe('n/a');
  });

  it('keeps the value: the digits read back to the rounded amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (paise) => {
        const shown = formatAmount(paise / 100, 'hi');
        expect(Number(shown.replaceAll(',', ''))).toBeCloseTo(paise / 100, 2);
      }),
    );
  });
});

describe('formatDateTime', () => {
  it('writes month names in the language', () => {
    const date = new Date(Date.UTC(2026, 0, 26, 6, 30));
    const options = { dateStyle: 'long', timeZone: 'Asia/Kolkata' } as const;
    expect(formatDateTime(date, 'en', options)).toBe('26 January 2026');
    expect(formatDateTime(date, 'hi', options)).toBe('26 जनवरी 2026');
  });
});

/** Counts the formatters of one kind made from now on; each is still made as before. */
function countMade(kind: 'DateTimeFormat' | 'NumberFormat'): () => number {
  const Real = Intl[kind] as unknown as new (...args: unknown[]) => object;
  let made = 0;
  vi.spyOn(Intl, kind).mockImplementation(function make(...args: unknown[]) {
    made += 1;
    return new Real(...args);
  } as never);
  return () => made;
}

describe('the formatters', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are each made once per language and options, however often they format', () => {
    const dateTimes = countMade('DateTimeFormat');
    const numbers = countMade('NumberFormat');
    const options = { dateStyle: 'short', timeZone: 'UTC' } as const;
    for (let at = 0; at < 5; at += 1) {
      expect(formatDateTime(Date.UTC(2026, 0, at + 1), 'hi', options)).toMatch(/2026|26/);
      expect(formatNumber(at + 0.25, 'hi', { maximumFractionDigits: 1 })).toMatch(/^\d\.\d$/);
    }
    expect(dateTimes()).toBe(1);
    expect(numbers()).toBe(1);
    formatDateTime(Date.UTC(2026, 0, 1), 'en', options);
    expect(dateTimes()).toBe(2);
  });

  it('are made ahead for a first screen, which then makes none of its own', () => {
    for (const make of firstScreenFormats('en')) make();
    const dateTimes = countMade('DateTimeFormat');
    const numbers = countMade('NumberFormat');
    expect(formatAmount(1500, 'en')).toBe('1,500.00');
    expect(formatDateTime(Date.UTC(2026, 0, 26, 6, 30), 'en')).toMatch(/2026/);
    expect(dateTimes()).toBe(0);
    expect(numbers()).toBe(0);
  });
});
