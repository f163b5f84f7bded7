import type { LoginResult } from '@exchange/contracts';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { StrictMode, Suspense, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';

import { changeLanguage } from '../i18n/i18n-instance';
import type { Language } from '../i18n/languages';
import { sessionStore } from '../session/session-store';
import { settingsStore, type DomainSettings } from '../settings/domain-settings';
import { resolveThemeChoice } from '../theme/create-brand-theme';
import { PlatformProvider } from '../ui/platform-provider';
import { PlayerProviders } from '../ui/player-providers';
import { fakeNetwork, type FakeNetwork } from './fake-network';

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

/** A logged-in player to start from: the login answer the session would have stored. */
export interface SessionSeed extends Partial<LoginResult> {
  readonly username: string;
}

export interface RenderRouteOptions {
  /** Where the player is: path and query, e.g. `/auth/login?redirect=%2Fbet-history`. */
  readonly path: string;
  /** The route pattern the page is mounted at; the path without its query when absent. */
  readonly route?: string;
  /** A logged-in player; signed out when absent. */
  readonly session?: SessionSeed;
  /** The language the page starts in; English when absent. */
  readonly language?: Language;
  /** The brand's settings, as the host would have loaded them. */
  readonly settings?: DomainSettings;
}

export interface RenderedRoute extends RenderResult {
  /** The router, to read where the page sent the player (`router.state.location`). */
  readonly router: MemoryRouter;
  /** The fake api of this test: declare answers, read the requests the page sent. */
  readonly network: FakeNetwork;
  /** A user-event session without typing delays. */
  readonly user: UserEvent;
}

let currentRouter: MemoryRouter | null = null;

/** The router of the page rendered last, for the client's 401 handling (as the host wires it). */
export function renderedRouter(): MemoryRouter | null {
  return currentRouter;
}

/** Forgets the page rendered last. */
export function forgetRenderedRouter(): void {
  currentRouter = null;
}

/** Anywhere else the page sends the player: a heading the test can find, naming path and query. */
function Landed() {
  const location = useLocation();
  return (
    <h1>
      Landed on {location.pathname}
      {location.search}
    </h1>
  );
}

const signedInDefaults = {
  accessToken: 'test-access-token',
  refreshToken: 'test-refresh-token',
  expireInSeconds: 3600,
} satisfies Partial<LoginResult>;

/**
 * Renders a page the way the host serves it: the platform's providers and theme, the shared i18n
 * instance, a router (every other path shows "Landed on <path><query>") and the real API client
 * over the test's fake network. Stores, storage and the network are reset after each test by
 * `setupRemoteTests`.
 */
export async function renderRoute(page: ReactElement, options: RenderRouteOptions): Promise<RenderedRoute> {
  const { path, route = path.split('?')[0] ?? path, session, language = 'en', settings } = options;
  await changeLanguage(language);
  if (settings !== undefined) settingsStore.getState().setDomainSetting(settings);
  if (session !== undefined) {
    const { username, ...result } = session;
    sessionStore.getState().storeLoginResult({ ...signedInDefaults, ...result }, username);
  }
  const router = createMemoryRouter(
    [
      { path: route, element: page },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [path] },
  );
  currentRouter = router;
  const choice = resolveThemeChoice({
    hostname: window.location.hostname,
    themesByHost: {},
    settings: settingsStore.getState().domainSetting ?? {},
  });
  const rendered = render(
    <StrictMode>
      <PlatformProvider choice={choice}>
        <PlayerProviders>
          <Suspense fallback={null}>
            <RouterProvider router={router} />
          </Suspense>
        </PlayerProviders>
      </PlatformProvider>
    </StrictMode>,
  );
  return { ...rendered, router, network: fakeNetwork(), user: userEvent.setup({ delay: null }) };
}
