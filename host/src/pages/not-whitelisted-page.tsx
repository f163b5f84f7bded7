import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { useHostTranslation } from '../i18n/host-translations';

/**
 * What a hostname that is not one of the platform's brands sees: an explanation, never another
 * brand's settings, logo or money pages.
 */
export function NotWhitelistedPage({ hostname }: { hostname: string }) {
  const { t } = useHostTranslation();
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Stack spacing={2} sx={{ maxWidth: 520, textAlign: 'center' }}>
        <Typography component="h1" variant="h4">
          {t('status.notWhitelistedTitle')}
        </Typography>
        <Typography color="text.secondary">{t('status.notWhitelistedMessage', { hostname })}</Typography>
      </Stack>
    </Box>
  );
}
