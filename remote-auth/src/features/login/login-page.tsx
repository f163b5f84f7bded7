import { loginFormSchema } from '@exchange/contracts';
import { paths, PlainButton, PlainLink, PlainStack, PlainText } from '@exchange/shared';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';

import { AuthForm } from '../../components/auth-form';
import { AuthPage } from '../../components/auth-page';
import { BusyIndicator } from '../../components/busy-indicator';
import { serverErrorOf, type ServerError } from '../../components/error-message';
import { keepRedirect } from '../../components/keep-redirect';
import { PasswordField } from '../../components/password-field';
import { TextField } from '../../components/text-field';
import { useCompleteLogin } from '../../components/use-complete-login';
import { useValidatedForm } from '../../components/use-validated-form';
import { useAuthTranslation } from '../../i18n/auth-translations';
import { authenticate } from './api/authenticate';
import { loginAsDemoUser } from './api/login-as-demo-user';

/** The demo player of the specification. */
export const demoUsername = 'Demo';

type Sending = 'login' | 'demo' | null;

/** `/auth/login`: username and password, or the demo ID; then where `redirect` asked, if safe. */
export function LoginPage() {
  const { values, errors, change, validate } = useValidatedForm(loginFormSchema, { username: '', password: '' }, [
    'username',
    'password',
  ]);
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const [sending, setSending] = useState<Sending>(null);
  const completeLogin = useCompleteLogin();
  const [searchParams] = useSearchParams();
  const { t } = useAuthTranslation();

  async function send(kind: Exclude<Sending, null>, request: () => Promise<void>) {
    setServerError(null);
    setSending(kind);
    try {
      await request();
    } catch (error) {
      setServerError(serverErrorOf(error));
      setSending(null);
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending !== null) return;
    const checkedValues = validate(event);
    if (checkedValues === null) return;
    const { username, password } = checkedValues;
    void send('login', async () => {
      const result = await authenticate({ userNameOrEmailAddress: username, password });
      completeLogin(result, username);
    });
  };

  const loginAsDemo = () => {
    if (sending !== null) return;
    void send('demo', async () => completeLogin(await loginAsDemoUser(), demoUsername));
  };

  const busy = sending !== null;
  return (
    <AuthPage title={t('login.title')}>
      <AuthForm onSubmit={submit} busy={busy} serverError={serverError}>
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
          <PasswordField
            label={t('fields.password')}
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={change('password')}
            error={Boolean(errors.password)}
            helperText={errors.password}
          />
        </PlainStack>
        <PlainText variant="body2" style={{ marginTop: 8, textAlign: 'right' }}>
          <PlainLink to={keepRedirect(paths.forgotPassword(), searchParams)}>{t('forgot.link')}</PlainLink>
        </PlainText>
        <BusyIndicator busy={busy} label={t(sending === 'demo' ? 'login.busyDemo' : 'login.busy')} />
        <PlainStack gap={12}>
          <PlainButton type="submit" variant="contained" size="large" disabled={busy} fullWidth>
            {t('login.submit')}
          </PlainButton>
          <PlainButton variant="outlined" size="large" disabled={busy} onClick={loginAsDemo} fullWidth>
            {t('login.demo')}
          </PlainButton>
        </PlainStack>
        <PlainText variant="body2" align="center" style={{ marginTop: 16 }}>
          {t('login.newHere')}{' '}
          <PlainLink to={keepRedirect(paths.signup(), searchParams)}>{t('login.signUp')}</PlainLink>
        </PlainText>
      </AuthForm>
    </AuthPage>
  );
}
