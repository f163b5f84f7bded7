import { describe, expect, it } from 'vitest';

import { validateForm } from './account-forms.js';
import { refusalText } from './refusals.js';
import {
  breakEnd,
  breakKindOf,
  limitsFormSchema,
  setLimitsRequestSchema,
  setRealityCheckRequestSchema,
  takeBreakRequestSchema,
} from './responsible-play-calls.js';

describe('limit rules', () => {
  it('parses limits to two decimals and reads empty as no limit', () => {
    expect(validateForm(limitsFormSchema, { daily: ' 500 ', weekly: '' })).toEqual({
      ok: true,
      value: { daily: '500.00', weekly: null },
    });
    expect(validateForm(limitsFormSchema, { daily: '0.01', weekly: '1000.5' })).toEqual({
      ok: true,
      value: { daily: '0.01', weekly: '1000.50' },
    });
  });

  it.each([
    ['0', 'limitNotPositive'],
    ['0.00', 'limitNotPositive'],
    ['-5', 'limitAmountFormat'],
    ['10.005', 'limitAmountFormat'],
    ['ten', 'limitAmountFormat'],
    ['1e3', 'limitAmountFormat'],
    ['10000000.01', 'limitTooLarge'],
  ])('refuses %s with its code', (text, message) => {
    expect(validateForm(limitsFormSchema, { daily: text, weekly: '' })).toEqual({
      ok: false,
      error: { daily: message },
    });
  });

  it('refuses a weekly limit below the daily one, on the weekly field', () => {
    expect(validateForm(limitsFormSchema, { daily: '500', weekly: '499.99' })).toEqual({
      ok: false,
      error: { weekly: 'weeklyLimitBelowDaily' },
    });
  });

  it('takes a limit kind the api knows', () => {
    expect(setLimitsRequestSchema.safeParse({ kind: 'deposit', daily: '1', weekly: '' }).success).toBe(true);
    expect(setLimitsRequestSchema.safeParse({ kind: 'bonus', daily: '1', weekly: '' }).success).toBe(false);
  });
});

describe('reality check and breaks', () => {
  it('takes the offered reminder intervals only', () => {
    expect(setRealityCheckRequestSchema.safeParse({ minutes: '30' }).data).toEqual({ minutes: 30 });
    expect(setRealityCheckRequestSchema.safeParse({ minutes: 0 }).data).toEqual({ minutes: 0 });
    const refused = setRealityCheckRequestSchema.safeParse({ minutes: 20 });
    expect(refused.error?.issues[0]?.message).toBe('realityCheckInterval');
  });

  it('names a break by its length and ends it on time', () => {
    const start = new Date('2026-01-31T10:00:00Z');
    expect(breakKindOf('24h')).toBe('timeOut');
    expect(breakKindOf('30d')).toBe('timeOut');
    expect(breakKindOf('6m')).toBe('selfExclusion');
    expect(breakEnd('24h', start).toISOString()).toBe('2026-02-01T10:00:00.000Z');
    expect(breakEnd('7d', start).toISOString()).toBe('2026-02-07T10:00:00.000Z');
    expect(breakEnd('6m', start).getTime()).toBeGreaterThan(start.getTime() + 180 * 24 * 3600_000);
    expect(breakEnd('5y', start).toISOString()).toBe('2031-01-31T10:00:00.000Z');
    expect(takeBreakRequestSchema.safeParse({ period: '2h' }).error?.issues[0]?.message).toBe('breakPeriodUnknown');
  });
});

describe('loss-limit refusals', () => {
  it('name what the bet could lose, the limit and the room left, as the api writes amounts', () => {
    expect(refusalText('dailyLossRoom', { risk: '5000.00', limit: '100.00', room: '60.00' })).toBe(
      'This bet could lose 5000.00, which would pass your daily loss limit of 100.00: at most 60.00 more can be at risk today.',
    );
    expect(refusalText('weeklyLossRoom', { risk: '20.40', limit: '500.00', room: '0.01' })).toBe(
      'This bet could lose 20.40, which would pass your weekly loss limit of 500.00: at most 0.01 more can be at risk this week.',
    );
  });
});
