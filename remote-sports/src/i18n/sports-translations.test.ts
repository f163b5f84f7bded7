import { betMessages, responsiblePlayMessages } from '@exchange/contracts';
import { translationProblems } from '@exchange/shared/testing';
import { describe, expect, it } from 'vitest';

import en from './locales/en.json';
import hi from './locales/hi.json';
import { withBetMessages } from './sports-translations';

describe('the sports namespace', () => {
  it('has every key in English and Hindi, none empty, with the same placeholders', () => {
    expect(translationProblems({ en: withBetMessages(en), hi })).toEqual([]);
  });

  it('words every betting message in English exactly as the api does', () => {
    expect(withBetMessages(en).betMessages).toBe(betMessages);
    expect(Object.keys(hi.betMessages).sort()).toEqual(Object.keys(betMessages).sort());
  });

  it("words the loss limits' refusals of a bet in English exactly as the api does", () => {
    const { lossLimits } = withBetMessages(en);
    expect(lossLimits.dailyLossRoom).toBe(responsiblePlayMessages.dailyLossRoom);
    expect(lossLimits.weeklyLossRoom).toBe(responsiblePlayMessages.weeklyLossRoom);
    expect(Object.keys(hi.lossLimits).sort()).toEqual(Object.keys(lossLimits).sort());
  });
});
