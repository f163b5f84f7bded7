import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { commonNamespace } from './i18n-instance';
import { isLanguage, defaultLanguage, type Language } from './languages';
import { formatAmount, formatDateTime, formatNumber } from './locale-format';
import { translateRefusal } from './refusal-text';

/** The language shown now; components using it re-render when the player changes it. */
export function useLanguage(): Language {
  const { i18n } = useTranslation(commonNamespace);
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : defaultLanguage;
}

/** Says a failure (an ApiError, a refusal code, a text) in the player's language (see translateRefusal). */
export function useTranslateRefusal(): (subject: unknown) => string {
  const { t } = useTranslation(commonNamespace);
  return useCallback((subject: unknown) => translateRefusal(subject, t), [t]);
}

export interface LocaleFormat {
  language: Language;
  amount: (amount: number | string | null | undefined) => string;
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  dateTime: (value: Date | number | string, options?: Intl.DateTimeFormatOptions) => string;
}

/** Numbers, money and dates in the player's language, re-rendered when it changes. */
export function useLocaleFormat(): LocaleFormat {
  const language = useLanguage();
  return useMemo(
    () => ({
      language,
      amount: (amount) => formatAmount(amount, language),
      number: (value, options) => formatNumber(value, language, options),
      dateTime: (value, options) => formatDateTime(value, language, options),
    }),
    [language],
  );
}
