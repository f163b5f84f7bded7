import { describe, expect, it } from 'vitest';

import { internalServerErrorMessage, networkErrorMessage, unsuccessfulCallMessage } from '../api/error-catalogue';
import commonEn from './locales/en.json';
import commonHi from './locales/hi.json';
import { translationProblems } from './translation-check';

describe('the common namespace', () => {
  it('has every key in English and Hindi, none empty, with the same placeholders', () => {
    expect(translationProblems({ en: commonEn, hi: commonHi })).toEqual([]);
  });

  it("keeps the specification's catalogue texts as its English", () => {
    expect(commonEn.errors.network).toBe(networkErrorMessage);
    expect(commonEn.errors.internalServerError).toBe(internalServerErrorMessage);
    expect(commonEn.errors.unsuccessfulCall).toBe(unsuccessfulCallMessage);
  });
});

describe('translationProblems', () => {
  it('names a key one language lacks, in either direction', () => {
    expect(translationProblems({ en: { a: 'A', b: { c: 'C' } }, hi: { a: 'ए', d: 'डी' } })).toEqual([
      'hi lacks b.c',
      'en lacks d',
    ]);
  });

  it('names empty texts and placeholders that differ', () => {
    expect(translationProblems({ en: { a: 'In {{count}} s', b: 'B' }, hi: { a: '{{n}} सेकंड में', b: ' ' } })).toEqual([
      'hi a has other placeholders than en',
      'hi has an empty b',
    ]);
  });
});
