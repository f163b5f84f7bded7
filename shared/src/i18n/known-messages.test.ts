import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';

import { changeLanguage } from './i18n-instance';
import { knownMessageOf, translateMessage } from './known-messages';
import commonEn from './locales/en.json';

const englishMessages = (['validation', 'errors', 'server'] as const).flatMap((section) =>
  // A singular form is written with 1, as the api writes it; every other number takes the plural.
  Object.entries(commonEn[section]).map(([key, text]) =>
    text.replaceAll(/\{\{\w+\}\}/g, key.endsWith('_one') ? '1' : '5'),
  ),
);

describe('server and catalogue messages in the player language', () => {
  afterEach(async () => {
    await changeLanguage('en');
    localStorage.clear();
  });

  it("shows the specification's network message in Hindi", async () => {
    await changeLanguage('hi');
    expect(translateMessage('Please Check Your Network Connection...')).toBe('कृपया अपना नेटवर्क कनेक्शन जाँचें...');
  });

  it("maps the api's exact English to its Hindi", async () => {
    await changeLanguage('hi');
    expect(translateMessage('Invalid username or password.')).toBe('यूज़रनेम या पासवर्ड गलत है।');
    expect(translateMessage('Username must be 4 to 20 letters or digits.')).toBe(
      'यूज़रनेम में 4 से 20 अक्षर या अंक होने चाहिए।',
    );
  });

  it('carries the numbers of a message with numbers, in either plural form', async () => {
    expect(knownMessageOf('Too many failed attempts. Try again in 1 minute.')).toEqual({
      key: 'server.lockedOut',
      values: { count: 1 },
    });
    expect(knownMessageOf('Request failed with status code 418')).toEqual({
      key: 'errors.requestFailed',
      values: { status: 418 },
    });
    await changeLanguage('hi');
    expect(translateMessage('Too many attempts. Please try again in 30 seconds.')).toBe(
      'बहुत सारे प्रयास। कृपया 30 सेकंड बाद फिर कोशिश करें।',
    );
  });

  it('shows a message it does not know exactly as the server sent it', async () => {
    await changeLanguage('hi');
    expect(translateMessage('Bonus claimed twice')).toBe('Bonus claimed twice');
    fc.assert(
      fc.property(fc.string(), (text) => {
        if (knownMessageOf(text) === undefined) expect(translateMessage(text)).toBe(text);
      }),
    );
  });

  it('gives every known message back unchanged in English', () => {
    for (const message of englishMessages) {
      expect(knownMessageOf(message), message).toBeDefined();
      expect(translateMessage(message)).toBe(message);
    }
  });
});
