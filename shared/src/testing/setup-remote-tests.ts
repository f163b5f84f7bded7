import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

import { reachabilityStore } from '../api/api-reachability';
import { configureApiClient, rearmUnauthorizedHandling } from '../api/http-client';
import { i18n } from '../i18n/i18n-instance';
import { defaultLanguage } from '../i18n/languages';
import { getQueryClient, loadQueryRuntime, setQueryClient } from '../query/platform-query-client';
import { realtimeStore } from '../realtime/realtime-store';
import { sessionStore } from '../session/session-store';
import { settingsStore } from '../settings/domain-settings';
import { loadingStore } from '../stores/loading-store';
import { uiStore } from '../stores/ui-store';
import { fakeApiBase, installFakeNetwork, resetFakeNetwork } from './fake-network';
import { forgetRenderedRouter, renderedRouter } from './render-route';
import { createTestQueryClient } from './test-query-client';

export interface SetupRemoteTestsOptions {
  /** The remote's own stores and state, reset after each test along with the platform's. */
  readonly reset?: readonly (() => void)[];
}

/** Every platform store back to what a fresh page load gives a signed-out player. */
function resetPlatformState(): void {
  sessionStore.setState({
    userInfo: null,
    accessToken: null,
    refreshToken: null,
    expiresAt: null,
    loggedIn: false,
    showBalance: true,
    showExposure: true,
  });
  settingsStore.setState({ domainSetting: null });
  loadingStore.getState().reset();
  uiStore.getState().reset();
  realtimeStore.getState().reset();
  reachabilityStore.getState().reset();
  rearmUnauthorizedHandling();
}

/**
 * For a remote's vitest setup file: every test gets the real API client over a fake network
 * (nothing reaches a real one) and a QueryClient of its own (no retries, an empty cache), and after
 * each test the page is unmounted and the platform's stores, local and session storage, the
 * language and the network start again from nothing.
 */
export function setupRemoteTests({ reset = [] }: SetupRemoteTestsOptions = {}): void {
  installFakeNetwork();
  // A 401 outside the logins goes to the logout page, as the host's client does.
  configureApiClient({
    defaultBaseUrl: fakeApiBase,
    onUnauthorized: () => void renderedRouter()?.navigate('/Auth/Logout', { replace: true }),
  });

  beforeEach(async () => {
    // What the host's routes load before a page that queries renders (`useOpenBets`).
    await loadQueryRuntime();
    setQueryClient(createTestQueryClient());
  });

  afterEach(async () => {
    // The page goes first, so nothing on screen reacts to the resets below.
    cleanup();
    forgetRenderedRouter();
    // Cancels what is still out, so no answer lands in the storage of the next test.
    getQueryClient().clear();
    resetFakeNetwork();
    resetPlatformState();
    for (const resetOwn of reset) resetOwn();
    if (i18n.language !== defaultLanguage) await i18n.changeLanguage(defaultLanguage);
    localStorage.clear();
    sessionStorage.clear();
  });
}
