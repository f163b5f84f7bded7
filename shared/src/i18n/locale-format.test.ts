import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatAmount, formatDateTime } from './locale-format';

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
