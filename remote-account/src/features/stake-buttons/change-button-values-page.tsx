import { stakeButtonFormSchema, validateForm, type StakeButton } from '@exchange/contracts';
import { selectStakes, sessionStore, useSessionStore } from '@exchange/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { AccountPage } from '../../components/account-page';
import { useAccountMessage } from '../../components/use-account-message';
import { useAccountTranslation } from '../../i18n/account-translations';
import { addUserStakes } from './api/add-user-stakes';

interface Row {
  title: string;
  value: string;
}
type RowErrors = Partial<Record<keyof Row, string>>;

const toRows = (stakes: readonly StakeButton[]): Row[] =>
  stakes.map((stake) => ({ title: stake.title, value: String(stake.value) }));

/** `/change-button-values`: the bet slip's eight stake buttons, label and value; saved, the slip uses them at once. */
export function ChangeButtonValuesPage() {
  const { t } = useAccountTranslation();
  const message = useAccountMessage();
  const stakes = useSessionStore(selectStakes);
  const [rows, setRows] = useState<Row[]>(() => toRows(stakes));
  const [errors, setErrors] = useState<RowErrors[]>([]);
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (buttons: StakeButton[]) => addUserStakes(buttons),
    onSuccess: (result) => {
      sessionStore.getState().setStakes(result);
      setRows(toRows(result));
      setSaved(true);
    },
  });

  const change = (index: number, field: keyof Row) => (event: { target: { value: string } }) => {
    setSaved(false);
    setRows((current) => current.map((row, at) => (at === index ? { ...row, [field]: event.target.value } : row)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const checked = rows.map((row) => validateForm(stakeButtonFormSchema, row));
    setErrors(checked.map((result) => (result.ok ? {} : result.error)));
    const buttons: StakeButton[] = [];
    for (const result of checked) {
      if (!result.ok) return;
      buttons.push(result.value);
    }
    save.mutate(buttons);
  };

  return (
    <AccountPage title={t('pages.stakeButtons.title')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('stakes.intro')}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} aria-label={t('pages.stakeButtons.title')}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr 1fr' }, gap: 2, mb: 2 }}>
          {rows.map((row, index) => (
            <Box key={index} component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
              <Typography component="legend" variant="subtitle2" sx={{ pb: 1 }}>
                {t('stakes.button', { number: index + 1 })}
              </Typography>
              <TextField
                size="small"
                label={t('stakes.label', { number: index + 1 })}
                value={row.title}
                onChange={change(index, 'title')}
                error={Boolean(errors[index]?.title)}
                helperText={errors[index]?.title && message(errors[index].title)}
                slotProps={{ htmlInput: { maxLength: 10 } }}
              />
              <TextField
                size="small"
                label={t('stakes.value', { number: index + 1 })}
                value={row.value}
                onChange={change(index, 'value')}
                error={Boolean(errors[index]?.value)}
                helperText={errors[index]?.value && message(errors[index].value)}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Box>
          ))}
        </Box>
        {save.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {message(save.error)}
          </Alert>
        )}
        {saved && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('stakes.saved')}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? t('stakes.saving') : t('stakes.save')}
        </Button>
      </Box>
    </AccountPage>
  );
}
