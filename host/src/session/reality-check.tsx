import { realityCheckSchema, type RealityCheck } from '@exchange/contracts';
import { defineEndpoint, hasAccessToken, paths, useLocaleFormat } from '@exchange/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';

import { useHostTranslation } from '../i18n/host-translations';

/** The reminder's interval and this session's time and result; in the background, no loading bar. */
export const getRealityCheck = defineEndpoint({
  method: 'GET',
  path: 'ResponsiblePlay/GetRealityCheck',
  result: realityCheckSchema,
  background: true,
});

/** The account remote invalidates this key when the player changes the interval. */
export const realityCheckQueryKey = ['responsiblePlay', 'realityCheck'] as const;

// The interval may change on another device; the reminder looks again now and then.
const refreshEveryMs = 5 * 60_000;
const minuteMs = 60_000;

/**
 * When the next reminder is due, on this device's clock: the next whole interval since the
 * session started, measured on the server's clock so a device's wrong time does not move it.
 */
export function nextReminderAt(check: RealityCheck, fetchedAt: number): number | null {
  if (check.intervalMinutes <= 0) return null;
  const interval = check.intervalMinutes * minuteMs;
  const started = Date.parse(check.sessionStartedAt);
  const serverNow = Date.parse(check.now);
  const elapsed = Math.max(0, serverNow - started);
  const next = started + (Math.floor(elapsed / interval) + 1) * interval;
  return fetchedAt + (next - serverNow);
}

const minutesPlayed = (check: RealityCheck) =>
  Math.max(0, Math.round((Date.parse(check.now) - Date.parse(check.sessionStartedAt)) / minuteMs));

/**
 * The reality check of a logged-in player, wherever they are: every N minutes of the session (as
 * they chose on the responsible-play page) a dialog with the time played and the session's profit
 * or loss, to continue or to log out.
 */
export function RealityCheckReminder() {
  const { t } = useHostTranslation();
  const format = useLocaleFormat();
  const navigate = useNavigate();
  const titleId = useId();
  const [shown, setShown] = useState<RealityCheck | null>(null);
  const query = useQuery({
    queryKey: realityCheckQueryKey,
    queryFn: () => getRealityCheck(),
    enabled: hasAccessToken,
    refetchInterval: refreshEveryMs,
    refetchOnWindowFocus: true,
  });
  const { data, dataUpdatedAt, refetch } = query;

  useEffect(() => {
    if (data === undefined || shown !== null) return undefined;
    const dueAt = nextReminderAt(data, dataUpdatedAt);
    if (dueAt === null) return undefined;
    const timer = setTimeout(
      () => {
        // The figures as they are now, not as they were at the last look.
        void refetch().then((fresh) => setShown(fresh.data ?? data));
      },
      Math.max(0, dueAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [data, dataUpdatedAt, refetch, shown]);

  if (shown === null) return null;
  return (
    <Dialog open aria-labelledby={titleId} onClose={() => setShown(null)}>
      <DialogTitle id={titleId}>{t('realityCheck.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('realityCheck.played', { count: minutesPlayed(shown) })}</DialogContentText>
        <DialogContentText sx={{ mt: 1, fontWeight: 600 }}>
          {t('realityCheck.profitLoss', { amount: format.amount(shown.profitLoss) })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            setShown(null);
            void navigate(paths.logout());
          }}
        >
          {t('realityCheck.logOut')}
        </Button>
        <Button variant="contained" autoFocus onClick={() => setShown(null)}>
          {t('realityCheck.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
