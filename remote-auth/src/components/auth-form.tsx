import { PlainAlert, useTranslateMessage } from '@exchange/shared';
import type { FormEvent, ReactNode } from 'react';

import { useAuthTranslation } from '../i18n/auth-translations';
import { unexpectedErrorMessage } from './error-message';

export interface AuthFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  /** The server's message for the last attempt, as it sent it; shown above the fields in the player's language. */
  serverError: string | null;
  children: ReactNode;
}

/** The form of every auth page: checked by the page (not the browser), the server's refusal on top. */
export function AuthForm({ onSubmit, busy, serverError, children }: AuthFormProps) {
  const translateMessage = useTranslateMessage();
  const { t } = useAuthTranslation();
  const shownError =
    serverError === unexpectedErrorMessage ? t('errors.unexpected') : serverError && translateMessage(serverError);
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy}>
      {shownError ? (
        <PlainAlert severity="error" style={{ marginBottom: 16 }}>
          {shownError}
        </PlainAlert>
      ) : null}
      {children}
    </form>
  );
}
