import { realityCheckChoices, type ResponsiblePlaySettings } from '@exchange/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';

import { useAccountMessage } from '../../components/use-account-message';
import { useAccountTranslation } from '../../i18n/account-translations';
import { responsiblePlayKeys } from './api/get-responsible-play';
import { setRealityCheck } from './api/set-reality-check';

/** How often the shell reminds the player of the time and money of this session. */
export function RealityCheckForm({ settings }: { settings: ResponsiblePlaySettings }) {
  const { t } = useAccountTranslation();
  const message = useAccountMessage();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [minutes, setMinutes] = useState(String(settings.realityCheckMinutes));
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (value: string) => setRealityCheck({ minutes: value }),
    onSuccess: (next) => {
      queryClient.setQueryData(responsiblePlayKeys.settings, next);
      // The shell's reminder reads the interval from its own query: it starts or stops at once.
      void queryClient.invalidateQueries({ queryKey: ['responsiblePlay', 'realityCheck'] });
      setSaved(true);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (!save.isPending) save.mutate(minutes);
  };
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} component="h2" variant="h6">
        {t('responsible.reality.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('responsible.reality.intro')}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} aria-labelledby={headingId}>
        <TextField
          select
          size="small"
          label={t('responsible.reality.every')}
          value={minutes}
          onChange={(event) => {
            setSaved(false);
            setMinutes(event.target.value);
          }}
          disabled={!settings.canChange}
          sx={{ minWidth: 220, mb: 2, display: 'flex', maxWidth: 320 }}
        >
          {realityCheckChoices.map((choice) => (
            <MenuItem key={choice} value={String(choice)}>
              {choice === 0 ? t('responsible.reality.off') : t('responsible.reality.minutes', { count: choice })}
            </MenuItem>
          ))}
        </TextField>
        {save.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {message(save.error)}
          </Alert>
        )}
        {saved && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('responsible.saved')}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={!settings.canChange || save.isPending}>
          {t('responsible.reality.save')}
        </Button>
      </Box>
    </Box>
  );
}
