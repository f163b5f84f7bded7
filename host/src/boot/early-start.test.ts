import { storageKeys } from '@exchange/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadDomainSettings } from '../config/domain-settings-loader';
import type { RemoteEntry } from '../federation/resolve-remotes';
import { localPlatformConfig } from '../test-fixtures';
import { earlyStorageKeys, startEarly, type EarlyStartEnvironment } from './early-start';

const platformFile = { ...localPlatformConfig, whitelistedDomains: ['localhost', 'gold.localhost'] };

const settingsFiles: Record<string, unknown> = {
  'localhost.json': { domainTitle: 'Exchange', authLogoImage: 'http://localhost:4000/cdn/auth-logo.svg' },
  'default.json': {
    domainTitle: 'Default',
    mainLogo: 'http://localhost:4000/cdn/logo.svg',
    authBackgroundImage: 'http://localhost:4000/cdn/background.svg',
  },
  'gold.localhost.json': { domainTitle: 'Gold', mainLogo: 'javascript:alert(1)' },
};

/** The network as the start-up sees it: platform.json beside the page, the settings CDN. */
function fakeNetwork(platform: unknown = platformFile) {
  // null stands for a missing file.
  const requests: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    requests.push(url.replace(/\?key=\d+$/, ''));
    if (url === '/platform.json') {
      return platform === null ? new Response('', { status: 404 }) : Response.json(platform);
    }
    const file = /\/settings\/([^/?]+)/.exec(url)?.[1] ?? '';
    return file in settingsFiles ? Response.json(settingsFiles[file]) : new Response('{}', { status: 404 });
  });
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

function environment(overrides: Partial<EarlyStartEnvironment> & { storage?: Record<string, string> } = {}) {
  const { storage = {}, ...rest } = overrides;
  const network = fakeNetwork();
  const registered: RemoteEntry[][] = [];
  const preloaded: string[][] = [];
  const layouts: string[] = [];
  const env: EarlyStartEnvironment = {
    location: { hostname: 'localhost', pathname: '/auth/login' },
    document,
    readStorage: (key) => storage[key] ?? null,
    matchesMedia: () => true,
    fetch: network.fetch,
    registerRemotes: (remotes) => registered.push(remotes),
    preloadModules: async (ids) => {
      preloaded.push([...ids]);
    },
    preloadLayout: (layout) => layouts.push(layout),
    ...rest,
  };
  return { env, requests: network.requests, registered, preloaded, layouts };
}

