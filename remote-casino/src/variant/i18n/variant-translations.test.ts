import { translationProblems } from '@exchange/shared/testing';
import { describe, expect, it } from 'vitest';

import en from './locales/en.json';
import hi from './locales/hi.json';

describe('the live lobby namespace', () => {
  it('has every key in English and Hindi, none empty, with the same placeholders', () => {
    expect(translationProblems({ en, hi })).toEqual([]);
  });
});
