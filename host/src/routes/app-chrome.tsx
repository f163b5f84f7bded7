import {
  paths,
  platformInstanceId,
  selectDomainTitle,
  selectIsLoading,
  sessionStore,
  lazyNamed,
  ProgressBar,
  useLoadingStore,
  useSettingsStore,
} from '@exchange/shared';
import { Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';

import { refreshSuspendedBrand, refreshWhenSettingsChange, watchForRecovery } from '../config/brand-settings';
import { usePlatformConfig } from '../config/platform-context';
import { selectSiteSuspended, siteStatusStore, useSiteStatusStore } from '../config/site-status';
import { useHostTranslation } from '../i18n/host-translations';
import { hideLoadingOverlay } from '../loading-overlay';
import { isPlayerRouteHandle } from './player-route-handle';
import { documentTitle } from './route-table';
import { SandboxMark } from './sandbox-mark';

interface RouteHandle {
  /** The specification's English title, shown when the key has no translation. */
  title: string;
  titleKey?: string;
  /** The page comes from a remote, which hides the loading overlay once it has rendered. */
  remotePage?: boolean;
}

/** How long the overlay may wait for a remote page before it gives way to the page's spinner. */
export const overlayWaitForRemotePageMs = 8000;

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

const maintenancePath = paths.underMaintenance();

/** Where the player was when the site went to maintenance (the redirect's state), if anywhere. */
function returnPathOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return null;
  const { returnTo } = state;
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/') || returnTo.startsWith('//')) return null;
  return returnTo.toLowerCase().startsWith(maintenancePath) ? null : returnTo;
}

// Toasts on the auth pages, loaded with notistack when there is a notice to show.
const NoticeToasts = lazyNamed(() => import('./site-notices'), 'NoticeToasts');

/**
 * What every navigation does: the session check, the suspension rule (a suspended site refreshes
 * its settings and shows maintenance, which watches for the site to come back and then returns the
 * player where they were), the settings-change check, the document title, and the
 * overlay hidden afterwards. Also the global loading bar, the "sandbox" mark while payments are
 * simulated, and the start-up toast outside the player route.
 */
export function AppChrome() {
  const location = useLocation();
  const matches = useMatches();
  const platform = usePlatformConfig();
  const domainTitle = useSettingsStore(selectDomainTitle);
  const suspended = useSiteStatusStore(selectSiteSuspended);
  const notice = useSiteStatusStore((state) => state.notice);
  const loading = useLoadingStore(selectIsLoading);
  const { t } = useHostTranslation();
  const handle = matches.map((match) => match.handle).findLast(isRouteHandle);
  const hostname = window.location.hostname;
  const onMaintenance = location.pathname.toLowerCase() === maintenancePath;
  const mustRedirect = suspended && !onMaintenance;
  const returnTo = onMaintenance ? returnPathOf(location.state) : null;

  // Under the player route its own stack shows the notices; elsewhere a stack of the chrome's, kept
  // once mounted so that a toast stays its time. One stack on the page either way.
  const underPlayerRoute = matches.some((match) => isPlayerRouteHandle(match.handle));
  const [toastsHere, setToastsHere] = useState(false);
  if (!toastsHere && notice !== null && !underPlayerRoute) setToastsHere(true);

  useEffect(() => {
    void sessionStore.getState().restoreSession();
    if (!siteStatusStore.getState().suspended) void refreshWhenSettingsChange(platform, hostname);
  }, [location.key, platform, hostname]);

  useEffect(() => {
    if (mustRedirect) void refreshSuspendedBrand(platform, hostname);
  }, [mustRedirect, location.key, platform, hostname]);

  // The maintenance page watches for the site to come back, and then returns the player.
  const watching = onMaintenance && suspended;
  useEffect(() => (watching ? watchForRecovery(platform, hostname) : undefined), [watching, platform, hostname]);

  useEffect(() => {
    if (handle) {
      const title = handle.titleKey ? t(handle.titleKey, { defaultValue: handle.title }) : handle.title;
      document.title = documentTitle(domainTitle, title);
    }
  }, [domainTitle, handle, t]);

  const remotePage = handle?.remotePage === true;
  useEffect(() => {
    // A remote page ends the overlay itself (PageShown), so the first screen appears whole.
    if (!remotePage) {
      hideLoadingOverlay();
      return undefined;
    }
    const backstop = setTimeout(hideLoadingOverlay, overlayWaitForRemotePageMs);
    return () => clearTimeout(backstop);
  }, [remotePage, location.key]);

  if (mustRedirect) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={maintenancePath} replace state={{ returnTo: here }} />;
  }
  if (returnTo !== null && !suspended) return <Navigate to={returnTo} replace />;
  return (
    <div data-app="host" data-shared-instance={platformInstanceId}>
      {loading && (
        <ProgressBar
          label={t('loading.page')}
          // Above everything, as MUI's tooltips are (theme.zIndex.tooltip).
          style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1500 }}
        />
      )}
      <Outlet />
      <SandboxMark />
      {toastsHere && !underPlayerRoute && (
        <Suspense fallback={null}>
          <NoticeToasts />
        </Suspense>
      )}
    </div>
  );
}
