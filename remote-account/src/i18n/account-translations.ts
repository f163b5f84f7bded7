import { loadTranslations, registerTranslations } from '@exchange/shared';
import { useTranslation } from 'react-i18next';

/** The account remote's namespace: loaded from this remote's origin when one of its components first renders. */
export const accountNamespace = 'account';

registerTranslations(accountNamespace, (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

/** Resolves once the account strings of the language shown are in, so a page renders translated at once. */
export function loadAccountTranslations(): Promise<void> {
  return loadTranslations(accountNamespace);
}

/** `useTranslation` of the account remote's own strings. */
export function useAccountTranslation() {
  return useTranslation(accountNamespace);
}
