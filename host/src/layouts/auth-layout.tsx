import { selectDomainTitle, useSettingsStore } from '@exchange/shared';
import { Box, Paper, Typography } from '@mui/material';
import { Outlet } from 'react-router';

/** Login, signup and verification: one centred card, full width on a phone. */
export function AuthLayout() {
  const domainTitle = useSettingsStore(selectDomainTitle);
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: { xs: 1, sm: 3 } }}>
      <Paper sx={{ width: '100%', maxWidth: 440, p: { xs: 2, sm: 4 } }}>
        <Typography component="p" variant="h6" align="center" gutterBottom>
          {domainTitle}
        </Typography>
        <Outlet />
      </Paper>
    </Box>
  );
}
