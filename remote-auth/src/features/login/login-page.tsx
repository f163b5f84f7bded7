import {
  authenticate,
  loginAsDemoUser,
  loginFormSchema,
  validateForm,
  type FieldErrors,
  type LoginForm,
} from '@exchange/shared';
import { Alert, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { AuthPage } from '../../components/auth-page';
import { BusyIndicator } from '../../components/busy-indicator';
import { errorMessageOf } from '../../components/error-message';
import { focusField } from '../../components/focus-field';
import { PasswordField } from '../../components/password-field';
import { keepRedirect } from '../redirect/keep-redirect';
import { useCompleteLogin } from '../redirect/use-complete-login';

/** The demo player of the specification. */
export const demoUsername = 'Demo';

type Field = keyof LoginForm;
type Sending = 'login' | 'demo' | null;

/** `/auth/login`: username and password, or the demo ID; then where `redirect` asked, if safe. */
export function LoginPage() {
  const [values, setValues] = useState<LoginForm>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState<Sending>(null);
  const completeLogin = useCompleteLogin();
  const [searchParams] = useSearchParams();

  const change = (field: Field) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // After a first submit the messages follow the typing, so a fixed field stops saying it is wrong.
    if (checked) {
      const validation = validateForm(loginFormSchema, next);
      setErrors(validation.ok ? {} : validation.errors);
    }
  };

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
    setChecked(true);
    const validation = validateForm(loginFormSchema, values);
    if (!validation.ok) {
      setErrors(validation.errors);
      const firstInvalid = (['username', 'password'] as const).find((field) => validation.errors[field]);
      if (firstInvalid) focusField(event.currentTarget, firstInvalid);
      return;
    }
    setErrors({});
    const { username, password } = validation.values;
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
      <Box component="form" noValidate onSubmit={submit} aria-busy={busy}>
        {serverError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {serverError}
          </Alert>
        ) : null}
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
      </Box>
    </AuthPage>
  );
}
