import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { useAccountTranslation } from '../i18n/account-translations';
import { useAccountMessage } from './use-account-message';

/** Placeholder rows while a list's first page loads: the page does not jump when it arrives. */
export function LoadingRows({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <Stack spacing={1} role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={40} />
      ))}
    </Stack>
  );
}

/** A failed load: the message in the player's language and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useAccountTranslation();
  const message = useAccountMessage();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {message(error)}
    </Alert>
  );
}

export function EmptyState({ children }: { children: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {children}
    </Typography>
  );
}
