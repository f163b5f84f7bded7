import { loadTranslations, registerTranslations } from '@exchange/shared';
import { useTranslation } from 'react-i18next';

/** The auth remote's namespace: loaded from this remote's origin when one of its pages first renders. */
export const authNamespace = 'auth';

registerTranslations(authNamespace, (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

/** Resolves once the auth strings of the language shown are in, so a page renders translated at once. */
export function loadAuthTranslations(): Promise<void> {
  return loadTranslations(authNamespace);
}

/** `useTranslation` of the auth remote's own strings. */
export function useAuthTranslation() {
  return useTranslation(authNamespace);
}
