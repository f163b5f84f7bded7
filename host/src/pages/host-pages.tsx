import {
  defaultMatchListId,
  getCasinoGameUrl,
  hasAccessToken,
  paths,
  sessionStore,
  settingsStore,
  storageKeys,
  useSettingsStore,
} from '@exchange/shared';
import { useEffect, useState, type ReactElement } from 'react';
import { Navigate } from 'react-router';

import { usePlatformConfig } from '../config/platform-context';
import { useSiteStatusStore } from '../config/site-status';
import { useHostTranslation } from '../i18n/host-translations';
import { LoadingStatus } from '../loading-status';
import type { HostPageName } from '../routes/route-table';
import { RecoveryProgress } from './recovery-progress';
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
  const { t } = useHostTranslation();
  const domain = useSettingsStore((state) => state.domainSetting?.domain);
  // The crash-game brand is its game: a visitor logs in first, and the login's default way on is
  // this entry step again, which then opens the game (not the match list another entry would give).
  const visitorToCrashGame = crashGameDomain !== undefined && domain === crashGameDomain && !hasAccessToken();
  useEffect(() => {
    if (visitorToCrashGame) return undefined;
    let active = true;
    void crashGameLobbyUrl(crashGameDomain).then((lobbyUrl) => {
      if (!active) return;
      if (lobbyUrl) setTarget(paths.lobby());
      else if (knownHostnames.includes(window.location.hostname)) setTarget(paths.index());
      else setTarget(paths.matchList(defaultMatchListId));
    });
    return () => {
      active = false;
    };
  }, [knownHostnames, crashGameDomain, visitorToCrashGame]);
  if (visitorToCrashGame) return <Navigate to={paths.login()} replace />;
  if (target === null) {
    return <LoadingStatus label={t('loading.openingSite')} />;
  }
  return <Navigate to={target} replace />;
}

type StatusPageName = Exclude<HostPageName, 'RootEntry'>;

/** Each status page's texts in the host namespace, and where its one action leads. */
const statusPages: Record<StatusPageName, { code?: string; text: string; action?: { key: string; to: string } }> = {
  UnderConstruction: { text: 'underConstruction' },
  ComingSoon: { text: 'comingSoon' },
  NotAuthorized: { code: '401', text: 'notAuthorized', action: { key: 'status.logIn', to: paths.login() } },
  NotFound: { code: '404', text: 'notFound' },
  ServerError: { code: '500', text: 'serverError' },
  UnderMaintenance: { text: 'maintenance', action: { key: 'status.tryAgain', to: paths.home() } },
  Test: { text: 'test' },
};

function HostStatusPage({ name }: { name: StatusPageName }) {
  const { t } = useHostTranslation();
  const { code, text, action } = statusPages[name];
  const watching = useSiteStatusStore((state) => state.recovery !== null);
  return (
    <StatusPage
      {...(code === undefined ? {} : { code })}
      title={t(`status.${text}Title`)}
      message={t(`status.${text}Message`)}
      {...(action === undefined ? {} : { action: { label: t(action.key), to: action.to } })}
      // While the page watches for the site's return, "Check now" is its way on.
      actionHidden={name === 'UnderMaintenance' && watching}
    >
      {name === 'UnderMaintenance' && <RecoveryProgress />}
    </StatusPage>
  );
}

/** The pages the shell owns itself, by the name the route table uses. */
export const hostPages: Record<HostPageName, () => ReactElement> = {
  RootEntry: () => <RootEntry />,
  UnderConstruction: () => <HostStatusPage name="UnderConstruction" />,
  ComingSoon: () => <HostStatusPage name="ComingSoon" />,
  NotAuthorized: () => <HostStatusPage name="NotAuthorized" />,
  NotFound: () => <HostStatusPage name="NotFound" />,
  ServerError: () => <HostStatusPage name="ServerError" />,
  UnderMaintenance: () => <HostStatusPage name="UnderMaintenance" />,
  Test: () => <HostStatusPage name="Test" />,
};
