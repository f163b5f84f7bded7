import {
  defaultMatchListId,
  getCasinoGameUrl,
  hasAccessToken,
  sessionStore,
  settingsStore,
  storageKeys,
} from '@exchange/shared';
import { Box, CircularProgress } from '@mui/material';
import { useEffect, useState, type ReactElement } from 'react';
import { Navigate } from 'react-router';

import { usePlatformConfig } from '../config/platform-context';
import type { HostPageName } from '../routes/route-table';
import { StatusPage } from './status-page';

const crashGame = { gameCode: 'sbe_aviator', gameId: 201206, country: 'IN' } as const;

/**
 * The crash-game brand opens its game straight away for a player: the game URL is stored as the
 * lobby URL and the lobby shows it. `undefined` when this is not that case or the request failed.
 */
async function crashGameLobbyUrl(crashGameDomain: string | undefined): Promise<string | undefined> {
  const settings = settingsStore.getState().domainSetting;
  const userId = sessionStore.getState().userInfo?.userId;
  if (!crashGameDomain || !hasAccessToken() || !settings || settings.domain !== crashGameDomain) return undefined;
  // The game is opened for a known player only; without a user id there is nobody to open it for.
  if (userId === null || userId === undefined) return undefined;
  try {
    const url = await getCasinoGameUrl({ userId, ...crashGame });
    localStorage.setItem(storageKeys.lobbyUrl, url);
    return url;
  } catch {
    // The specification swallows a failed casino URL request; the player lands where others do.
    return undefined;
  }
}

/** The root entry step of the specification. */
function RootEntry() {
  const { knownHostnames, crashGameDomain } = usePlatformConfig();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    void crashGameLobbyUrl(crashGameDomain).then((lobbyUrl) => {
      if (!active) return;
      if (lobbyUrl) setTarget('/lobby');
      else setTarget(knownHostnames.includes(window.location.hostname) ? '/index' : `/matchlist/${defaultMatchListId}`);
    });
    return () => {
      active = false;
    };
  }, [knownHostnames, crashGameDomain]);
  if (target === null) {
    return (
      <Box role="status" aria-label="Opening the site" sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress />
      </Box>
    );
  }
  return <Navigate to={target} replace />;
}

/** The pages the shell owns itself, by the name the route table uses. */
export const hostPages: Record<HostPageName, () => ReactElement> = {
  RootEntry: () => <RootEntry />,
  UnderConstruction: () => (
    <StatusPage title="Under construction" message="This part of the site is being built. Please check back soon." />
  ),
  ComingSoon: () => <StatusPage title="Coming soon" message="This feature is on its way." />,
  NotAuthorized: () => (
    <StatusPage
      code="401"
      title="Not authorized"
      message="You need to be logged in with the right account to see this page."
      action={{ label: 'Log in', to: '/auth/login' }}
    />
  ),
  NotFound: () => (
    <StatusPage code="404" title="Page not found" message="The page you asked for does not exist or has moved." />
  ),
  ServerError: () => (
    <StatusPage
      code="500"
      title="Something went wrong"
      message="The server could not complete the request. Please try again."
    />
  ),
  UnderMaintenance: () => (
    <StatusPage
      title="Under maintenance"
      message="The site is being updated and will be back shortly."
      action={{ label: 'Try again', to: '/' }}
    />
  ),
  Test: () => <StatusPage title="Test page" message="The site is up and the shell renders." />,
};
