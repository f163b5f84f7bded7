import { register, signupFormSchema, type SignupForm } from '@exchange/shared';
import { Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';

import { AuthForm } from '../../components/auth-form';
import { AuthPage } from '../../components/auth-page';
import { BusyIndicator } from '../../components/busy-indicator';
import { errorMessageOf } from '../../components/error-message';
import { PasswordField } from '../../components/password-field';
import { useValidatedForm } from '../../components/use-validated-form';
import { pendingRegistrationStore, resendAfterSecondsOf } from '../../stores/pending-registration-store';
import { keepRedirect } from '../redirect/keep-redirect';

type Field = keyof SignupForm;
const fieldOrder: readonly Field[] = ['username', 'mobile', 'password', 'confirmPassword'];

/** What each field asks for before anything is wrong; a message replaces it when something is. */
const hints: Partial<Record<Field, string>> = {
  username: '4 to 20 letters or digits.',
  mobile: '10 digits, starting with 6, 7, 8 or 9.',
  password: 'At least 8 characters, with a letter and a digit.',
};

/** `/auth/signup`: creates an account, keeps its registration data and goes to verification. */
export function SignupPage() {
  const { values, errors, change, validate } = useValidatedForm(
    signupFormSchema,
    { username: '', mobile: '', password: '', confirmPassword: '' },
    fieldOrder,
  );
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

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
        void navigate(keepRedirect('/auth/verfication', searchParams));
      },
      (error: unknown) => {
        setServerError(errorMessageOf(error));
        setSending(false);
      },
    );
  };

  const textField = (field: Exclude<Field, 'password' | 'confirmPassword'>) => ({
    name: field,
    value: values[field],
    onChange: change(field),
    error: Boolean(errors[field]),
    helperText: errors[field] ?? hints[field],
    fullWidth: true,
  });
  const passwordField = (field: Extract<Field, 'password' | 'confirmPassword'>) => ({
    name: field,
    value: values[field],
    onChange: change(field),
    error: Boolean(errors[field]),
    helperText: errors[field] ?? hints[field],
    fullWidth: true,
    autoComplete: 'new-password' as const,
  });

  return (
    <AuthPage title="Sign up">
      <AuthForm onSubmit={submit} busy={sending} serverError={serverError}>
        <Stack spacing={2}>
          <TextField
            label="Username"
            autoComplete="username"
            slotProps={{ htmlInput: { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } }}
            {...textField('username')}
          />
          <TextField
            label="Mobile number"
            type="tel"
            autoComplete="tel-national"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            {...textField('mobile')}
          />
          <PasswordField label="Password" {...passwordField('password')} />
          <PasswordField label="Confirm password" {...passwordField('confirmPassword')} />
        </Stack>
        <BusyIndicator busy={sending} label="Creating your account" />
        <Button type="submit" variant="contained" size="large" disabled={sending} fullWidth>
          Sign up
        </Button>
        <Typography variant="body2" align="center" sx={{ mt: 2 }}>
          Already have an account?{' '}
          <Link component={RouterLink} to={keepRedirect('/auth/login', searchParams)}>
            Log in
          </Link>
        </Typography>
      </AuthForm>
    </AuthPage>
  );
}
