import { PlainAlert, useTranslateRefusal } from '@exchange/shared';
import type { FormEvent, ReactNode } from 'react';

import { useAuthTranslation } from '../i18n/auth-translations';
import type { ServerError } from './error-message';

export interface AuthFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  /** How the last attempt failed, if it did; said above the fields in the player's language. */
  serverError: ServerError | null;
  children: ReactNode;
}

/** The form of every auth page: checked by the page (not the browser), the server's refusal on top. */
export function AuthForm({ onSubmit, busy, serverError, children }: AuthFormProps) {
  const translateRefusal = useTranslateRefusal();
  const { t } = useAuthTranslation();
  // A refusal by its code (the api's message when it sent none); a failure the api client did not
  // describe in the page's own words.
  const shownError =
    serverError === null ? null : serverError === 'unexpected' ? t('errors.unexpected') : translateRefusal(serverError);
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
