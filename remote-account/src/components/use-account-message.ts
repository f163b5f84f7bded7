import type { RefusalCode, WordingValues } from '@exchange/contracts';
import { commonNamespace, isApiError, useTranslateRefusal } from '@exchange/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { useAccountTranslation } from '../i18n/account-translations';

/**
 * A failure in the player's language: an api error by its refusal code (else its message), a form
 * rule's refusal code, or, for anything else that went wrong, the account's own "unexpected".
 */
export function useAccountMessage(): (error: unknown) => string {
  const { t } = useAccountTranslation();
  const translateRefusal = useTranslateRefusal();
  return useCallback(
    (error: unknown) =>
      typeof error === 'string' || isApiError(error) ? translateRefusal(error) : t('messages.unexpected'),
    [t, translateRefusal],
  );
}

/**
 * A refusal the page says itself, with its values (amounts as the api writes them: "350.00"), in
 * the same words the api's refusal of that code would be shown in.
 */
export function useRefusalText(): (code: RefusalCode, values?: WordingValues) => string {
  const { t } = useTranslation(commonNamespace);
  return useCallback((code, values = {}) => t(`refusals.${code}`, { ...values }), [t]);
}
