import { languageLocales, type Language } from './languages';

// Each formatter is made once per language and options: the first one of a locale costs a phone
// tens of milliseconds (the locale's data is loaded then), so none is made again per call, and the
// ones the first screen needs can be made ahead, while the page waits for the network
// (`firstScreenFormats`).

const amountOptions: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
const defaultDateTimeOptions: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

const amountFormats = new Map<Language, Intl.NumberFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function amountFormat(language: Language): Intl.NumberFormat {
  let format = amountFormats.get(language);
  if (format === undefined) {
    format = new Intl.NumberFormat(languageLocales[language], amountOptions);
    amountFormats.set(language, format);
  }
  return format;
}

/** The formatter of `make` for a language and options, made on first use. */
function cached<Format>(
  formats: Map<string, Format>,
  language: Language,
  options: object | undefined,
  make: () => Format,
): Format {
  const key = options === undefined ? language : `${language} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

const numberFormat = (language: Language, options?: Intl.NumberFormatOptions) =>
  cached(numberFormats, language, options, () => new Intl.NumberFormat(languageLocales[language], options));

const dateTimeFormat = (language: Language, options: Intl.DateTimeFormatOptions) =>
  cached(dateTimeFormats, language, options, () => new Intl.DateTimeFormat(languageLocales[language], options));

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
  return numberFormat(language, options).format(value);
}

export function formatDateTime(
  value: Date | number | string,
  language: Language,
  options: Intl.DateTimeFormatOptions = defaultDateTimeOptions,
): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : dateTimeFormat(language, options).format(date);
}

/**
 * The formatters every logged-in first screen uses (the navbar's amounts, dates in the default
 * style), each as a step that makes it: the entry runs them in tasks of their own while the page's
 * code is on its way, so the first render does not pay for them.
 */
export function firstScreenFormats(language: Language): readonly (() => void)[] {
  return [() => void amountFormat(language), () => void dateTimeFormat(language, defaultDateTimeOptions)];
}
