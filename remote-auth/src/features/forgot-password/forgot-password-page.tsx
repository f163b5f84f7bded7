import { forgotPasswordFormSchema, resetPasswordFormSchema } from '@exchange/contracts';
import { paths, PlainAlert, PlainButton, PlainButtonLink, PlainLink, PlainStack, PlainText } from '@exchange/shared';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';

import { AuthForm } from '../../components/auth-form';
import { AuthPage } from '../../components/auth-page';
import { BusyIndicator } from '../../components/busy-indicator';
import { serverErrorOf, type ServerError } from '../../components/error-message';
import { keepRedirect } from '../../components/keep-redirect';
import { PasswordField } from '../../components/password-field';
import { ResendCode } from '../../components/resend-code';
import { TextField } from '../../components/text-field';
import { useCountdown } from '../../components/use-countdown';
import { useValidatedForm } from '../../components/use-validated-form';
import { useAuthTranslation } from '../../i18n/auth-translations';
import { resendAfterSecondsOf } from '../../stores/pending-registration-store';
import { forgotPassword, resetPassword } from './api/password-reset';

interface Account {
  readonly userName: string;
  readonly mobile: string;
  /** When another code may be asked for (epoch ms). */
  readonly resendAvailableAt: number;
}

/** Step 1: the username and the mobile number the account verified. */
function AccountForm({ onSent }: { onSent: (account: Account) => void }) {
  const { t } = useAuthTranslation();
  const { values, errors, change, validate } = useValidatedForm(
    forgotPasswordFormSchema,
    { username: '', mobile: '' },
    ['username', 'mobile'],
  );
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const [sending, setSending] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const checked = validate(event);
    if (checked === null) return;
    setServerError(null);
    setSending(true);
    forgotPassword({ userName: checked.username, mobile: checked.mobile }).then(
      (result) =>
        onSent({
          userName: checked.username,
          mobile: checked.mobile,
          resendAvailableAt: Date.now() + resendAfterSecondsOf(result) * 1000,
        }),
      (error: unknown) => {
        setServerError(serverErrorOf(error));
        setSending(false);
      },
    );
  };
  return (
    <AuthForm onSubmit={submit} busy={sending} serverError={serverError}>
      <PlainText style={{ marginBottom: 16 }}>{t('forgot.instructions')}</PlainText>
      <PlainStack gap={16}>
        <TextField
          label={t('fields.username')}
          name="username"
          autoComplete="username"
          value={values.username}
          onChange={change('username')}
          error={Boolean(errors.username)}
          helperText={errors.username}
          htmlInput={{ autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false }}
        />
        <TextField
          label={t('fields.mobile')}
          name="mobile"
          type="tel"
          autoComplete="tel-national"
          value={values.mobile}
          onChange={change('mobile')}
          error={Boolean(errors.mobile)}
          helperText={errors.mobile}
          htmlInput={{ inputMode: 'numeric' }}
        />
      </PlainStack>
      <BusyIndicator busy={sending} label={t('forgot.busySend')} />
      <PlainButton type="submit" variant="contained" size="large" disabled={sending} fullWidth>
        {t('forgot.send')}
      </PlainButton>
    </AuthForm>
  );
}

type Sending = 'reset' | 'resend' | null;

/** Step 2: the code sent to the mobile and the new password, typed twice; another code after the wait. */
function ResetForm({ account, onReset }: { account: Account; onReset: () => void }) {
  const { t } = useAuthTranslation();
  const { values, errors, change, validate } = useValidatedForm(
    resetPasswordFormSchema,
    { code: '', newPassword: '', confirmPassword: '' },
    ['code', 'newPassword', 'confirmPassword'],
  );
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const [sending, setSending] = useState<Sending>(null);
  const [resent, setResent] = useState(false);
  const { remaining, restart } = useCountdown(account.resendAvailableAt);
  const { userName, mobile } = account;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending !== null) return;
    const checked = validate(event);
    if (checked === null) return;
    setServerError(null);
    setResent(false);
    setSending('reset');
    resetPassword({ userName, mobile, code: checked.code, newPassword: checked.newPassword }).then(onReset, (error) => {
      setServerError(serverErrorOf(error));
      setSending(null);
    });
  };
  const resend = () => {
    if (sending !== null || remaining > 0) return;
    setServerError(null);
    setResent(false);
    setSending('resend');
    forgotPassword({ userName, mobile }).then(
      (result) => {
        restart(resendAfterSecondsOf(result));
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
      <PlainText style={{ marginBottom: 16 }}>{t('forgot.codeSent', { lastDigits: mobile.slice(-4) })}</PlainText>
      <PlainStack gap={16}>
        <TextField
          label={t('verification.code')}
          name="code"
          autoComplete="one-time-code"
          value={values.code}
          onChange={change('code')}
          error={Boolean(errors.code)}
          helperText={errors.code}
          htmlInput={{ inputMode: 'numeric', pattern: '[0-9]*' }}
        />
        <PasswordField
          label={t('forgot.newPassword')}
          name="newPassword"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={change('newPassword')}
          error={Boolean(errors.newPassword)}
          helperText={errors.newPassword ?? t('signup.passwordHint')}
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={change('confirmPassword')}
          error={Boolean(errors.confirmPassword)}
          helperText={errors.confirmPassword}
        />
      </PlainStack>
      <BusyIndicator busy={busy} label={t(sending === 'resend' ? 'verification.busyResend' : 'forgot.busyReset')} />
      <PlainStack gap={12}>
        <PlainButton type="submit" variant="contained" size="large" disabled={busy} fullWidth>
          {t('forgot.reset')}
        </PlainButton>
        <ResendCode remaining={remaining} busy={busy} onResend={resend} />
      </PlainStack>
    </AuthForm>
  );
}

/**
 * `/auth/forgot-password`: a code sent to the account's verified mobile number sets a new password;
 * every session of the account ends, and the player logs in with the new one.
 */
export function ForgotPasswordPage() {
  const { t } = useAuthTranslation();
  const [searchParams] = useSearchParams();
  const [account, setAccount] = useState<Account | null>(null);
  const [done, setDone] = useState(false);
  const toLogin = keepRedirect(paths.login(), searchParams);
  return (
    <AuthPage title={t('forgot.title')}>
      {done ? (
        <>
          <PlainAlert severity="success" role="status" style={{ marginBottom: 16 }}>
            {t('forgot.done')}
          </PlainAlert>
          <PlainButtonLink to={toLogin} variant="contained" fullWidth>
            {t('forgot.logIn')}
          </PlainButtonLink>
        </>
      ) : account === null ? (
        <AccountForm onSent={setAccount} />
      ) : (
        <ResetForm account={account} onReset={() => setDone(true)} />
      )}
      {done ? null : (
        <PlainText variant="body2" align="center" style={{ marginTop: 16 }}>
          <PlainLink to={toLogin}>{t('forgot.backToLogin')}</PlainLink>
        </PlainText>
      )}
    </AuthPage>
  );
}
