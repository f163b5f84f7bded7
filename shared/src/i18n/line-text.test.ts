import { scoreLine, statementLine } from '@exchange/contracts';
import { afterEach, describe, expect, it } from 'vitest';

import { changeLanguage } from './i18n-instance';
import { hindiLines, lineResources, lineTables } from './line-resources';
import { sayLine } from './line-text';

const marks = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g)].map((m) => m[0].replace(/\s/g, '')).sort();

const latinWord = /[A-Za-z]{3,}/;

describe('the lines in Hindi', () => {
  it('say every code of every table, with the same values and formats as the English', () => {
    const problems: string[] = [];
    for (const [section, table] of Object.entries(lineTables)) {
      const hindi = hindiLines[section as keyof typeof lineTables];
      for (const [code, template] of Object.entries(table)) {
        const forms: Record<string, string> =
          typeof template === 'string'
            ? { [code]: template }
            : {
                [`${code}_one`]: (template as { one: string }).one,
                [`${code}_other`]: (template as { other: string }).other,
              };
        for (const [key, english] of Object.entries(forms)) {
          const text = hindi[key];
          if (text === undefined || text.trim() === '') problems.push(`${section}: no Hindi for ${key}`);
          else if (marks(text).join() !== marks(english).join()) problems.push(`${section}: ${key} names other values`);
        }
      }
      for (const key of Object.keys(hindi)) {
        if (!(key.replace(/_(one|other)$/, '') in table)) problems.push(`${section}: ${key} is no code of the table`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('write no Latin-script words but the names their values bring', () => {
    const latin = Object.values(lineResources.hi)
      .flatMap((section) => Object.entries(section))
      .filter(([, text]) => latinWord.test(text.replace(/\{\{[^}]*\}\}/g, '').replace(/\bUPI\b/g, '')));
    expect(latin).toEqual([]);
  });
});

describe('sayLine', () => {
  afterEach(async () => {
    await changeLanguage('en');
    localStorage.clear();
  });

  it('says a line by its code in the language shown, names as they came', async () => {
    const won = statementLine('betWon', { event: 'India v Australia', market: 'Match Odds' });
    expect(sayLine('statementLines', won, 'as sent')).toBe('India v Australia — Match Odds: won');
    const chase = scoreLine('cricketChase', { team: 'AUS', runs: 127, balls: 101 });
    await changeLanguage('hi');
    expect(sayLine('statementLines', won, 'as sent')).toBe('India v Australia — Match Odds: जीते');
    expect(sayLine('scoreLines', chase, 'as sent')).toBe('AUS को 101 गेंदों में 127 रन चाहिए');
  });

  it('falls back to the text sent beside it without a code, or with one it does not know', async () => {
    await changeLanguage('hi');
    expect(sayLine('statementLines', undefined, 'Opening balance')).toBe('Opening balance');
    expect(sayLine('statementLines', { code: 'newerLine', values: {} }, 'Newer line')).toBe('Newer line');
    expect(sayLine('scoreLines', null, 'Match tied')).toBe('Match tied');
  });
});
