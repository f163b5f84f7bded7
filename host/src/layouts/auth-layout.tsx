import { selectDomainSetting, useSettingsStore } from '@exchange/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Outlet } from 'react-router';

import { LanguageMenuButton } from './navbar/language-menu';

/**
 * Login, signup and verification: one centred card on the brand's auth background, full width
 * on a phone. The auth pages show the brand's auth logo themselves.
 */
export function AuthLayout() {
  const settings = useSettingsStore(selectDomainSetting);
  const background = settings?.authBackgroundImage;
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        p: { xs: 1, sm: 3 },
        bgcolor: 'background.default',
        // The URL passed the settings schema (http(s) or same-origin path); quoting keeps it one value.
        ...(background
          ? {
              backgroundImage: `url(${JSON.stringify(background)})`,
              backgroundSize: 'cover',
              backgroundPosition: 'center',
            }
          : {}),
      }}
    >
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 440, p: { xs: 2, sm: 4 } }}>
        {/* The auth pages have no navbar, and a player should read them in their language. */}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: { xs: -1, sm: -2 }, mb: 1 }}>
          <LanguageMenuButton sx={{ minWidth: 0 }} />
        </Box>
        <Outlet />
      </Paper>
    </Box>
  );
}
