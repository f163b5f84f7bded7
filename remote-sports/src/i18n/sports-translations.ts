import { betMessages, responsiblePlayMessages } from '@exchange/contracts';
import { loadTranslations, registerTranslations } from '@exchange/shared';
import { useTranslation } from 'react-i18next';

import type en from './locales/en.json';

/** The sports remote's namespace: loaded from this remote's origin when one of its components first renders. */
export const sportsNamespace = 'sports';

/** The loss limits' refusals of a bet that name amounts, as the api words them (contracts). */
export const lossLimitMessages = {
  dailyLossRoom: responsiblePlayMessages.dailyLossRoom,
  weeklyLossRoom: responsiblePlayMessages.weeklyLossRoom,
} as const;

/**
 * The English strings: the locale file and, as `betMessages` and `lossLimits`, the betting calls'
 * messages in the words the api answers with (contracts), so the slip and the api never word a
 * refusal differently.
 */
export function withBetMessages(
  strings: typeof en,
): typeof en & { betMessages: typeof betMessages; lossLimits: typeof lossLimitMessages } {
  return { ...strings, betMessages, lossLimits: lossLimitMessages };
}

registerTranslations(sportsNamespace, (language) =>
  language === 'hi'
    ? import('./locales/hi.json')
    : import('./locales/en.json').then((module) => withBetMessages(module.default)),
);

/** Resolves once the sports strings of the language shown are in, so a page renders translated at once. */
export function loadSportsTranslations(): Promise<void> {
  return loadTranslations(sportsNamespace);
}

/** `useTranslation` of the sports remote's own strings. */
export function useSportsTranslation() {
  return useTranslation(sportsNamespace);
}
