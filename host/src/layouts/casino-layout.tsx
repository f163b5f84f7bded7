import {
  ConnectionLostNotice,
  paths,
  refreshOpenBets,
  refreshProfitLoss,
  selectAvailable,
  selectExposure,
  selectLoggedIn,
  selectShowBalance,
  selectShowExposure,
  sessionStore,
  useSessionStore,
} from '@exchange/shared';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { useEffect } from 'react';
import { NavLink, Outlet } from 'react-router';

import { useHostTranslation } from '../i18n/host-translations';
import { BalanceSummary } from './navbar/balance-summary';
import { BrandHome } from './navbar/brand-home';

/** Entering the lobby pins the page (the game scrolls, not the navbar); leaving restores it. */
function useLobbyPage(): void {
  useEffect(() => {
    const { style } = document.documentElement;
    const previousOverflow = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previousOverflow;
      // Casino rounds may have settled while the player was away from sports.
      if (selectLoggedIn(sessionStore.getState())) {
        Promise.all([refreshProfitLoss(), refreshOpenBets()]).catch((error: unknown) => {
          console.warn('Profit and loss or open bets could not be reloaded after the casino.', error);
        });
      }
    };
  }, []);
}

/** The player's balance and exposure, which casino stakes and wins move (the hub pushes them). */
function CasinoBalance() {
  const loggedIn = useSessionStore(selectLoggedIn);
  const available = useSessionStore(selectAvailable);
  const exposure = useSessionStore(selectExposure);
  const showBalance = useSessionStore(selectShowBalance);
  const showExposure = useSessionStore(selectShowExposure);
  if (!loggedIn) return null;
  return (
    <BalanceSummary
      available={available}
      exposure={exposure}
      showBalance={showBalance}
      showExposure={showExposure}
      onToggleBalance={() => sessionStore.getState().toggleBalanceVisibility()}
      onToggleExposure={() => sessionStore.getState().toggleExposureVisibility()}
    />
  );
}

/** The casino's own frame: a fixed navbar with a way back to sports, and the game below it. */
export function CasinoLayout() {
  const { t } = useHostTranslation();
  useLobbyPage();
  return (
    <Box sx={{ height: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" data-navbar="casino">
        <Toolbar sx={{ gap: 1, px: { xs: 1, sm: 2 } }}>
          <BrandHome />
          <CasinoBalance />
          {/* "Sports" with an arrow on a phone, where the whole label would wrap; named in full everywhere. */}
          <Button
            color="inherit"
            variant="outlined"
            component={NavLink}
            to={paths.home()}
            aria-label={t('nav.backToSports')}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap', minWidth: 0, px: { xs: 1, sm: 2 } }}
          >
            <Box component="span" aria-hidden="true" sx={{ display: { xs: 'inline', sm: 'none' } }}>
              ← {t('nav.sports')}
            </Box>
            <Box component="span" aria-hidden="true" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {t('nav.backToSports')}
            </Box>
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flexGrow: 1, minHeight: 0, overflow: 'auto', p: { xs: 1, sm: 2 } }}>
        {/* The game's own frame scrolls under the navbar; the notice stays above it while the api is away. */}
        <Box sx={{ '&:not(:empty)': { mb: 1 } }}>
          <ConnectionLostNotice />
        </Box>
        <Outlet />
      </Box>
    </Box>
  );
}
