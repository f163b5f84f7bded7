import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { maskedName } from './crash-bets.js';

describe("a player's name in the round's live list", () => {
  it('shows only its first and last character', () => {
    expect(maskedName('alice')).toBe('a***e');
    expect(maskedName('al')).toBe('a***l');
    expect(maskedName('a')).toBe('a***');
    expect(maskedName('राहुल')).toBe('र***ल');
  });

  it('never shows more than two characters of any name, nor its length', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme-composite' }), (name) => {
        const characters = Array.from(name);
        const masked = Array.from(maskedName(name));
        expect(masked.length).toBe(characters.length > 1 ? 5 : 4);
        expect(masked[0]).toBe(characters[0]);
        if (characters.length > 1) expect(masked[4]).toBe(characters[characters.length - 1]);
      }),
    );
  });
});
