import { changePasswordFormSchema } from '@exchange/contracts';
import { paths, sessionStore } from '@exchange/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { AccountPage } from '../../components/account-page';
import { useAccountMessage } from '../../components/use-account-message';
import { useForm } from '../../components/use-form';
import { useAccountTranslation } from '../../i18n/account-translations';
import { changePassword } from './api/change-password';

/**
 * `/change-password`: current, new and confirmation. The api ends every session of the player on
 * success, so this one ends too and the player logs in again with the new password.
 */
export function ChangePasswordPage() {
  const { t } = useAccountTranslation();
  const message = useAccountMessage();
  const navigate = useNavigate();
  const form = useForm(changePasswordFormSchema, { currentPassword: '', newPassword: '', confirmPassword: '' });
  const change = useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) => changePassword(input),
    onSuccess: () => {
      sessionStore.getState().logout();
      void navigate(paths.login(), { replace: true });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.submit();
    if (values === null || change.isPending) return;
    change.mutate({ currentPassword: values.currentPassword, newPassword: values.newPassword });
  };

  const field = (name: 'currentPassword' | 'newPassword' | 'confirmPassword', autoComplete: string) => (
    <TextField
      type="password"
      label={t(`password.${name}`)}
      name={name}
      autoComplete={autoComplete}
      value={form.values[name]}
      onChange={form.change(name)}
      error={Boolean(form.errors[name])}
      helperText={form.errors[name] && message(form.errors[name])}
    />
  );

  return (
    <AccountPage title={t('pages.changePassword.title')}>
      <Box component="form" noValidate onSubmit={submit} aria-label={t('pages.changePassword.title')}>
        <Stack spacing={2} sx={{ maxWidth: 420 }}>
          {field('currentPassword', 'current-password')}
          {field('newPassword', 'new-password')}
          {field('confirmPassword', 'new-password')}
          <Alert severity="info">{t('password.endsSessions')}</Alert>
          {change.isError && <Alert severity="error">{message(change.error)}</Alert>}
          <Button type="submit" variant="contained" disabled={change.isPending}>
            {change.isPending ? t('password.saving') : t('password.submit')}
          </Button>
        </Stack>
      </Box>
    </AccountPage>
  );
}
