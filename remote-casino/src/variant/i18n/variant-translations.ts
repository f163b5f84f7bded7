import { loadTranslations, registerTranslations } from '@exchange/shared';
import { useTranslation } from 'react-i18next';

/**
 * The live lobby's own namespace, not the default lobby's `casino`: the two builds are deployed
 * apart, and a brand swapped from one to the other must never read the other's strings.
 */
export const variantNamespace = 'casinoLive';

registerTranslations(variantNamespace, (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

/** Resolves once the live lobby's strings of the language shown are in. */
export function loadVariantTranslations(): Promise<void> {
  return loadTranslations(variantNamespace);
}

export function useVariantTranslation() {
  return useTranslation(variantNamespace);
}
