import { isApiError, useTranslateMessage } from '@exchange/shared';
import { useCallback } from 'react';

import { useAccountTranslation } from '../i18n/account-translations';
import en from '../i18n/locales/en.json';

// The api and the form rules of these pages speak English (the contracts' messages); the same text
// under `messages` in en.json names its translation. Anything else goes to the platform's table.
const accountMessageKeys = new Map(Object.entries(en.messages).map(([key, text]) => [text, `messages.${key}`]));

/** An error or message in the player's language: the account's own messages, then the platform's. */
export function useAccountMessage(): (error: unknown) => string {
  const { t } = useAccountTranslation();
  const translateMessage = useTranslateMessage();
  return useCallback(
    (error: unknown) => {
      const text = typeof error === 'string' ? error : isApiError(error) ? error.message : t('messages.unexpected');
      const key = accountMessageKeys.get(text.trim());
      return key === undefined ? translateMessage(text) : t(key);
    },
    [t, translateMessage],
  );
}
