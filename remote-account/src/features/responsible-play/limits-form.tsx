import { limitsFormSchema, type LimitKind, type LimitState, type ResponsiblePlaySettings } from '@exchange/contracts';
import { useLocaleFormat } from '@exchange/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';

import { useAccountMessage } from '../../components/use-account-message';
import { useForm } from '../../components/use-form';
import { useAccountTranslation } from '../../i18n/account-translations';
import { responsiblePlayKeys } from './api/get-responsible-play';
import { setLimits } from './api/set-limits';

/** A limit as the form shows it: the amount in force, as typed, or empty for none. */
const typed = (state: LimitState) => (state.amount === null ? '' : state.amount.toFixed(2));

/** What the player reads under a limit: what is used of it, and a rise that waits for its time. */
function LimitStatus({ kind, state, id }: { kind: LimitKind; state: LimitState; id: string }) {
  const { t } = useAccountTranslation();
  const format = useLocaleFormat();
  return (
    <Box id={id} sx={{ mt: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {state.amount === null
          ? t('responsible.noLimit')
          : t(`responsible.${kind}.used`, { used: format.amount(state.used), limit: format.amount(state.amount) })}
      </Typography>
      {state.pending !== null && (
        // Emphasis by weight, not a warning colour: orange text fails AA contrast on white.
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {state.pending.amount === null
            ? t('responsible.pendingRemoval', { date: format.dateTime(state.pending.effectiveAt) })
            : t('responsible.pendingRise', {
                amount: format.amount(state.pending.amount),
                date: format.dateTime(state.pending.effectiveAt),
              })}
        </Typography>
      )}
    </Box>
  );
}

/** One kind's daily and weekly limit: a cut applies at once, a rise or removal after 24 hours. */
export function LimitsForm({ kind, settings }: { kind: LimitKind; settings: ResponsiblePlaySettings }) {
  const { t } = useAccountTranslation();
  const message = useAccountMessage();
  const queryClient = useQueryClient();
  const limits = settings[kind];
  const form = useForm(limitsFormSchema, { daily: typed(limits.daily), weekly: typed(limits.weekly) });
  const [saved, setSaved] = useState(false);
  const headingId = useId();
  const save = useMutation({
    mutationFn: (values: { daily: string; weekly: string }) => setLimits({ kind, ...values }),
    onSuccess: (next) => {
      queryClient.setQueryData(responsiblePlayKeys.settings, next);
      form.setField('daily', typed(next[kind].daily));
      form.setField('weekly', typed(next[kind].weekly));
      setSaved(true);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const values = form.submit();
    if (values === null || save.isPending) return;
    save.mutate({ daily: values.daily ?? '', weekly: values.weekly ?? '' });
  };

  const field = (period: 'daily' | 'weekly') => {
    const statusId = `${headingId}-${period}-status`;
    const error = form.errors[period];
    return (
      <Box>
        <TextField
          fullWidth
          size="small"
          label={t(`responsible.${period}`)}
          name={`${kind}-${period}`}
          value={form.values[period]}
          onChange={form.change(period)}
          error={error !== undefined}
          helperText={error === undefined ? t('responsible.emptyForNone') : message(error)}
          disabled={!settings.canChange}
          slotProps={{
            htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'aria-describedby': statusId },
          }}
        />
        <LimitStatus kind={kind} state={limits[period]} id={statusId} />
      </Box>
    );
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} component="h2" variant="h6">
        {t(`responsible.${kind}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(`responsible.${kind}.intro`)}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} aria-labelledby={headingId}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mb: 2, maxWidth: 640 }}>
          {field('daily')}
          {field('weekly')}
        </Box>
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
          {t(`responsible.${kind}.save`)}
        </Button>
      </Box>
    </Box>
  );
}
