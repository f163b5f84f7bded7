import { translationProblems } from '@exchange/shared/testing';
import { describe, expect, it } from 'vitest';

import en from './locales/en.json';
import hi from './locales/hi.json';

describe('the sports namespace', () => {
  it('has every key in English and Hindi, none empty, with the same placeholders', () => {
    expect(translationProblems({ en, hi })).toEqual([]);
  });

  it('leaves the betting refusals to the common namespace', () => {
    expect(Object.keys(hi)).not.toContain('betMessages');
    expect(Object.keys(hi)).not.toContain('lossLimits');
  });
});
