// First: it fits the libraries to the Content-Security-Policy before any of them is evaluated.
import './content-security-policy';
// Second: zod/mini's English messages, which the notices of invalid settings and platform.json quote.
import './schema-messages';
// The app: loaded by index.ts once the early requests (boot/early-start.ts) are under way.
import { applyStoredColorScheme, PlatformProvider } from '@exchange/shared';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';

import type { EarlyStart } from './boot/early-start';
import { BrandThemeProvider } from './config/brand-theme-provider';
import { loadDomainSettings } from './config/domain-settings-loader';
import { defaultApiBase, loadPlatformConfig } from './config/platform-config';
import { PlatformConfigContext } from './config/platform-context';
import { serviceHostsFor } from './config/service-hosts';
import { siteStatusStore } from './config/site-status';
import { preloadFirstPage } from './federation/preload-page';
import { registerAppRemotes } from './federation/remote-modules';
import { resolveRemotes } from './federation/resolve-remotes';
import { NotWhitelistedPage } from './pages/not-whitelisted-page';
import { createAppRouter } from './routes/app-router';
import { keepSessionLive } from './session/live-session';
import { startApp } from './start-app';

export function bootstrap(early: EarlyStart): void {
  // The player's light or dark colours reach the loading overlay at once, and React's first render.
  applyStoredColorScheme();

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const hostname = window.location.hostname;
  const router = createAppRouter();

  void startApp({
    container,
    hostname,
    loadPlatformConfig: () => loadPlatformConfig(early.platform),
    // The first load uses the files the start-up requested; refreshes ask the CDN again.
    loadDomainSettings: (options) => loadDomainSettings({ ...options, requested: early.takeSettingsFiles() }),
    resolveRemotes,
    registerRemotes: registerAppRemotes,
    // The specification's spelling, to the letter; route matching ignores case, so it reaches the logout page.
    onUnauthorized: () => void router.navigate('/Auth/Logout', { replace: true }),
    renderNotWhitelisted: (name) =>
      createRoot(container).render(
        <StrictMode>
          <PlatformProvider>
            <NotWhitelistedPage hostname={name} />
          </PlatformProvider>
        </StrictMode>,
      ),
    render: ({ platform, failure }) => {
      if (failure) siteStatusStore.getState().setNotice(failure);
      // The page's code and first data start now, beside the layout's code rather than after it.
      preloadFirstPage(window.location.pathname, { hostname, knownHostnames: platform.knownHostnames });
      const root = createRoot(container);
      // A transition renders in slices that give the browser a turn every few milliseconds, instead
      // of one long task that holds input and paint; the loading overlay covers the page meanwhile.
      startTransition(() => {
        root.render(
          <StrictMode>
            <PlatformConfigContext.Provider value={platform}>
              <BrandThemeProvider hostname={hostname}>
                <RouterProvider router={router} />
              </BrandThemeProvider>
            </PlatformConfigContext.Provider>
          </StrictMode>,
        );
      });
      const apiBase = defaultApiBase(platform);
      keepSessionLive({
        hubUrl: platform.hubUrl ?? `${apiBase}/hubs/notifications`,
        environmentHubUrl: serviceHostsFor(platform, hostname, undefined).hubUrl,
        hostname,
      });
    },
  });
}
