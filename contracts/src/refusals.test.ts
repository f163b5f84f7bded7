import { describe, expect, it } from 'vitest';

import { fail } from './envelope.js';
import { isRefusalCode, refusal, refusalTables, refusalText, refusalTexts } from './refusals.js';
import { fillTemplate, templateNames, templateResources } from './wording.js';

describe('the refusals', () => {
  it('give each code to one refusal across the domain tables', () => {
    const codes = Object.values(refusalTables).flatMap((table) => Object.keys(table));
    const repeated = codes.filter((code, index) => codes.indexOf(code) !== index);
    expect(repeated).toEqual([]);
    expect(Object.keys(refusalTexts)).toHaveLength(codes.length);
  });

  it('write their values into the English wording, money and plurals included', () => {
    expect(refusalText('insufficientBalance', { available: '500.00', needed: '600.00' })).toBe(
      'Insufficient balance: 500.00 available, 600.00 needed.',
    );
    expect(refusalText('tooManyAttemptsSeconds', { count: 1 })).toBe(
      'Too many attempts. Please try again in 1 second.',
    );
    expect(refusalText('tooManyAttemptsMinutes', { count: 3 })).toBe(
      'Too many attempts. Please try again in 3 minutes.',
    );
    expect(fillTemplate('Stake {{amount, money}} at {{odds}}', { amount: '12.50' })).toBe('Stake 12.50 at {{odds}}');
  });

  it('know their own codes only', () => {
    expect(isRefusalCode('minStake')).toBe(true);
    expect(isRefusalCode('toString')).toBe(false);
    expect(isRefusalCode(undefined)).toBe(false);
  });

  it('travel in the envelope beside the message', () => {
    expect(fail(refusalText('minStake', { amount: '100.00' }), refusal('minStake', { amount: '100.00' }))).toEqual({
      success: false,
      error: { message: 'The minimum stake is 100.00.', code: 'minStake', values: { amount: '100.00' } },
    });
    expect(fail('Settings file not found')).toEqual({ success: false, error: { message: 'Settings file not found' } });
  });

  it('become i18next resources with a key per plural form', () => {
    expect(templateResources({ a: 'A {{x}}', b: { one: '{{count}} b', other: '{{count}} bs' } })).toEqual({
      a: 'A {{x}}',
      b_one: '{{count}} b',
      b_other: '{{count}} bs',
    });
    expect(templateNames({ one: '{{count}} of {{total, money}}', other: '{{count}} of {{total, money}}' })).toEqual([
      'count',
      'total',
    ]);
  });
});
