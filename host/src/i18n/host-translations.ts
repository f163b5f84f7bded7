import { addTranslations } from '@exchange/shared';
import { useTranslation } from 'react-i18next';

import en from './locales/en.json';
import hi from './locales/hi.json';

/** The shell's namespace: bundled, because the first screen (navbar, status pages, titles) needs it. */
export const hostNamespace = 'host';

addTranslations(hostNamespace, { en, hi });

export const hostTranslations = { en, hi } as const;

/** `useTranslation` of the shell's own strings. */
export function useHostTranslation() {
  return useTranslation(hostNamespace);
}
