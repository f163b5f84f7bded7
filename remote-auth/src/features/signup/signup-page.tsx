import { signupFormSchema, type SignupForm } from '@exchange/contracts';
import { paths, PlainButton, PlainLink, PlainStack, PlainText } from '@exchange/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { AuthForm } from '../../components/auth-form';
import { AuthPage } from '../../components/auth-page';
import { BusyIndicator } from '../../components/busy-indicator';
import { serverErrorOf, type ServerError } from '../../components/error-message';
import { keepRedirect } from '../../components/keep-redirect';
import { PasswordField } from '../../components/password-field';
import { TextField } from '../../components/text-field';
import { useValidatedForm } from '../../components/use-validated-form';
import { useAuthTranslation } from '../../i18n/auth-translations';
import { pendingRegistrationStore, resendAfterSecondsOf } from '../../stores/pending-registration-store';
import { register } from './api/register';

type Field = keyof SignupForm;
const fieldOrder: readonly Field[] = ['username', 'mobile', 'password', 'confirmPassword'];

/** What each field asks for before anything is wrong (a key of the auth namespace); a message replaces it when something is. */
const hintKeys: Partial<Record<Field, string>> = {
  username: 'signup.usernameHint',
  mobile: 'signup.mobileHint',
  password: 'signup.passwordHint',
};

/** `/auth/signup`: creates an account, keeps its registration data and goes to verification. */
export function SignupPage() {
  const { values, errors, change, validate } = useValidatedForm(
    signupFormSchema,
    { username: '', mobile: '', password: '', confirmPassword: '' },
    fieldOrder,
  );
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const [sending, setSending] = useState(false);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { t } = useAuthTranslation();
  const hint = (field: Field) => {
    const key = hintKeys[field];
    return key === undefined ? undefined : t(key);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const checkedValues = validate(event);
    if (checkedValues === null) return;
    setServerError(null);
    setSending(true);
    const { username: userName, mobile, password } = checkedValues;
    const domain = window.location.hostname;
    register({ userName, mobile, password, domain }).then(
      (result) => {
        pendingRegistrationStore.getState().keep({
          userName,
          mobile,
          domain: typeof result.domain === 'string' && result.domain !== '' ? result.domain : domain,
          resendAvailableAt: Date.now() + resendAfterSecondsOf(result) * 1000,
        });
        void navigate(keepRedirect(paths.verification(), searchParams));
      },
      (error: unknown) => {
        setServerError(serverErrorOf(error));
        setSending(false);
      },
    );
  };

  const textField = (field: Exclude<Field, 'password' | 'confirmPassword'>) => ({
    name: field,
    value: values[field],
    onChange: change(field),
    error: Boolean(errors[field]),
    helperText: errors[field] ?? hint(field),
  });
  const passwordField = (field: Extract<Field, 'password' | 'confirmPassword'>) => ({
    name: field,
    value: values[field],
    onChange: change(field),
    error: Boolean(errors[field]),
    helperText: errors[field] ?? hint(field),
    autoComplete: 'new-password' as const,
  });

  return (
    <AuthPage title={t('signup.title')}>
      <AuthForm onSubmit={submit} busy={sending} serverError={serverError}>
        <PlainStack gap={16}>
          <TextField
            label={t('fields.username')}
            autoComplete="username"
            htmlInput={{ autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false }}
            {...textField('username')}
          />
          <TextField
            label={t('fields.mobile')}
            type="tel"
            autoComplete="tel-national"
            htmlInput={{ inputMode: 'numeric' }}
            {...textField('mobile')}
          />
          <PasswordField label={t('fields.password')} {...passwordField('password')} />
          <PasswordField label={t('fields.confirmPassword')} {...passwordField('confirmPassword')} />
        </PlainStack>
        <BusyIndicator busy={sending} label={t('signup.busy')} />
        <PlainButton type="submit" variant="contained" size="large" disabled={sending} fullWidth>
          {t('signup.submit')}
        </PlainButton>
        <PlainText variant="body2" align="center" style={{ marginTop: 16 }}>
          {t('signup.haveAccount')}{' '}
          <PlainLink to={keepRedirect(paths.login(), searchParams)}>{t('signup.logIn')}</PlainLink>
        </PlainText>
      </AuthForm>
    </AuthPage>
  );
}
