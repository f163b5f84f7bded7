import { paths } from '@exchange/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { useHostTranslation } from '../i18n/host-translations';

export interface StatusPageProps {
  code?: string;
  title: string;
  message: string;
  action?: { label: string; to: string };
}

/** A full page that tells the player where they are and gives one way on. */
export function StatusPage({ code, title, message, action }: StatusPageProps) {
  const { t } = useHostTranslation();
  const { label, to } = action ?? { label: t('status.goHome'), to: paths.home() };
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Stack spacing={2} sx={{ maxWidth: 480, textAlign: 'center', alignItems: 'center' }}>
        {code && (
          <Typography component="p" variant="h2" color="primary" aria-hidden="true">
            {code}
          </Typography>
        )}
        <Typography component="h1" variant="h4">
          {title}
        </Typography>
        <Typography color="text.secondary">{message}</Typography>
        <Button variant="contained" component={RouterLink} to={to}>
          {label}
        </Button>
      </Stack>
    </Box>
  );
}
