import type { DomainSettings } from '@exchange/shared';

import type { PlatformConfig } from './config/platform-config';
import type { RemoteEntry, ResolvedRemotes } from './federation/resolve-remotes';

export interface StartAppDependencies {
  container: HTMLElement;
  hostname: string;
  loadPlatformConfig: () => Promise<PlatformConfig>;
  loadDomainSettings: (settingsCdnBase: string, hostname: string) => Promise<DomainSettings>;
  resolveRemotes: (platform: PlatformConfig, overrides: DomainSettings['remotes']) => ResolvedRemotes;
  registerRemotes: (remotes: RemoteEntry[]) => void;
  render: (platform: PlatformConfig, settings: DomainSettings) => void;
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
  document.getElementById('app-loading')?.setAttribute('hidden', '');
  const alert = document.createElement('p');
  alert.setAttribute('role', 'alert');
  alert.style.cssText = 'font: 16px system-ui, sans-serif; margin: 2rem; text-align: center';
  alert.textContent = message;
  container.replaceChildren(alert);
}

/**
 * Start-up order of the shell: runtime config, then the brand's settings, then the remotes the
 * brand may use, and only then the router.
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

  let settings: DomainSettings;
  try {
    settings = await deps.loadDomainSettings(platform.settingsCdnBase, deps.hostname);
  } catch (error) {
    // The brand's own settings are missing or invalid: run with the platform defaults only.
    console.warn(`Brand settings for ${deps.hostname} could not be loaded; using defaults.`, error);
    settings = { domainTitle: deps.hostname };
  }
  applyBrandToDocument(settings);

  const { remotes, refused } = deps.resolveRemotes(platform, settings.remotes);
  for (const override of refused) {
    console.warn(
      `Refused the ${override.name} remote override ${override.entry}: ${override.reason}. Using the default.`,
    );
  }
  deps.registerRemotes(remotes);
  deps.render(platform, settings);
}
