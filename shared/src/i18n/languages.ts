/** The languages a player can choose, by their i18next code; English is the default and the fallback. */
export const supportedLanguages = ['en', 'hi'] as const;

export type Language = (typeof supportedLanguages)[number];

export const defaultLanguage: Language = 'en';

/**
 * The Intl locale of each language. Both are Indian locales, so amounts keep the lakh grouping
 * (1,00,000.00) whichever language the player reads.
 */
export const languageLocales: Readonly<Record<Language, string>> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language's name in itself, which is how a player recognises their own language in a list. */
export const languageNames: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिन्दी' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/** The supported language of a BCP 47 tag (`hi-IN` is `hi`), if any. */
export function languageOfTag(tag: string | null | undefined): Language | undefined {
  const base = tag?.trim().toLowerCase().split('-')[0];
  return isLanguage(base) ? base : undefined;
}
