import { settingsStore } from '@exchange/shared';
import type { DomainSettings } from '@exchange/shared';
import type * as SharedModule from '@exchange/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { setOverlayLogo } from './boot/overlay-logo';
import { DomainSettingsError } from './config/domain-settings-loader';
import type { PlatformConfig } from './config/platform-config';
import { siteStatusStore } from './config/site-status';
import { resolveRemotes } from './federation/resolve-remotes';
import { showOverlayLogo } from './loading-overlay';
import { applyBrandToDocument, startApp, type StartAppDependencies } from './start-app';
import { localPlatformConfig } from './test-fixtures';

// The IP lookup is the network boundary of start-up; it answers as the api does.
vi.mock('@exchange/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof SharedModule>()),
  lookupIp: vi.fn(async () => ({ ip: '127.0.0.1' })),
}));

const platform: PlatformConfig = {
  ...localPlatformConfig,
  knownHostnames: [],
  whitelistedDomains: ['gold.localhost', 'localhost'],
};

function dependencies(overrides: Partial<StartAppDependencies> = {}): StartAppDependencies {
  return {
    container: document.createElement('div'),
    hostname: 'gold.localhost',
    loadPlatformConfig: async () => platform,
    loadDomainSettings: async () => ({ domainTitle: 'Gold Exchange' }),
    resolveRemotes,
    registerRemotes: vi.fn(),
    onUnauthorized: vi.fn(),
    render: vi.fn(),
    renderNotWhitelisted: vi.fn(),
    ...overrides,
  };
}

describe('startApp', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content=""><link rel="icon" href="/favicon.svg">';
    document.body.innerHTML = '<div id="app-loading"><img id="app-loading-logo" hidden alt=""></div>';
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    siteStatusStore.getState().setSuspended(false);
  });

  it('registers the remotes and renders only after the brand settings have loaded', async () => {
    const order: string[] = [];
    let release: (settings: DomainSettings) => void = () => undefined;
    const deps = dependencies({
      loadDomainSettings: () => new Promise((resolve) => (release = resolve)),
      registerRemotes: () => order.push('register'),
      render: () => order.push('render'),
    });
    const started = startApp(deps);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual([]);
    release({ domainTitle: 'Gold Exchange', mainLogo: 'http://localhost:4000/cdn/brands/gold/logo.svg' });
    await started;
    expect(order).toEqual(['register', 'render']);
    await vi.waitFor(() => expect(localStorage.getItem('ip')).toBe('127.0.0.1'));
    expect(settingsStore.getState().domainSetting?.domainTitle).toBe('Gold Exchange');
    expect(JSON.parse(localStorage.getItem('domainSetting') ?? '{}')).toMatchObject({ domainTitle: 'Gold Exchange' });
    expect(document.getElementById('app-loading-logo')?.getAttribute('src')).toBe(
      'http://localhost:4000/cdn/brands/gold/logo.svg',
    );
  });

  it('explains a hostname off the whitelist without loading any brand', async () => {
    const deps = dependencies({ hostname: 'evil.example', loadDomainSettings: vi.fn() });
    await startApp(deps);
    expect(deps.renderNotWhitelisted).toHaveBeenCalledWith('evil.example');
    expect(deps.loadDomainSettings).not.toHaveBeenCalled();
    expect(deps.render).not.toHaveBeenCalled();
  });

  it('marks the site suspended, keeps the message and still renders when settings fail', async () => {
    const deps = dependencies({
      loadDomainSettings: () => Promise.reject(new DomainSettingsError('unreachable', 'Settings server is down')),
    });
    await startApp(deps);
    expect(deps.render).toHaveBeenCalledWith(
      expect.objectContaining({
        suspended: true,
        failure: expect.objectContaining({ message: 'Settings server is down' }),
      }),
    );
    expect(localStorage.getItem('siteSuspended')).toBe('true');
    expect(settingsStore.getState().domainSetting?.domainTitle).toBe('gold.localhost');
  });

  it('treats a brand whose settings say siteSuspended as suspended', async () => {
    const deps = dependencies({ loadDomainSettings: async () => ({ domainTitle: 'Paused', siteSuspended: true }) });
    await startApp(deps);
    expect(deps.render).toHaveBeenCalledWith(expect.objectContaining({ suspended: true }));
    expect(siteStatusStore.getState().suspended).toBe(true);
  });

  it('refuses a brand override off the allow-list, says so, and registers the default', async () => {
    const deps = dependencies({
      loadDomainSettings: async () => ({
        domainTitle: 'Gold Exchange',
        remotes: { casino: 'https://evil.example/mf-manifest.json' },
      }),
    });
    await startApp(deps);
    expect(deps.registerRemotes).toHaveBeenCalledWith(
      expect.arrayContaining([{ name: 'casino', entry: 'http://localhost:3003/mf-manifest.json' }]),
    );
    expect(console.warn).toHaveBeenCalledWith(
      'Refused the casino remote override https://evil.example/mf-manifest.json: origin https://evil.example is not on the allow-list. Using the default.',
    );
  });

  it('shows a plain message, and renders nothing, when platform.json cannot be read', async () => {
    const deps = dependencies({ loadPlatformConfig: () => Promise.reject(new Error('404')) });
    await startApp(deps);
    expect(deps.container.querySelector('[role="alert"]')?.textContent).toBe(
      'The site could not start. Please try again in a few minutes.',
    );
    expect(deps.render).not.toHaveBeenCalled();
  });
});

describe('applyBrandToDocument', () => {
  it('takes the title, description and favicon from the brand', () => {
    document.head.innerHTML = '<meta name="description" content=""><link rel="icon" href="/favicon.svg">';
    applyBrandToDocument({ domainTitle: 'Gold Exchange', description: 'Bet on gold', favicon: '/brands/gold.svg' });
    expect(document.title).toBe('Gold Exchange');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Bet on gold');
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/brands/gold.svg');
  });

  it('shows markup in the title as text', () => {
    applyBrandToDocument({ domainTitle: '<img src=x onerror=alert(1)>' });
    expect(document.title).toBe('<img src=x onerror=alert(1)>');
    expect(document.head.querySelector('img')).toBeNull();
  });
});

describe('showOverlayLogo', () => {
  it('never loads a logo from a javascript: URL', () => {
    document.body.innerHTML = '<img id="app-loading-logo" hidden alt="">';
    showOverlayLogo('javascript:alert(1)');
    const logo = document.getElementById('app-loading-logo');
    expect(logo?.hasAttribute('src')).toBe(false);
    expect(logo?.hidden).toBe(true);
  });

  it("leaves the login card's logo the start-up put in the overlay, which stays until the page shows", () => {
    document.body.innerHTML = '<img id="app-loading-logo" hidden alt="">';
    setOverlayLogo('http://localhost:4000/cdn/auth-logo.svg', document, { asAuthCard: true });
    showOverlayLogo('http://localhost:4000/cdn/logo.svg');
    const logo = document.getElementById('app-loading-logo');
    expect(logo?.getAttribute('src')).toBe('http://localhost:4000/cdn/auth-logo.svg');
    expect(logo?.className).toBe('auth-card');

    // Without it, the app's fresh logo replaces the stored one.
    document.body.innerHTML = '<img id="app-loading-logo" hidden alt="">';
    showOverlayLogo('http://localhost:4000/cdn/stored-logo.svg');
    showOverlayLogo('http://localhost:4000/cdn/logo.svg');
    expect(document.getElementById('app-loading-logo')?.getAttribute('src')).toBe('http://localhost:4000/cdn/logo.svg');
  });
});
