import { readdir, readFile } from 'node:fs/promises';

import { casinoRefusals, isRefusalCode, refusalText, type RefusalCode } from '@exchange/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { gamePageLanguageOf, gamePageRefusalCodes, gamePageStrings, serverMessages } from './game-page-strings.js';

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

  it('are all in use: each page word written by the server, each script word read by a script, and back', async () => {
    const server = await readFile(new URL('./game-page.ts', import.meta.url), 'utf8');
    const folder = new URL('./page/', import.meta.url);
    const names = (await readdir(folder)).filter((name) => name.endsWith('.js'));
    const scripts = (await Promise.all(names.map((name) => readFile(new URL(name, folder), 'utf8')))).join('\n');
    for (const key of Object.keys(gamePageStrings.en.page))
      expect(server, key).toMatch(new RegExp(`(?:words|page)\\.${key}\\b`));
    for (const key of Object.keys(gamePageStrings.en.script)) expect(scripts, key).toContain(`'${key}'`);
    for (const [, key = ''] of scripts.matchAll(/\btext\('(\w+)'/g)) {
      expect(Object.keys(gamePageStrings.en.script), key).toContain(key);
    }
  });

  it("state a round's client seed: the chain's, then the first bets' seeds in order, fixed when betting closes", () => {
    const { en, hi } = gamePageStrings;
    expect(en.page.fairExplanation).toContain(
      "A round's client seed is the chain's client seed, then the seeds of the round's first N bets that carry one, in the order they were placed, joined by “:”",
    );
    expect(en.page.fairExplanation).toContain(
      "It is fixed when betting closes, so the server commits to the chain before any player's seed is known.",
    );
    expect(hi.page.fairExplanation).toContain('“:” से जुड़े हुए');
    expect(hi.page.fairExplanation).toContain('यह दाँव बंद होने पर तय होता है');
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
      const main = { dataset: { strings: '{}', serverMessages: JSON.stringify(serverMessages(language)) } };
      vi.stubGlobal('document', { querySelector: () => main });
      vi.resetModules();
      return import('./page/strings.js');
    }

    /** The envelope's `error` the api answers a refusal with. */
    const answered = (code: RefusalCode, values: Record<string, string> = {}) => ({
      message: refusalText(code, values),
      code,
      values,
    });

    it('are the English of the contracts, each code the page may meet', () => {
      expect(Object.keys(gamePageStrings.en.server).sort()).toEqual([...gamePageRefusalCodes].sort());
      expect(gamePageStrings.en.server.crashBalanceLow).toBe(
        'Your balance is too low for this bet: {available} available, {requested} needed.',
      );
      for (const code of gamePageRefusalCodes) expect(isRefusalCode(code), code).toBe(true);
    });

    it("are shown by code in the page's language, with the values the api sent", async () => {
      const { serverText } = await pageStringsIn('hi');
      expect(serverText(answered('crashBalanceLow', { available: '50.00', requested: '500.00' }))).toBe(
        'इस दाँव के लिए आपका बैलेंस कम है: 50.00 उपलब्ध, 500.00 चाहिए।',
      );
      expect(serverText(answered('crashStakeRange', { min: '10.00', max: '10000.00' }))).toBe(
        'दाँव 10.00 से 10000.00 तक हो सकता है।',
      );
      const refusal = answered('dailyLossRoom', { risk: '60.00', limit: '100.00', room: '50.00' });
      expect(serverText(refusal)).toBe(
        'यह दाँव 60.00 हार सकता है, जिससे आपकी दैनिक हानि सीमा 100.00 पार हो जाएगी: आज अधिकतम 50.00 और जोखिम में डाला जा सकता है।',
      );
    });

    it('are shown as the api wrote them on an English page, and so is a code no page knows', async () => {
      const english = await pageStringsIn('en');
      expect(english.serverText(answered('crashTooLate', { point: '1.52' }))).toBe(
        'Too late: the round crashed at 1.52×.',
      );
      const hindi = await pageStringsIn('hi');
      expect(hindi.serverText({ message: 'Too many requests.', code: 'tooManyRequestsNew', values: {} })).toBe(
        'Too many requests.',
      );
      expect(hindi.serverText({ message: 'Plain' })).toBe('Plain');
    });

    it("say in Hindi what the platform's casino refusals say, word for word", async () => {
      const file = new URL('../../../shared/src/i18n/locales/refusals/casino.hi.json', import.meta.url);
      const platform = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      for (const [code, own] of Object.entries(gamePageStrings.hi.server)) {
        if (!(code in casinoRefusals)) continue;
        expect(own, code).toBe((platform[code] ?? '').replace(/\{\{\s*(\w+)\s*(?:,\s*\w+\s*)?\}\}/g, '{$1}'));
      }
    });
  });
});