const links = (rel: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) =>
    [link.getAttribute('href'), link.getAttribute('as'), link.crossOrigin ?? ''].filter(Boolean).join(' '),
  );

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('startEarly', () => {
  it('asks for platform.json, then at once for the brand settings and the first screen', async () => {
    document.body.innerHTML = '<div id="app-loading"><img id="app-loading-logo" alt="" hidden></div>';
    const { env, requests, registered, preloaded, layouts } = environment();
    const early = startEarly(env);
    await early.settled;

    expect(requests).toEqual([
      '/platform.json',
      'http://localhost:4000/cdn/settings/default.json',
      'http://localhost:4000/cdn/settings/localhost.json',
    ]);
    expect(registered).toEqual([
      [
        { name: 'auth', entry: 'http://localhost:3001/mf-manifest.json' },
        { name: 'sports', entry: 'http://localhost:3002/mf-manifest.json' },
        { name: 'casino', entry: 'http://localhost:3003/mf-manifest.json' },
        { name: 'account', entry: 'http://localhost:3004/mf-manifest.json' },
      ],
    ]);
    expect(preloaded).toEqual([['auth/pages']]);
    expect(layouts).toEqual(['auth']);
    // The api and the auth remote, for fetches (anonymous) and for scripts and images.
    expect(links('preconnect')).toEqual([
      'http://localhost:4000 anonymous',
      'http://localhost:4000',
      'http://localhost:3001 anonymous',
      'http://localhost:3001',
    ]);
    // The login card's images: the brand's own logo, the default file's background.
    expect(links('preload')).toEqual([
      'http://localhost:4000/cdn/auth-logo.svg image',
      'http://localhost:4000/cdn/background.svg image',
    ]);
    // Before the login page the overlay shows the card's logo, in the card's box, while the app loads.
    const logo = document.getElementById('app-loading-logo') as HTMLImageElement;
    expect(logo.hidden).toBe(false);
    expect(logo.getAttribute('src')).toBe('http://localhost:4000/cdn/auth-logo.svg');
    expect(logo.className).toBe('auth-card');
    await expect(early.platform).resolves.toEqual(platformFile);
  });

  it('hands the settings files to the first load only, which validates them without asking again', async () => {
    const { env, requests } = environment();
    const early = startEarly(env);
    await early.settled;
    const files = early.takeSettingsFiles();
    expect(early.takeSettingsFiles()).toBeUndefined();

    const failing = vi.fn(async () => new Response('', { status: 500 }));
    const settings = await loadDomainSettings({
      settingsCdnBase: platformFile.settingsCdnBase,
      hostname: 'localhost',
      fetch: failing as typeof fetch,
      ...(files ? { requested: files } : {}),
    });
    expect(settings).toMatchObject({ domainTitle: 'Exchange', mainLogo: 'http://localhost:4000/cdn/logo.svg' });
    expect(failing).not.toHaveBeenCalled();
    expect(requests).toHaveLength(3);
  });

  it("preloads a player's page and the sports menu of the main layout, with the brand's navbar logo", async () => {
    document.body.innerHTML = '<div id="app-loading"><img id="app-loading-logo" alt="" hidden></div>';
    const { env, preloaded, layouts } = environment({
      location: { hostname: 'localhost', pathname: '/bet-history' },
      storage: { [earlyStorageKeys.accessToken]: 'token' },
    });
    await startEarly(env).settled;
    expect(preloaded).toEqual([['account/pages', 'sports/widgets']]);
    expect(layouts).toEqual(['main']);
    expect(links('preload')).toEqual(['http://localhost:4000/cdn/logo.svg image']);
    // The overlay shows the brand's logo (here the default file's) in its own box.
    const logo = document.getElementById('app-loading-logo') as HTMLImageElement;
    expect(logo.getAttribute('src')).toBe('http://localhost:4000/cdn/logo.svg');
    expect(logo.className).toBe('');
  });

  it('leaves the sports menu out on a screen where the sidebar is a drawer', async () => {
    const queries: string[] = [];
    const { env, preloaded } = environment({
      location: { hostname: 'localhost', pathname: '/bet-history' },
      storage: { [earlyStorageKeys.accessToken]: 'token' },
      matchesMedia: (query) => {
        queries.push(query);
        return false;
      },
    });
    await startEarly(env).settled;
    expect(queries).toEqual(['(min-width:900px)']);
    expect(preloaded).toEqual([['account/pages']]);
  });

  it('preloads the login page for a visitor on a page that needs a player', async () => {
    const { env, preloaded, layouts } = environment({ location: { hostname: 'localhost', pathname: '/bet-history' } });
    await startEarly(env).settled;
    expect(preloaded).toEqual([['auth/pages']]);
    expect(layouts).toEqual(['auth']);
  });

  it("uses the remote override the brand's stored settings name, when its origin is allowed", async () => {
    const platform = { ...platformFile, allowedRemoteOrigins: [...platformFile.allowedRemoteOrigins, 'http://b:1'] };
    const stored = { remotes: { auth: 'http://b:1/mf-manifest.json', casino: 'http://evil.example/mf-manifest.json' } };
    const { env, registered } = environment({
      fetch: fakeNetwork(platform).fetch,
      storage: { [earlyStorageKeys.domainSetting]: JSON.stringify(stored) },
    });
    await startEarly(env).settled;
    expect(registered[0]).toContainEqual({ name: 'auth', entry: 'http://b:1/mf-manifest.json' });
    expect(registered[0]).toContainEqual({ name: 'casino', entry: 'http://localhost:3003/mf-manifest.json' });
  });

  it('shows or preloads no image a settings file names with an unsafe address', async () => {
    document.body.innerHTML = '<div id="app-loading"><img id="app-loading-logo" alt="" hidden></div>';
    const { env } = environment({
      location: { hostname: 'gold.localhost', pathname: '/index' },
      storage: { [earlyStorageKeys.accessToken]: 'token' },
    });
    await startEarly(env).settled;
    expect(links('preload')).toEqual([]);
    expect(document.getElementById('app-loading-logo')?.hasAttribute('src')).toBe(false);
  });

  it('asks for nothing more on a hostname that is not whitelisted', async () => {
    const { env, requests, registered, layouts } = environment({
      location: { hostname: 'stranger.example', pathname: '/' },
    });
    await startEarly(env).settled;
    expect(requests).toEqual(['/platform.json']);
    expect(registered).toEqual([]);
    expect(layouts).toEqual([]);
    expect(links('preconnect')).toEqual([]);
  });

  it('leaves an unreadable platform.json to the app, which reports it', async () => {
    const { env, registered } = environment({ fetch: fakeNetwork(null).fetch });
    const early = startEarly(env);
    await early.settled;
    await expect(early.platform).rejects.toThrow('platform.json answered 404.');
    expect(registered).toEqual([]);
    expect(early.takeSettingsFiles()).toBeUndefined();
  });

  it("says in the overlay, in the player's language, which try of the brand's settings is under way", async () => {
    vi.useFakeTimers();
    // The backoffs draw near their ceilings: 297 ms before the second try, 594 ms before the third.
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.99);
    try {
      document.body.innerHTML =
        '<div id="app-loading" role="status" aria-live="polite"><img id="app-loading-logo" alt="" hidden></div>';
      const fetch = vi.fn(async (input: RequestInfo | URL) =>
        String(input) === '/platform.json' ? Response.json(platformFile) : new Response('', { status: 503 }),
      );
      const { env } = environment({ fetch: fetch as typeof globalThis.fetch, storage: { language: 'hi' } });
      const early = startEarly(env);
      const overlay = () => document.getElementById('app-loading')?.textContent ?? '';

      await vi.advanceTimersByTimeAsync(0);
      expect(overlay()).toBe('');
      // The first try failed at once: the second says so as it starts.
      await vi.advanceTimersByTimeAsync(300);
      expect(overlay()).toBe('साइट से जुड़ रहे हैं… प्रयास 2 (4 में से)');

      await vi.advanceTimersByTimeAsync(5_000);
      await expect(early.takeSettingsFiles()?.brand).rejects.toMatchObject({ status: 503 });
      // After the last try the overlay is as it was; the app goes on to the maintenance page.
      expect(overlay()).toBe('');
      expect(document.querySelector('progress')).toBeNull();
    } finally {
      random.mockRestore();
      vi.useRealTimers();
    }
  });

  it('reads the storage keys of the specification', () => {
    expect(earlyStorageKeys).toEqual({
      accessToken: storageKeys.accessToken,
      domainSetting: storageKeys.domainSetting,
    });
  });
});
