import { loadTranslations, registerTranslations } from '@exchange/shared';
import { useTranslation } from 'react-i18next';

/** The casino remote's namespace: loaded from this remote's origin when one of its components first renders. */
export const casinoNamespace = 'casino';

registerTranslations(casinoNamespace, (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

/** Resolves once the casino strings of the language shown are in, so a page renders translated at once. */
export function loadCasinoTranslations(): Promise<void> {
  return loadTranslations(casinoNamespace);
}

/** `useTranslation` of the casino remote's own strings. */
export function useCasinoTranslation() {
  return useTranslation(casinoNamespace);
}
