import { verificationFormSchema } from '@exchange/contracts';
import { paths, PlainAlert, PlainButton, PlainButtonLink, PlainStack, PlainText } from '@exchange/shared';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';

import { AuthForm } from '../../components/auth-form';
import { AuthPage } from '../../components/auth-page';
import { BusyIndicator } from '../../components/busy-indicator';
import { serverErrorOf, type ServerError } from '../../components/error-message';
import { keepRedirect } from '../../components/keep-redirect';
import { ResendCode } from '../../components/resend-code';
import { TextField } from '../../components/text-field';
import { useCompleteLogin } from '../../components/use-complete-login';
import { useCountdown } from '../../components/use-countdown';
import { useValidatedForm } from '../../components/use-validated-form';
import { useAuthTranslation } from '../../i18n/auth-translations';
import {
  pendingRegistrationStore,
  resendAfterSecondsOf,
  type PendingRegistration,
} from '../../stores/pending-registration-store';
import { resendVerificationCode } from './api/resend-verification-code';
import { verifyUser } from './api/verify-user';

type Sending = 'verify' | 'resend' | null;

function VerificationForm({ registration }: { registration: PendingRegistration }) {
  const {
    values,
    errors,
    change: changeField,
    validate,
  } = useValidatedForm(verificationFormSchema, { code: '' }, ['code']);
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const [resent, setResent] = useState(false);
  const [sending, setSending] = useState<Sending>(null);
  const { remaining, restart } = useCountdown(registration.resendAvailableAt);
  const completeLogin = useCompleteLogin();
  const { userName, mobile } = registration;
  const { t } = useAuthTranslation();

  const change = changeField('code');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending !== null) return;
    const checkedValues = validate(event);
    if (checkedValues === null) return;
    setServerError(null);
    setResent(false);
    setSending('verify');
    verifyUser({ userName, mobile, code: checkedValues.code }).then(
      (result) => {
        // The registration's domain goes into the user info when the answer does not carry its own.
        const domain = typeof result.domain === 'string' ? result.domain : registration.domain;
        completeLogin({ ...result, domain }, userName);
        pendingRegistrationStore.getState().clear();
      },
      (error: unknown) => {
        setServerError(serverErrorOf(error));
        setSending(null);
      },
    );
  };

  const resend = () => {
    if (sending !== null || remaining > 0) return;
    setServerError(null);
    setResent(false);
    setSending('resend');
    resendVerificationCode({ userName, mobile }).then(
      (result) => {
        const deadline = restart(resendAfterSecondsOf(result));
        pendingRegistrationStore.getState().setResendAvailableAt(deadline);
        setResent(true);
        setSending(null);
      },
      (error: unknown) => {
        setServerError(serverErrorOf(error));
        setSending(null);
      },
    );
  };

  const busy = sending !== null;
  return (
    <AuthForm onSubmit={submit} busy={busy} serverError={serverError}>
      {resent ? (
        <PlainAlert severity="success" role="status" style={{ marginBottom: 16 }}>
          {t('verification.resent')}
        </PlainAlert>
      ) : null}
      <PlainText style={{ marginBottom: 16 }}>
        {t('verification.instructions', { lastDigits: mobile.slice(-4) })}
      </PlainText>
      <TextField
        label={t('verification.code')}
        name="code"
        autoComplete="one-time-code"
        value={values.code}
        onChange={change}
        error={Boolean(errors.code)}
        helperText={errors.code}
        htmlInput={{ inputMode: 'numeric', pattern: '[0-9]*' }}
      />
      <BusyIndicator
        busy={busy}
        label={t(sending === 'resend' ? 'verification.busyResend' : 'verification.busyVerify')}
      />
      <PlainStack gap={12}>
        <PlainButton type="submit" variant="contained" size="large" disabled={busy} fullWidth>
          {t('verification.verify')}
        </PlainButton>
        <ResendCode remaining={remaining} busy={busy} onResend={resend} />
      </PlainStack>
    </AuthForm>
  );
}

function NothingToVerify() {
  const [searchParams] = useSearchParams();
  const { t } = useAuthTranslation();
  return (
    <>
      <PlainText style={{ marginBottom: 16 }}>{t('verification.nothingToVerify')}</PlainText>
      <PlainButtonLink to={keepRedirect(paths.signup(), searchParams)} variant="contained" fullWidth>
        {t('verification.signUp')}
      </PlainButtonLink>
    </>
  );
}

/**
 * `/auth/verfication` (the specification's spelling) and `/auth/verification`: the code sent at
 * sign-up logs the new player in. The registration is read once, when the page opens, so the page
 * does not change under the player while it hands over to the next one.
 */
export function VerificationPage() {
  const [registration] = useState(() => pendingRegistrationStore.getState().registration);
  const { t } = useAuthTranslation();
  return (
    <AuthPage title={t('verification.title')}>
      {registration ? <VerificationForm registration={registration} /> : <NothingToVerify />}
    </AuthPage>
  );
}
