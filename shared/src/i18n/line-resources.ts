import { scoreLineTexts, statementLineTexts, templateResources } from '@exchange/contracts';

import type { Language } from './languages';
import scoreLines from './locales/lines/score-lines.hi.json';
import statementLines from './locales/lines/statement-lines.hi.json';

/**
 * The tables of lines the api writes for a player (a statement line, a score), each a section of
 * the common namespace by its name: the English is the contracts' own template of each code.
 */
export const lineTables = { statementLines: statementLineTexts, scoreLines: scoreLineTexts } as const;

/** A section of the common namespace that holds lines. */
export type LineSection = keyof typeof lineTables;

/** The Hindi of every line, one file per table (`locales/lines/<table>.hi.json`). */
export const hindiLines: Readonly<Record<LineSection, Readonly<Record<string, string>>>> = {
  statementLines,
  scoreLines,
};

/** The line sections of the common namespace in each language. */
export const lineResources: Readonly<
  Record<Language, Readonly<Record<LineSection, Readonly<Record<string, string>>>>>
> = {
  en: {
    statementLines: templateResources(lineTables.statementLines),
    scoreLines: templateResources(lineTables.scoreLines),
  },
  hi: hindiLines,
};
