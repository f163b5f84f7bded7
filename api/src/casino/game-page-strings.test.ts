import { describe, expect, it } from 'vitest';

import { gamePageLanguageOf, gamePageStrings } from './game-page-strings.js';

const marksOf = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();

describe('game page strings', () => {
  it('say in Hindi everything they say in English, with the same values filled in', () => {
    const { en, hi } = gamePageStrings;
    for (const part of ['page', 'script'] as const) {
      expect(Object.keys(hi[part]).sort()).toEqual(Object.keys(en[part]).sort());
      for (const [key, english] of Object.entries(en[part])) {
        const hindi = (hi[part] as Record<string, string>)[key] ?? '';
        expect(hindi, key).not.toBe('');
        expect(hindi, key).not.toBe(english);
        expect(marksOf(hindi), key).toEqual(marksOf(english));
      }
    }
  });

  it('take the language a game URL names when the pages speak it, else English', () => {
    expect(gamePageLanguageOf('hi')).toBe('hi');
    expect(gamePageLanguageOf('en')).toBe('en');
    expect(gamePageLanguageOf('HI')).toBe('en');
    expect(gamePageLanguageOf(['hi'])).toBe('en');
    expect(gamePageLanguageOf(undefined)).toBe('en');
  });
});
