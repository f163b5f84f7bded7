import { useTranslateMessage } from '@exchange/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { useSportsTranslation } from '../i18n/sports-translations';
import { visuallyHidden } from './visually-hidden';

/** Grey rows in the shape of what is coming, with a status screen readers announce. */
export function LoadingRows({ rows = 4, height = 56 }: { rows?: number; height?: number }) {
  const { t } = useSportsTranslation();
  return (
    <Box role="status" aria-live="polite">
      <Box component="span" sx={visuallyHidden}>
        {t('state.loading')}
      </Box>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={height} sx={{ mb: 1 }} />
      ))}
    </Box>
  );
}

/** Nothing to show, said plainly, with an optional way on. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, textAlign: 'center' }}>
      <Typography color="text.secondary">{children}</Typography>
      {action !== undefined && <Box sx={{ mt: 1.5 }}>{action}</Box>}
    </Paper>
  );
}

/** A failed call: its message in the player's language and a retry. */
export function ErrorState({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useSportsTranslation();
  const translate = useTranslateMessage();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('state.retry')}
        </Button>
      }
    >
      {translate(error.message)}
    </Alert>
  );
}
