import {
  lazyNamed,
  loadPlayerProviders,
  selectLoggedIn,
  useSessionStore,
  type PlayerProvidersProps,
} from '@exchange/shared';
import { Suspense, type ComponentType } from 'react';
import { Outlet } from 'react-router';

import { SiteNotices } from './site-notices';

// Loaded once a player is logged in.
const RealityCheckReminder = lazyNamed(() => import('../session/reality-check'), 'RealityCheckReminder');

let Providers: ComponentType<PlayerProvidersProps> | null = null;

/**
 * Every page but the auth ones: the page's QueryClient and its one stack of toasts around the
 * layouts, which bring TanStack Query and notistack with them (ADR 0033), the site's notices and, for
 * a player, the reality check.
 */
export function PlayerRoute() {
  const loggedIn = useSessionStore(selectLoggedIn);
  if (Providers === null) throw new Error('PlayerRoute renders only through loadPlayerRoute().');
  return (
    <Providers>
      <SiteNotices />
      <Outlet />
      {loggedIn && (
        <Suspense fallback={null}>
          <RealityCheckReminder />
        </Suspense>
      )}
    </Providers>
  );
}

/** The route's component with its providers loaded; the router awaits it with the layout's code. */
export async function loadPlayerRoute(): Promise<ComponentType> {
  Providers = await loadPlayerProviders();
  return PlayerRoute;
}
