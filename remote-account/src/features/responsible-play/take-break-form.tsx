import { breakKindOf, breakPeriods, type BreakPeriod, type ResponsiblePlaySettings } from '@exchange/contracts';
import { paths, sessionStore } from '@exchange/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';

import { useAccountMessage } from '../../components/use-account-message';
import { useAccountTranslation } from '../../i18n/account-translations';
import { takeBreak } from './api/take-break';

/**
 * A time-out (24 hours to 30 days) or a self-exclusion (six months and more). After the player
 * confirms, the api ends every session; this one logs out here and opens the login, which refuses
 * the player until the break ends.
 */
export function TakeBreakForm({ settings }: { settings: ResponsiblePlaySettings }) {
  const { t } = useAccountTranslation();
  const message = useAccountMessage();
  const navigate = useNavigate();
  const headingId = useId();
  const dialogTitleId = useId();
  const [period, setPeriod] = useState<BreakPeriod>('24h');
  const [confirming, setConfirming] = useState(false);
  const start = useMutation({
    mutationFn: () => takeBreak({ period }),
    onSuccess: () => {
      sessionStore.getState().logout();
      void navigate(paths.login(), { replace: true });
    },
  });
  const kind = breakKindOf(period);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6">
        {t('responsible.break.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('responsible.break.intro')}
      </Typography>
      <RadioGroup
        aria-labelledby={headingId}
        name="break-period"
        value={period}
        onChange={(event) => setPeriod(event.target.value as BreakPeriod)}
        sx={{ mb: 2 }}
      >
        {breakPeriods.map((choice) => (
          <FormControlLabel
            key={choice}
            value={choice}
            control={<Radio />}
            label={t(`responsible.break.periods.${choice}`)}
            disabled={!settings.canChange}
          />
        ))}
      </RadioGroup>
      <Button
        variant="contained"
        color="error"
        disabled={!settings.canChange}
        onClick={() => {
          start.reset();
          setConfirming(true);
        }}
      >
        {t(`responsible.break.${kind}.start`)}
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={dialogTitleId}>
        <DialogTitle id={dialogTitleId}>{t(`responsible.break.${kind}.confirmTitle`)}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t(`responsible.break.${kind}.confirmText`, { period: t(`responsible.break.periods.${period}`) })}
          </DialogContentText>
          {start.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {message(start.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('responsible.break.cancel')}</Button>
          <Button color="error" variant="contained" disabled={start.isPending} onClick={() => start.mutate()}>
            {t(`responsible.break.${kind}.confirm`)}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
