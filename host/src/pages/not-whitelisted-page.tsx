import { Box, Stack, Typography } from '@mui/material';

/**
 * What a hostname that is not one of the platform's brands sees: an explanation, never another
 * brand's settings, logo or money pages.
 */
export function NotWhitelistedPage({ hostname }: { hostname: string }) {
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Stack spacing={2} sx={{ maxWidth: 520, textAlign: 'center' }}>
        <Typography component="h1" variant="h4">
          This site is not available
        </Typography>
        <Typography color="text.secondary">
          {hostname} is not a site of this platform. Check the address you typed, or contact the operator who gave it to
          you.
        </Typography>
      </Stack>
    </Box>
  );
}
