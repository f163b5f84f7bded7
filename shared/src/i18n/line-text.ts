import type { WordingValues } from '@exchange/contracts';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { commonNamespace, i18n } from './i18n-instance';
import type { LineSection } from './line-resources';
import { sayKey } from './refusal-text';

/** A line as a call's answer carries it: a code and its values (the code may be newer than this client). */
export interface SentLine {
  readonly code: string;
  readonly values: WordingValues;
}

/**
 * A line the api wrote (a statement line, a score) in the player's language: by its code in
 * `section`, with its values; the text the api sent beside it when there is no code or the client
 * does not know it.
 */
export function sayLine(
  section: LineSection,
  line: SentLine | null | undefined,
  text: string,
  t: TFunction = i18n.getFixedT(null, commonNamespace),
): string {
  return line === null || line === undefined ? text : sayKey(`${section}.${line.code}`, line.values, text, t);
}

/** `sayLine` in a component, which re-renders when the player changes the language. */
export function useSayLine(): (section: LineSection, line: SentLine | null | undefined, text: string) => string {
  const { t } = useTranslation(commonNamespace);
  return useCallback((section, line, text) => sayLine(section, line, text, t), [t]);
}
