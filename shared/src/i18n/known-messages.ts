import type { TFunction } from 'i18next';

import { commonNamespace, i18n } from './i18n-instance';
import commonEn from './locales/en.json';

/**
 * Messages that arrive as English text (the server's answers, the error catalogue, the form rules)
 * are shown in the player's language by recognising the exact English: each is a value of the
 * `validation`, `errors` or `server` section of the common namespace's en.json, whose key gives
 * the translation. A message with numbers (`{{count}}`, `{{status}}`) matches with any number.
 * Anything else is shown as the server wrote it: an unknown message is still better than none.
 */
const messageSections = ['validation', 'errors', 'server'] as const;

interface MessagePattern {
  key: string;
  pattern: RegExp;
  names: string[];
}

export interface KnownMessage {
  key: string;
  values: Record<string, number>;
}

const placeholder = /\{\{(\w+)\}\}/g;
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function buildMessageTable() {
  const exact = new Map<string, string>();
  const patterns: MessagePattern[] = [];
  for (const section of messageSections) {
    for (const [name, text] of Object.entries(commonEn[section])) {
      // Plural forms share one key: i18next picks the form from `count`.
      const key = `${section}.${name.replace(pluralSuffix, '')}`;
      const names = [...text.matchAll(placeholder)].map((match) => match[1] ?? '');
      if (names.length === 0) {
        if (!exact.has(text)) exact.set(text, key);
        continue;
      }
      const source = text
        .split(placeholder)
        .map((part, index) => (index % 2 === 1 ? '(\\d+)' : escapeRegExp(part)))
        .join('');
      patterns.push({ key, pattern: new RegExp(`^${source}$`), names });
    }
  }
  return { exact, patterns };
}

const table = buildMessageTable();

/** The common-namespace key of a known English message (and its numbers), if it is one. */
export function knownMessageOf(message: string): KnownMessage | undefined {
  const text = message.trim();
  const exactKey = table.exact.get(text);
  if (exactKey !== undefined) return { key: exactKey, values: {} };
  for (const { key, pattern, names } of table.patterns) {
    const match = pattern.exec(text);
    if (match === null) continue;
    const values = Object.fromEntries(names.map((name, index) => [name, Number(match[index + 1])]));
    return { key, values };
  }
  return undefined;
}

/** A message in the current language when it is a known one, else exactly as it came. */
export function translateMessage(message: string, t: TFunction = i18n.getFixedT(null, commonNamespace)): string {
  const known = knownMessageOf(message);
  return known === undefined ? message : t(known.key, { ...known.values, ns: commonNamespace });
}
