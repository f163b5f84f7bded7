import { responsiblePlayMessage, responsiblePlayMessages } from '@exchange/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { gamePageLanguageOf, gamePageStrings, gameServerMessage, serverMessagePairs } from './game-page-strings.js';

const marksOf = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();

describe('game page strings', () => {
  it('say in Hindi everything they say in English, with the same values filled in', () => {
    const { en, hi } = gamePageStrings;
    for (const part of ['page', 'script', 'server'] as const) {
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

  describe("the api's refusals", () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.resetModules();
    });

    /** The page's strings.js as a page in `language` loads it: it reads what the server wrote into <main>. */
    async function pageStringsIn(language: 'en' | 'hi') {
      const main = { dataset: { strings: '{}', serverMessages: JSON.stringify(serverMessagePairs(language)) } };
      vi.stubGlobal('document', { querySelector: () => main });
      vi.resetModules();
      return import('./page/strings.js');
    }

    it('are sent in English with their values filled in', () => {
      expect(gameServerMessage('balanceLow', { available: '50.00', requested: '500.00' })).toBe(
        'Your balance is too low for this bet: 50.00 available, 500.00 needed.',
      );
      expect(gameServerMessage('tooLate', { point: '1.52' })).toBe('Too late: the round crashed at 1.52×.');
    });

    it("are shown in the page's language, with the values the api filled in", async () => {
      const { serverText } = await pageStringsIn('hi');
      expect(serverText(gameServerMessage('balanceLow', { available: '50.00', requested: '500.00' }))).toBe(
        'इस दाँव के लिए आपका बैलेंस कम है: 50.00 उपलब्ध, 500.00 चाहिए।',
      );
      expect(serverText(gameServerMessage('stakeRange', { min: '10.00', max: '10000.00' }))).toBe(
        'दाँव 10.00 से 10000.00 तक हो सकता है।',
      );
      for (const [english, own] of serverMessagePairs('hi')) {
        if (!english.includes('{')) expect(serverText(english)).toBe(own);
      }
    });

    it("show a loss limit's refusal of a stake, worded by the contracts, in the page's language", async () => {
      const { serverText } = await pageStringsIn('hi');
      const refusal = responsiblePlayMessage('dailyLossRoom', { risk: '60.00', limit: '100.00', room: '50.00' });
      expect(serverText(refusal)).toBe(
        'यह दाँव 60.00 हार सकता है, जिससे आपकी दैनिक हानि सीमा 100.00 पार हो जाएगी: आज अधिकतम 50.00 और जोखिम में डाला जा सकता है।',
      );
      expect(serverText(responsiblePlayMessages.weeklyLossLimit)).toBe(gamePageStrings.hi.server.weeklyLossLimit);
    });

    it('are shown as the api wrote them on an English page, and so is a message no page knows', async () => {
      const english = await pageStringsIn('en');
      const message = gameServerMessage('betTwice');
      expect(english.serverText(message)).toBe(message);
      const hindi = await pageStringsIn('hi');
      expect(hindi.serverText('Too many requests. Try again in a minute.')).toBe(
        'Too many requests. Try again in a minute.',
      );
    });
  });
});
