import { resendVerificationCode, verificationFormSchema, verifyUser } from '@exchange/shared';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { AuthForm } from '../../components/auth-form';
import { AuthPage } from '../../components/auth-page';
import { BusyIndicator } from '../../components/busy-indicator';
import { errorMessageOf } from '../../components/error-message';
import { useValidatedForm } from '../../components/use-validated-form';
import {
  pendingRegistrationStore,
  resendAfterSecondsOf,
  type PendingRegistration,
} from '../../stores/pending-registration-store';
import { keepRedirect } from '../redirect/keep-redirect';
import { useCompleteLogin } from '../redirect/use-complete-login';
import { useCountdown } from './use-countdown';

const title = 'Verify your account';

type Sending = 'verify' | 'resend' | null;

function VerificationForm({ registration }: { registration: PendingRegistration }) {
  const {
    values,
    errors,
    change: changeField,
    validate,
  } = useValidatedForm(verificationFormSchema, { code: '' }, ['code']);
  const [serverError, setServerError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const [sending, setSending] = useState<Sending>(null);
  const { remaining, restart } = useCountdown(registration.resendAvailableAt);
  const completeLogin = useCompleteLogin();
  const { userName, mobile } = registration;

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
        setServerError(errorMessageOf(error));
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
        setServerError(errorMessageOf(error));
        setSending(null);
      },
    );
  };

  const busy = sending !== null;
  return (
    <AuthForm onSubmit={submit} busy={busy} serverError={serverError}>
      {resent ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          A new code is on its way.
        </Alert>
      ) : null}
      <Typography sx={{ mb: 2 }}>
        Enter the 6-digit code we sent to the mobile number ending in {mobile.slice(-4)}.
      </Typography>
      <TextField
        label="Verification code"
        name="code"
        autoComplete="one-time-code"
        value={values.code}
        onChange={change}
        error={Boolean(errors.code)}
        helperText={errors.code}
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
        fullWidth
      />
      <BusyIndicator busy={busy} label={sending === 'resend' ? 'Sending a new code' : 'Verifying'} />
      <Stack spacing={1.5}>
        <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
          Verify
        </Button>
        <Button type="button" variant="text" disabled={busy || remaining > 0} onClick={resend} fullWidth>
          Resend code
        </Button>
        {remaining > 0 ? (
          <Typography role="timer" variant="body2" color="text.secondary" align="center">
            Resend code in {remaining} s
          </Typography>
        ) : null}
      </Stack>
    </AuthForm>
  );
}

function NothingToVerify() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        There is no sign-up waiting for a code in this browser tab. Sign up first, and we will send a code to your
        mobile number.
      </Typography>
      <Button component={RouterLink} to={keepRedirect('/auth/signup', searchParams)} variant="contained" fullWidth>
        Sign up
      </Button>
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
  return (
    <AuthPage title={title}>
      {registration ? <VerificationForm registration={registration} /> : <NothingToVerify />}
    </AuthPage>
  );
}
