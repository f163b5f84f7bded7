import { languageLocales, type Language } from './languages';

const amountFormats = new Map<Language, Intl.NumberFormat>();

function amountFormat(language: Language): Intl.NumberFormat {
  let format = amountFormats.get(language);
  if (format === undefined) {
    format = new Intl.NumberFormat(languageLocales[language], { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    amountFormats.set(language, format);
  }
  return format;
}

/**
 * Money as the server sent it, in the language's Indian locale: 1,00,000.00 in English and in
 * Hindi alike (Hindi keeps Western digits by default). A missing amount is a dash; text that is
 * not a number is shown as it came rather than as NaN.
 */
export function formatAmount(amount: number | string | null | undefined, language: Language): string {
  if (amount === undefined || amount === null || amount === '') return '–';
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? amountFormat(language).format(value) : String(amount);
}

export function formatNumber(value: number, language: Language, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(languageLocales[language], options).format(value);
}

export function formatDateTime(
  value: Date | number | string,
  language: Language,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime())
    ? String(value)
    : new Intl.DateTimeFormat(languageLocales[language], options).format(date);
}
