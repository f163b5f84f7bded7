import {
  browserWakeups,
  domainSettingsSchema,
  getSettingExpiry,
  payloadCodecFor,
  setPayloadCodec,
  settingsStore,
  storageKeys,
  type DomainSettings,
} from '@exchange/shared';

import { isDomainSettingsError, loadDomainSettings } from './domain-settings-loader';
import type { PlatformConfig } from './platform-config';
import { siteStatusStore } from './site-status';

export type SettingsLoader = typeof loadDomainSettings;

export interface BrandLoad {
  settings: DomainSettings;
  /** The brand says it is suspended, or its settings could not be loaded. */
  suspended: boolean;
  /** Why loading failed, to show the player: the error, with the server's message and refusal code when it sent them. */
  failure?: Error;
}

function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable; the settings then live in memory for this page only.
  }
}

/** The settings this browser stored on an earlier visit, if they are still valid. */
export function readStoredDomainSetting(): DomainSettings | null {
  try {
    const stored = localStorage.getItem(storageKeys.domainSetting);
    if (stored === null) return null;
    const parsed = domainSettingsSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Makes loaded settings the brand's: the store, the stored copy, the API address and the codec. */
export function applyDomainSettings(settings: DomainSettings): void {
  settingsStore.getState().setDomainSetting(settings);
  writeStorage(storageKeys.domainSetting, JSON.stringify(settings));
  if (settings.baseUrl) writeStorage(storageKeys.baseUrl, settings.baseUrl);
  // The settings file's game and TV lists, under the specification's own keys.
  if (settings.games !== undefined) writeStorage(storageKeys.games, JSON.stringify(settings.games));
  if (settings.tv !== undefined) writeStorage(storageKeys.tv, JSON.stringify(settings.tv));
  setPayloadCodec(payloadCodecFor(settings.codec));
}

/**
 * Loads the brand's settings and decides whether the site is suspended. A failure never shows
 * another brand: the page keeps only what this hostname stored before, or its own name.
 */
export async function loadBrand(
  platform: Pick<PlatformConfig, 'settingsCdnBase'>,
  hostname: string,
  load: SettingsLoader = loadDomainSettings,
): Promise<BrandLoad> {
  siteStatusStore.setState({ lastLoadAt: Date.now() });
  try {
    const settings = await load({ settingsCdnBase: platform.settingsCdnBase, hostname });
    applyDomainSettings(settings);
    const suspended = settings.siteSuspended === true;
    siteStatusStore.getState().setSuspended(suspended);
    return { settings, suspended };
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    if (!isDomainSettingsError(error)) console.error('Loading the brand settings failed.', error);
    // Storage is per origin, so a stored copy is this hostname's own from an earlier visit.
    const settings = readStoredDomainSetting() ?? { domainTitle: hostname };
    settingsStore.getState().setDomainSetting(settings);
    siteStatusStore.getState().setSuspended(true);
    return { settings, suspended: true, failure };
  }
}

/** A suspended site asks for its settings again at most this often. */
export const suspendedRefreshIntervalMs = 15_000;

/**
 * A suspended site's navigations refresh the settings, so the site comes back soon after the
 * operator lifts the suspension: one refresh at a time, and not straight after the last load.
 */
export async function refreshSuspendedBrand(
  platform: Pick<PlatformConfig, 'settingsCdnBase'>,
  hostname: string,
  load: SettingsLoader = loadDomainSettings,
  now: number = Date.now(),
): Promise<void> {
  const status = siteStatusStore.getState();
  if (now - status.lastLoadAt < suspendedRefreshIntervalMs) return;
  await refreshOnce(platform, hostname, load);
}

/** Loads the brand again unless a refresh is under way already: one at a time. */
async function refreshOnce(
  platform: Pick<PlatformConfig, 'settingsCdnBase'>,
  hostname: string,
  load: SettingsLoader,
): Promise<void> {
  const status = siteStatusStore.getState();
  if (status.refreshing) return;
  status.setRefreshing(true);
  try {
    await loadBrand(platform, hostname, load);
  } finally {
    siteStatusStore.getState().setRefreshing(false);
  }
}

/** While the site shows maintenance, its first check for the settings comes this long after the last load. */
export const recoveryCheckIntervalMs = 5_000;
/** The longest wait between two checks: the waits double from `recoveryCheckIntervalMs` up to this. */
export const recoveryMaxIntervalMs = 60_000;

/**
 * The wait before check number `check` (1 for the first after a failed one): the ceiling doubles
 * from 5 s to 60 s, and the wait is drawn between half the ceiling and the ceiling ("equal jitter"),
 * so that the players of a brand whose settings failed together do not all ask again together.
 */
export function recoveryDelayMs(check: number, random: () => number = Math.random): number {
  const ceiling = Math.min(recoveryMaxIntervalMs, recoveryCheckIntervalMs * 2 ** Math.max(0, check - 1));
  const draw = Math.min(Math.max(random(), 0), 1);
  return Math.round(ceiling / 2 + (draw * ceiling) / 2);
}

export interface RecoveryWatchOptions {
  readonly load?: SettingsLoader;
  readonly timers?: { setTimeout(callback: () => void, delayMs: number): unknown; clearTimeout(handle: unknown): void };
  /**
   * The moments to ask at once (answers the unsubscribe): by default back online, back in the tab,
   * or the player pressing "Check now".
   */
  readonly wakeups?: (wake: () => void) => () => void;
  readonly now?: () => number;
  /** Draws for the jitter, in [0, 1). */
  readonly random?: () => number;
}

const pageTimers = {
  setTimeout: (callback: () => void, delayMs: number): unknown => globalThis.setTimeout(callback, delayMs),
  clearTimeout: (handle: unknown) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** The browser's wake-ups (online, visible) and the maintenance page's "Check now". */
function recoveryWakeups(wake: () => void): () => void {
  const stopBrowser = browserWakeups(wake);
  const stopButton = siteStatusStore.subscribe((state, previous) => {
    if (state.checkNowRequests !== previous.checkNowRequests) wake();
  });
  return () => {
    stopBrowser();
    stopButton();
  };
}

/**
 * While the site is suspended (its settings could not be loaded, or the brand says so), asks for
 * the settings again for as long as the page is open (the specification's "retries recursively"):
 * the first time `recoveryCheckIntervalMs` after the last load, then after waits that double up to
 * `recoveryMaxIntervalMs` with jitter, and at once when the browser comes back online, the player
 * back to the tab, or the player presses "Check now". Every kind of failure is asked again, a
 * missing file (404) too: an operator may be publishing it. The progress is kept in the site
 * status (`recovery`) for the maintenance page to show. The site comes back by itself as soon as
 * the settings load and do not say suspended, without the player reloading. Answers the stop.
 */
export function watchForRecovery(
  platform: Pick<PlatformConfig, 'settingsCdnBase'>,
  hostname: string,
  {
    load = loadDomainSettings,
    timers = pageTimers,
    wakeups = recoveryWakeups,
    now = Date.now,
    random = Math.random,
  }: RecoveryWatchOptions = {},
): () => void {
  let stopped = false;
  let timer: unknown;
  let checks = 0;
  const schedule = (delayMs: number) => {
    siteStatusStore.setState({ recovery: { checks, nextCheckAt: now() + delayMs } });
    timer = timers.setTimeout(() => void check(), delayMs);
  };
  const check = async () => {
    timer = undefined;
    if (stopped || !siteStatusStore.getState().suspended) return;
    checks += 1;
    await refreshOnce(platform, hostname, load);
    if (stopped) return;
    if (siteStatusStore.getState().suspended) schedule(recoveryDelayMs(checks, random));
    else siteStatusStore.setState({ recovery: null });
  };
  const sinceLastLoad = now() - siteStatusStore.getState().lastLoadAt;
  schedule(Math.min(recoveryCheckIntervalMs, Math.max(0, recoveryCheckIntervalMs - sinceLastLoad)));
  const stopWakeups = wakeups(() => {
    // A check under way answers for itself; otherwise the wait ends now.
    if (stopped || timer === undefined) return;
    timers.clearTimeout(timer);
    void check();
  });
  return () => {
    stopped = true;
    stopWakeups();
    if (timer !== undefined) timers.clearTimeout(timer);
    siteStatusStore.setState({ recovery: null });
  };
}

/** How often navigations may ask the server whether the brand's settings changed. */
export const settingsExpiryCheckIntervalMs = 5 * 60 * 1000;

let lastSeenExpiry: string | null = null;
let lastExpiryCheck = Number.NEGATIVE_INFINITY;

/**
 * Reloads the brand's settings when the server says they changed since the last check
 * (`api/setting/GetSettingExpiry`), at most once per interval. The first answer is the baseline.
 */
export async function refreshWhenSettingsChange(
  platform: Pick<PlatformConfig, 'settingsCdnBase'>,
  hostname: string,
  now: number = Date.now(),
  load: SettingsLoader = loadDomainSettings,
): Promise<boolean> {
  if (now - lastExpiryCheck < settingsExpiryCheckIntervalMs) return false;
  lastExpiryCheck = now;
  let expiry: string;
  try {
    expiry = String((await getSettingExpiry({ domain: hostname })).expiry ?? '');
  } catch (error) {
    console.warn('Could not ask whether the brand settings changed.', error);
    return false;
  }
  const changed = lastSeenExpiry !== null && expiry !== lastSeenExpiry;
  lastSeenExpiry = expiry;
  if (changed) await loadBrand(platform, hostname, load);
  return changed;
}
