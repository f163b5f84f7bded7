import type { TFunction } from 'i18next';

import type { Said } from '../api/api-error';
import { commonNamespace, i18n } from './i18n-instance';

/**
 * What a failure says, in the player's language. The subject is
 * - an error with a `said` key and values (an `ApiError`: a server refusal's code or the client's
 *   own failure; the host's settings failures), else its message as it came;
 * - a refusal code, as the contracts' form rules give for a field ("username");
 * - any other text or error: shown as it is (a backend that sends no code still says something).
 */
export function translateRefusal(subject: unknown, t: TFunction = i18n.getFixedT(null, commonNamespace)): string {
  if (subject instanceof Error) {
    const said = saidOf(subject);
    return said === undefined ? subject.message : sayKey(said.key, said.values, subject.message, t);
  }
  if (typeof subject === 'string') return sayKey(`refusals.${subject}`, {}, subject, t);
  return String(subject);
}

/**
 * A key of the common namespace with its values in the current language, or `fallback` when this
 * client does not know the key (a code newer than its strings).
 */
export function sayKey(key: string, values: Said['values'], fallback: string, t: TFunction): string {
  // With its values, so that a plural key is found by its count.
  const options = { ...values, ns: commonNamespace };
  return i18n.exists(key, options) ? t(key, options) : fallback;
}

const isSaid = (value: unknown): value is Said =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { key?: unknown }).key === 'string' &&
  typeof (value as { values?: unknown }).values === 'object';

/** The `said` of an ApiError, or of any error that carries one (the host's settings failures do). */
function saidOf(error: Error): Said | undefined {
  const said = (error as { said?: unknown }).said;
  return isSaid(said) ? said : undefined;
}
