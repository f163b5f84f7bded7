import {
  configureApiClient,
  lookupIp,
  sessionStore,
  storageKeys,
  toSafeUrl,
  type DomainSettings,
} from '@exchange/shared';

import { loadBrand, readStoredDomainSetting, type SettingsLoader } from './config/brand-settings';
import { isWhitelisted } from './config/domain-settings-loader';
import type { PlatformConfig } from './config/platform-config';
import type { RemoteEntry, ResolvedRemotes } from './federation/resolve-remotes';

export interface StartedApp {
  platform: PlatformConfig;
  hostname: string;
  settings: DomainSettings;
  suspended: boolean;
  /** Shown to the player as a toast once the app has rendered. */
  failure?: string;
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

/** The loading overlay shows the brand's logo: the stored one at once, the fresh one when known. */
export function showOverlayLogo(mainLogo: string | undefined, doc: Document = document): void {
  const logo = doc.getElementById('app-loading-logo');
  const source = mainLogo ? toSafeUrl(mainLogo) : undefined;
  if (!(logo instanceof HTMLImageElement) || !source) return;
  logo.src = source;
  logo.hidden = false;
}

function showStartupFailure(container: HTMLElement, message: string): void {
  document.getElementById('app-loading')?.setAttribute('hidden', '');
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
 * Start-up order of the shell: runtime config, the whitelist, the brand's settings (with bounded
 * retries), the API client and session, the remotes the brand may use, and only then the router.
 */
export async function startApp(deps: StartAppDependencies): Promise<void> {
  let platform: PlatformConfig;
  try {
    platform = await deps.loadPlatformConfig();
  } catch (error) {
    console.error(error);
    showStartupFailure(deps.container, 'The site could not start. Please try again in a few minutes.');
    return;
  }

  if (platform.whitelistedDomains && !isWhitelisted(deps.hostname, platform.whitelistedDomains)) {
    document.getElementById('app-loading')?.setAttribute('hidden', '');
    deps.renderNotWhitelisted(deps.hostname);
    return;
  }

  showOverlayLogo(readStoredDomainSetting()?.mainLogo);
  configureApiClient({
    defaultBaseUrl: platform.apiBase ?? new URL(platform.settingsCdnBase).origin,
    onUnauthorized: deps.onUnauthorized,
  });

  const brand = await loadBrand(platform, deps.hostname, deps.loadDomainSettings);
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
    await sessionStore.getState().restoreSession();
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
