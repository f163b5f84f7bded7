import {
  configureApiClient,
  configureServiceHosts,
  i18n,
  lookupIp,
  sessionStore,
  storageKeys,
  type DomainSettings,
} from '@exchange/shared';

import { loadBrand, readStoredDomainSetting, type SettingsLoader } from './config/brand-settings';
import { isWhitelisted } from './config/domain-settings-loader';
import { defaultApiBase, type PlatformConfig } from './config/platform-config';
import { serviceHostsFor } from './config/service-hosts';
import type { RemoteEntry, ResolvedRemotes } from './federation/resolve-remotes';
import { hostNamespace } from './i18n/host-translations';
import { hideLoadingOverlay, showOverlayLogo } from './loading-overlay';

export interface StartedApp {
  platform: PlatformConfig;
  hostname: string;
  settings: DomainSettings;
  suspended: boolean;
  /** Shown to the player as a toast once the app has rendered. */
  failure?: Error;
}

export interface StartAppDependencies {
  container: HTMLElement;
  hostname: string;
  loadPlatformConfig: () => Promise<PlatformConfig>;
  loadDomainSettings: SettingsLoader;
  resolveRemotes: (platform: PlatformConfig, overrides: DomainSettings['remotes']) => ResolvedRemotes;
  registerRemotes: (remotes: RemoteEntry[]) => void;
  /** Where a 401 sends the player; the router is not there yet when the client is configured. */
  onUnauthorized: () => void;
  render: (app: StartedApp) => void;
  renderNotWhitelisted: (hostname: string) => void;
}

/** Title, description and favicon come from the brand. */
export function applyBrandToDocument(settings: DomainSettings, doc: Document = document): void {
  doc.title = settings.domainTitle;
  if (settings.description !== undefined) {
    doc.querySelector('meta[name="description"]')?.setAttribute('content', settings.description);
  }
  if (settings.favicon) doc.querySelector('link[rel="icon"]')?.setAttribute('href', settings.favicon);
}

function showStartupFailure(container: HTMLElement, message: string): void {
  hideLoadingOverlay();
  const alert = document.createElement('p');
  alert.setAttribute('role', 'alert');
  alert.style.cssText = 'font: 16px system-ui, sans-serif; margin: 2rem; text-align: center';
  alert.textContent = message;
  container.replaceChildren(alert);
}

function storeIp(): void {
  lookupIp()
    .then(({ ip }) => localStorage.setItem(storageKeys.ip, ip))
    .catch((error: unknown) => console.warn('The IP lookup failed.', error));
}

/**
 * Start-up order of the shell: runtime config, the whitelist, the brand's
 * settings (with bounded retries), the API client and session, the remotes the brand may use, and
 * only then the router.
 */
export async function startApp(deps: StartAppDependencies): Promise<void> {
  let platform: PlatformConfig;
  try {
    platform = await deps.loadPlatformConfig();
  } catch (error) {
    console.error(error);
    showStartupFailure(deps.container, i18n.t('status.startFailed', { ns: hostNamespace }));
    return;
  }

  if (platform.whitelistedDomains && !isWhitelisted(deps.hostname, platform.whitelistedDomains)) {
    hideLoadingOverlay();
    deps.renderNotWhitelisted(deps.hostname);
    return;
  }

  showOverlayLogo(readStoredDomainSetting()?.mainLogo);
  configureApiClient({
    defaultBaseUrl: defaultApiBase(platform),
    onUnauthorized: deps.onUnauthorized,
  });

  const brand = await loadBrand(platform, deps.hostname, deps.loadDomainSettings);
  configureServiceHosts(
    serviceHostsFor(platform, deps.hostname, brand.settings.baseUrl ?? defaultApiBase(platform)).services,
  );
  applyBrandToDocument(brand.settings);
  showOverlayLogo(brand.settings.mainLogo);

  const { remotes, refused } = deps.resolveRemotes(platform, brand.settings.remotes);
  for (const override of refused) {
    console.warn(
      `Refused the ${override.name} remote override ${override.entry}: ${override.reason}. Using the default.`,
    );
  }
  deps.registerRemotes(remotes);

  if (!brand.suspended) {
    // The session is restored from storage at once; only its open bets and P/L load over the
    // network, and the first paint does not wait for them.
    void sessionStore
      .getState()
      .restoreSession()
      .then(() => sessionStore.getState().checkTokenValidity());
    storeIp();
  }
  deps.render({
    platform,
    hostname: deps.hostname,
    settings: brand.settings,
    suspended: brand.suspended,
    ...(brand.failure === undefined ? {} : { failure: brand.failure }),
  });
}
