import { refusalTables, refusalTexts, templateNames, type RefusalCode } from '@exchange/contracts';
import { afterEach, describe, expect, it } from 'vitest';

import { ApiError } from '../api/api-error';
import { answerError, networkError, requestAborted } from '../api/error-catalogue';
import { changeLanguage } from './i18n-instance';
import { hindiRefusals, refusalResources } from './refusal-resources';
import { translateRefusal } from './refusal-text';

const marks = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g)].map((m) => m[0].replace(/\s/g, '')).sort();

const latinWord = /[A-Za-z]{3,}/;

describe('the refusals in Hindi', () => {
  it('say every code of every domain table, with the same values and formats as the English', () => {
    const problems: string[] = [];
    for (const [domain, table] of Object.entries(refusalTables)) {
      const hindi = hindiRefusals[domain as keyof typeof refusalTables];
      for (const [code, template] of Object.entries(table)) {
        const forms =
          typeof template === 'string'
            ? { [code]: template }
            : { [`${code}_one`]: template.one, [`${code}_other`]: template.other };
        for (const [key, english] of Object.entries(forms)) {
          const text = hindi[key];
          if (text === undefined || text.trim() === '') problems.push(`${domain}: no Hindi for ${key}`);
          else if (marks(text).join() !== marks(english).join()) problems.push(`${domain}: ${key} names other values`);
        }
      }
      for (const key of Object.keys(hindi)) {
        if (!(key.replace(/_(one|other)$/, '') in table)) problems.push(`${domain}: ${key} is no code of the table`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('write no Latin-script words but the names of values', () => {
    const latin = Object.entries(refusalResources.hi).filter(([, text]) =>
      latinWord.test(
        text.replace(/\{\{[^}]*\}\}/g, '').replace(/\b(UPI|IFSC|UTR|PNG|JPEG|WebP|MB|OTP|ID|YES|NO|BACK|LAY)\b/g, ''),
      ),
    );
    expect(latin).toEqual([]);
  });
});

describe('translateRefusal', () => {
  afterEach(async () => {
    await changeLanguage('en');
    localStorage.clear();
  });

  const refusedWith = (code: RefusalCode, values: Record<string, string | number> = {}) =>
    answerError(409, { success: false, error: { message: 'English from the api', code, values } }, 'Conflict');

  it('says an api refusal by its code, its amounts in the language format', async () => {
    const error = refusedWith('insufficientBalance', { available: '100000.00', needed: '250000.50' });
    expect(translateRefusal(error)).toBe('Insufficient balance: 1,00,000.00 available, 2,50,000.50 needed.');
    await changeLanguage('hi');
    const hindi = translateRefusal(error);
    expect(hindi).toContain('1,00,000.00');
    expect(hindi).toContain('2,50,000.50');
    expect(hindi).not.toMatch(latinWord);
  });

  it('says when a time-out ends, as a date and time in the language format', async () => {
    const until = new Date(2026, 10, 30, 16, 40).toISOString();
    const error = refusedWith('timeOut', { until });
    expect(translateRefusal(error)).toMatch(
      /^Your account is on a time-out until 30 Nov 2026, 4:40\s?pm\. You can log in again then\.$/,
    );
    await changeLanguage('hi');
    expect(translateRefusal(error)).toMatch(/^आपका खाता 30 .+ 2026, 4:40\s?pm तक टाइम-आउट पर है।/);
  });

  it('picks the plural form by count in both languages', async () => {
    expect(translateRefusal(refusedWith('tooManyAttemptsSeconds', { count: 1 }))).toBe(
      'Too many attempts. Please try again in 1 second.',
    );
    expect(translateRefusal(refusedWith('tooManyAttemptsSeconds', { count: 30 }))).toBe(
      'Too many attempts. Please try again in 30 seconds.',
    );
    await changeLanguage('hi');
    expect(translateRefusal(refusedWith('tooManyAttemptsSeconds', { count: 30 }))).toContain('30');
  });

  it("falls back to the api's message for a code it does not know, or none", () => {
    expect(translateRefusal(answerError(409, { success: false, error: { message: 'Odd', code: 'newCode' } }, ''))).toBe(
      'Odd',
    );
    expect(translateRefusal(answerError(400, { success: false, error: { message: 'Plain' } }, ''))).toBe('Plain');
  });

  it("says the client's own failures and a form rule's code", async () => {
    await changeLanguage('hi');
    expect(translateRefusal(networkError(new Error('offline')))).toBe('कृपया अपना नेटवर्क कनेक्शन जाँचें...');
    expect(translateRefusal('requestNotValid')).not.toMatch(latinWord);
    expect(translateRefusal('not a code')).toBe('not a code');
    // A cancelled call, in the specification's words ("Request aborted") and in Hindi.
    expect(translateRefusal(requestAborted(new Error('aborted')))).toBe('अनुरोध रद्द कर दिया गया');
    expect(requestAborted(new Error('aborted')).message).toBe('Request aborted');
    // An error without a wording key is said by its own message.
    expect(translateRefusal(new ApiError('http', 'Plain words'))).toBe('Plain words');
    expect(Object.keys(refusalResources.en)).toContain('tooManyAttemptsSeconds_one');
    expect(templateNames(refusalTexts.insufficientBalance)).toEqual(['available', 'needed']);
  });
});
