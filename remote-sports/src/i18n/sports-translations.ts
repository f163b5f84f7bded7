import { loadTranslations, registerTranslations } from '@exchange/shared';
import { useTranslation } from 'react-i18next';

/** The sports remote's namespace: loaded from this remote's origin when one of its components first renders. */
export const sportsNamespace = 'sports';

// The betting refusals, the api's and the slip's own, are the common namespace's `refusals`.
registerTranslations(sportsNamespace, (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

/** Resolves once the sports strings of the language shown are in, so a page renders translated at once. */
export function loadSportsTranslations(): Promise<void> {
  return loadTranslations(sportsNamespace);
}

/** `useTranslation` of the sports remote's own strings. */
export function useSportsTranslation() {
  return useTranslation(sportsNamespace);
}
