import { loginFormSchema } from '@exchange/contracts';
import { paths } from '@exchange/shared';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { AuthForm } from '../../components/auth-form';
import { AuthPage } from '../../components/auth-page';
import { BusyIndicator } from '../../components/busy-indicator';
import { errorMessageOf } from '../../components/error-message';
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
  const [serverError, setServerError] = useState<string | null>(null);
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
      setServerError(errorMessageOf(error));
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
        <Stack spacing={2}>
          <TextField
            label={t('fields.username')}
            name="username"
            autoComplete="username"
            value={values.username}
            onChange={change('username')}
            error={Boolean(errors.username)}
            helperText={errors.username}
            htmlInput={{ autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false }}
            fullWidth
          />
          <PasswordField
            label={t('fields.password')}
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={change('password')}
            error={Boolean(errors.password)}
            helperText={errors.password}
            fullWidth
          />
        </Stack>
        <BusyIndicator busy={busy} label={t(sending === 'demo' ? 'login.busyDemo' : 'login.busy')} />
        <Stack spacing={1.5}>
          <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
            {t('login.submit')}
          </Button>
          <Button type="button" variant="outlined" size="large" disabled={busy} onClick={loginAsDemo} fullWidth>
            {t('login.demo')}
          </Button>
        </Stack>
        <Typography variant="body2" align="center" sx={{ mt: 2 }}>
          {t('login.newHere')}{' '}
          <Link component={RouterLink} to={keepRedirect(paths.signup(), searchParams)}>
            {t('login.signUp')}
          </Link>
        </Typography>
      </AuthForm>
    </AuthPage>
  );
}
