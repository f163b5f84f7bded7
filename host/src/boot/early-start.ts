// What the page asks for before the app's code and the shared libraries have loaded: platform.json
// (preloaded by index.html), then at once the brand's settings files, connections to the api and
// the remotes, and the remote modules of the first screen. Nothing here imports @exchange/shared
// or a library the federation shares, so the entry runs as soon as main.js has.
import type { RemoteModuleId } from '@exchange/shared';

import { requestPlatformConfig } from '../config/platform-request';
import { isRecord, isWhitelisted, requestSettingsFiles, type SettingsFiles } from '../config/settings-files';
import { resolveRemotes, type RemoteEntry } from '../federation/resolve-remotes';
import { firstScreenModules, firstScreenRoute, layoutImages, sidebarBesidePageQuery } from '../routes/first-screen';
import type { LayoutName } from '../routes/route-table';
import { earlyLanguage, languageStorageKey, showConnectionStatus } from './connection-status';
import { setOverlayLogo } from './overlay-logo';

/** Keys of the specification's storage (shared's `storageKeys`, which this module may not load). */
export const earlyStorageKeys = { accessToken: 'accessToken', domainSetting: 'domainSetting' } as const;

export interface EarlyStart {
  /** The body of platform.json, not yet validated. */
  platform: Promise<unknown>;
  /** The brand's settings files as requested at start-up, handed out once: later loads ask afresh. */
  takeSettingsFiles(): SettingsFiles | undefined;
  /** Settles when everything the start-up preloads has been asked for (for tests). */
  settled: Promise<void>;
}

export interface EarlyStartEnvironment {
  location: Pick<Location, 'hostname' | 'pathname'>;
  document: Document;
  readStorage: (key: string) => string | null;
  /** Whether the screen matches a CSS media query (`window.matchMedia`). */
  matchesMedia: (query: string) => boolean;
  fetch: typeof fetch;
  registerRemotes: (remotes: RemoteEntry[]) => void;
  preloadModules: (ids: readonly RemoteModuleId[]) => Promise<void>;
  /** Starts loading a layout's code, which the router would otherwise ask for only once the app runs. */
  preloadLayout: (layout: LayoutName) => void;
  /** The languages the browser asks for (`navigator.languages`), for the overlay's words. */
  browserLanguages?: readonly string[];
}

/** The fields of platform.json the start-up needs, if the file has them in a usable shape. */
interface PlatformHints {
  settingsCdnBase: string;
  apiBase: string | undefined;
  remotes: Record<RemoteEntry['name'], string>;
  allowedRemoteOrigins: string[];
  knownHostnames: string[];
  whitelistedDomains: string[] | undefined;
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads what the start-up needs from the unvalidated file. Anything odd means "no hints": the app
 * validates the file itself a moment later and shows what is wrong.
 */
export function platformHints(body: unknown): PlatformHints | undefined {
  if (!isRecord(body) || !isRecord(body.remotes)) return undefined;
  const { settingsCdnBase, apiBase, remotes, allowedRemoteOrigins, knownHostnames, whitelistedDomains } = body;
  const names = ['auth', 'sports', 'casino', 'account'] as const;
  if (typeof settingsCdnBase !== 'string' || originOf(settingsCdnBase) === undefined) return undefined;
  if (!names.every((name) => typeof remotes[name] === 'string' && originOf(remotes[name]) !== undefined)) {
    return undefined;
  }
  if (!isStringArray(allowedRemoteOrigins)) return undefined;
  return {
    settingsCdnBase,
    apiBase: typeof apiBase === 'string' ? apiBase : undefined,
    remotes: remotes as PlatformHints['remotes'],
    allowedRemoteOrigins,
    knownHostnames: isStringArray(knownHostnames) ? knownHostnames : [],
    whitelistedDomains: isStringArray(whitelistedDomains) ? whitelistedDomains : undefined,
  };
}

/** The `remotes` overrides of the settings this browser stored on an earlier visit, if any. */
function storedRemoteOverrides(readStorage: EarlyStartEnvironment['readStorage']): Record<string, string> | undefined {
  try {
    const stored: unknown = JSON.parse(readStorage(earlyStorageKeys.domainSetting) ?? 'null');
    if (!isRecord(stored) || !isRecord(stored.remotes)) return undefined;
    return Object.fromEntries(
      Object.entries(stored.remotes).filter(([, entry]) => typeof entry === 'string'),
    ) as Record<string, string>;
  } catch {
    return undefined;
  }
}

/**
 * Opens connections early. Fetches that read across origins (settings, manifests) use a separate
 * pool from scripts and images, so each origin gets both kinds.
 */
function preconnect(doc: Document, origins: Iterable<string>): void {
  for (const origin of new Set(origins)) {
    for (const anonymous of [true, false]) {
      const link = doc.createElement('link');
      link.rel = 'preconnect';
      link.href = origin;
      if (anonymous) link.crossOrigin = 'anonymous';
      doc.head.append(link);
    }
  }
}

/** An image address the settings schema would keep: http(s), or a path on this origin. */
function safeImageUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined;
  // Whitespace, control characters and backslashes are what a URL parser rewrites or drops.
  if ([...value].some((character) => character <= ' ' || character === '\\')) return undefined;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return originOf(value) === undefined ? undefined : value;
}

