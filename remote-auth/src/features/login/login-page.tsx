import { authenticate, loginAsDemoUser, loginFormSchema } from '@exchange/shared';
import { Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { AuthForm } from '../../components/auth-form';
import { AuthPage } from '../../components/auth-page';
import { BusyIndicator } from '../../components/busy-indicator';
import { errorMessageOf } from '../../components/error-message';
import { PasswordField } from '../../components/password-field';
import { useValidatedForm } from '../../components/use-validated-form';
import { keepRedirect } from '../redirect/keep-redirect';
import { useCompleteLogin } from '../redirect/use-complete-login';

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
    <AuthPage title="Log in">
      <AuthForm onSubmit={submit} busy={busy} serverError={serverError}>
        <Stack spacing={2}>
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            value={values.username}
            onChange={change('username')}
            error={Boolean(errors.username)}
            helperText={errors.username}
            slotProps={{ htmlInput: { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } }}
            fullWidth
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={change('password')}
            error={Boolean(errors.password)}
            helperText={errors.password}
            fullWidth
          />
        </Stack>
        <BusyIndicator busy={busy} label={sending === 'demo' ? 'Logging in with the demo ID' : 'Logging in'} />
        <Stack spacing={1.5}>
          <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
            Log in
          </Button>
          <Button type="button" variant="outlined" size="large" disabled={busy} onClick={loginAsDemo} fullWidth>
            Login with demo ID
          </Button>
        </Stack>
        <Typography variant="body2" align="center" sx={{ mt: 2 }}>
          New here?{' '}
          <Link component={RouterLink} to={keepRedirect('/auth/signup', searchParams)}>
            Sign up
          </Link>
        </Typography>
      </AuthForm>
    </AuthPage>
  );
}