/**
 * As soon as the settings files arrive, instead of after the app has rendered: the brand's logo in
 * the loading overlay, and the brand images the first screen shows. The brand's own value wins, the
 * default-domain file fills a gap, as when the settings are merged.
 *
 * Before an auth page the overlay shows the auth logo in the box the login card gives it: the
 * largest thing the login page paints is that logo, and the player sees it while the page's code is
 * still on its way instead of after the first render (ADR 0063).
 */
async function showBrandEarly(doc: Document, files: SettingsFiles, layout: LayoutName | undefined): Promise<void> {
  const [brand, defaults] = await Promise.all([files.brand.catch(() => undefined), files.defaults]);
  if (!isRecord(brand)) return;
  const fallback = defaults.ok && isRecord(defaults.value) ? defaults.value : {};
  const image = (field: string) => safeImageUrl(brand[field] ?? fallback[field]);

  const authLogo = layout === 'auth' ? image('authLogoImage') : undefined;
  const logo = authLogo ?? image('mainLogo');
  if (logo !== undefined) setOverlayLogo(logo, doc, { asAuthCard: authLogo !== undefined });
  for (const field of layout === undefined ? [] : layoutImages[layout]) {
    const href = image(field);
    if (href === undefined) continue;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.href = href;
    doc.head.append(link);
  }
}

function hasAccessToken(readStorage: EarlyStartEnvironment['readStorage']): boolean {
  const token = readStorage(earlyStorageKeys.accessToken);
  return token !== null && token.trim() !== '';
}

/** Starts the early requests; the app picks up what they bring when its code has loaded. */
export function startEarly(env: EarlyStartEnvironment): EarlyStart {
  const platform = requestPlatformConfig(env.fetch);
  let settingsFiles: SettingsFiles | undefined;

  const settled = platform.then(
    async (body) => {
      const hints = platformHints(body);
      const hostname = env.location.hostname;
      if (!hints || (hints.whitelistedDomains && !isWhitelisted(hostname, hints.whitelistedDomains))) return;

      // A CDN slow to answer holds the player on the overlay: it says which try this is.
      const language = earlyLanguage(
        env.readStorage(languageStorageKey),
        env.browserLanguages ?? globalThis.navigator?.languages,
      );
      const connection = showConnectionStatus(env.document, { language });
      const files = requestSettingsFiles({
        settingsCdnBase: hints.settingsCdnBase,
        hostname,
        fetch: env.fetch,
        onAttempt: connection.onAttempt,
      });
      settingsFiles = files;
      files.brand.then(connection.end, connection.end);

      const screen = {
        hostname,
        knownHostnames: hints.knownHostnames,
        loggedIn: hasAccessToken(env.readStorage),
      };
      const layout = firstScreenRoute(env.location.pathname, screen)?.layout;
      if (layout !== undefined) env.preloadLayout(layout);
      const images = showBrandEarly(env.document, files, layout);

      // The brand may point a remote elsewhere; until its settings say so, the last visit's choice
      // is the best guess, and start-app corrects the registration if the guess was wrong.
      const { remotes } = resolveRemotes(hints, storedRemoteOverrides(env.readStorage));
      const modules = firstScreenModules(env.location.pathname, {
        ...screen,
        sidebarBesidePage: env.matchesMedia(sidebarBesidePageQuery),
      });
      const wanted = new Set(modules.map((id) => id.slice(0, id.indexOf('/'))));
      const remoteOrigins = remotes.filter((remote) => wanted.has(remote.name)).map((remote) => originOf(remote.entry));
      const apiOrigin = originOf(hints.apiBase ?? hints.settingsCdnBase);
      preconnect(
        env.document,
        [apiOrigin, originOf(hints.settingsCdnBase), ...remoteOrigins].filter((origin) => origin !== undefined),
      );

      env.registerRemotes(remotes);
      await Promise.all([env.preloadModules(modules), images]);
    },
    // The app reports a platform.json that cannot be read; nothing is preloaded without one.
    () => undefined,
  );

  return {
    platform,
    takeSettingsFiles: () => {
      const files = settingsFiles;
      settingsFiles = undefined;
      return files;
    },
    settled,
  };
}
