import { getSettingExpiry, settingsStore } from '@exchange/shared';
import type * as SharedModule from '@exchange/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  applyDomainSettings,
  loadBrand,
  readStoredDomainSetting,
  recoveryCheckIntervalMs,
  recoveryDelayMs,
  recoveryMaxIntervalMs,
  refreshSuspendedBrand,
  refreshWhenSettingsChange,
  settingsExpiryCheckIntervalMs,
  suspendedRefreshIntervalMs,
  watchForRecovery,
} from './brand-settings';
import { DomainSettingsError } from './domain-settings-loader';
import { siteStatusStore } from './site-status';

vi.mock('@exchange/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof SharedModule>()),
  getSettingExpiry: vi.fn(),
}));

const platform = { settingsCdnBase: 'http://localhost:4000/cdn' };

describe('brand settings', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));

  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    siteStatusStore.setState({ suspended: false, refreshing: false, lastLoadAt: Number.NEGATIVE_INFINITY });
  });

  it('stores loaded settings under domainSetting and the brand API address under baseUrl', () => {
    applyDomainSettings({ domainTitle: 'Gold', baseUrl: 'https://api.gold.example' });
    expect(readStoredDomainSetting()).toMatchObject({ domainTitle: 'Gold' });
    expect(localStorage.getItem('baseUrl')).toBe('https://api.gold.example');
    expect(settingsStore.getState().domainSetting?.domainTitle).toBe('Gold');
  });

  it("stores the settings file's game and TV lists under games and tv", () => {
    const games = [{ id: 201206, code: 'sbe_aviator' }];
    const tv = [{ eventId: 7, channel: 'sport-1' }];
    applyDomainSettings({ domainTitle: 'Gold', games, tv });
    expect(JSON.parse(localStorage.getItem('games') ?? 'null')).toEqual(games);
    expect(JSON.parse(localStorage.getItem('tv') ?? 'null')).toEqual(tv);
  });

  it('ignores a stored copy that is no longer valid', () => {
    localStorage.setItem('domainSetting', '{"domain":"gold"}');
    expect(readStoredDomainSetting()).toBeNull();
    localStorage.setItem('domainSetting', 'not json');
    expect(readStoredDomainSetting()).toBeNull();
  });

  it('falls back to the copy this browser stored, never to another brand, when loading fails', async () => {
    applyDomainSettings({ domainTitle: 'Gold from last visit' });
    const result = await loadBrand(platform, 'gold.localhost', () =>
      Promise.reject(new DomainSettingsError('unreachable', 'The settings server is down')),
    );
    expect(result).toMatchObject({
      suspended: true,
      failure: expect.objectContaining({ message: 'The settings server is down' }),
      settings: { domainTitle: 'Gold from last visit' },
    });
    expect(localStorage.getItem('siteSuspended')).toBe('true');
  });

  it('lifts the suspension when a refresh finds the brand back', async () => {
    siteStatusStore.getState().setSuspended(true);
    await refreshSuspendedBrand(platform, 'gold.localhost', async () => ({ domainTitle: 'Gold' }));
    expect(siteStatusStore.getState().suspended).toBe(false);
    expect(localStorage.getItem('siteSuspended')).toBeNull();
  });

  it('does not refresh again straight after a load, nor twice at once', async () => {
    const load = vi.fn(async () => ({ domainTitle: 'Gold', siteSuspended: true }));
    await loadBrand(platform, 'gold.localhost', load);
    const loadedAt = siteStatusStore.getState().lastLoadAt;
    await refreshSuspendedBrand(platform, 'gold.localhost', load, loadedAt + 1_000);
    expect(load).toHaveBeenCalledTimes(1);

    const slow = vi.fn(
      () => new Promise<{ domainTitle: string }>((resolve) => setTimeout(() => resolve({ domainTitle: 'Gold' }), 20)),
    );
    const later = loadedAt + suspendedRefreshIntervalMs + 1;
    await Promise.all([
      refreshSuspendedBrand(platform, 'gold.localhost', slow, later),
      refreshSuspendedBrand(platform, 'gold.localhost', slow, later),
    ]);
    expect(slow).toHaveBeenCalledTimes(1);
  });
});

describe('refreshWhenSettingsChange', () => {
  it('reloads the brand only when the server reports a new expiry, and asks at most once per interval', async () => {
    const expiry = vi.mocked(getSettingExpiry);
    const load = vi.fn(async () => ({ domainTitle: 'Gold, updated' }));
    let now = 1_000_000;

    expiry.mockResolvedValue({ expiry: '2026-11-21T10:00:00.000Z' });
    expect(await refreshWhenSettingsChange(platform, 'gold.localhost', now, load)).toBe(false);
    expect(expiry).toHaveBeenCalledWith({ domain: 'gold.localhost' });

    expiry.mockResolvedValue({ expiry: '2026-11-21T11:00:00.000Z' });
    expect(await refreshWhenSettingsChange(platform, 'gold.localhost', now + 1_000, load)).toBe(false);
    expect(expiry).toHaveBeenCalledTimes(1);

    now += settingsExpiryCheckIntervalMs;
    expect(await refreshWhenSettingsChange(platform, 'gold.localhost', now, load)).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(settingsStore.getState().domainSetting?.domainTitle).toBe('Gold, updated');
  });
});

describe('watchForRecovery', () => {
  /** A clock the test fires by hand, and the wake-up it was handed. */
  function manual() {
    const pending = new Map<number, { delayMs: number; callback: () => void }>();
    let next = 1;
    let wake = () => {};
    return {
      timers: {
        setTimeout(callback: () => void, delayMs: number) {
          pending.set(next, { delayMs, callback });
          return next++;
        },
        clearTimeout(handle: unknown) {
          pending.delete(handle as number);
        },
      },
      wakeups: (callback: () => void) => {
        wake = callback;
        return () => {
          wake = () => {};
        };
      },
      delays: () => [...pending.values()].map((timer) => timer.delayMs),
      fire() {
        const [[handle, timer] = []] = [...pending.entries()];
        if (handle === undefined || timer === undefined) throw new Error('No timer is waiting');
        pending.delete(handle);
        timer.callback();
      },
      wake: () => wake(),
    };
  }

  afterEach(() => {
    siteStatusStore.setState({
      suspended: false,
      refreshing: false,
      lastLoadAt: Number.NEGATIVE_INFINITY,
      recovery: null,
    });
    localStorage.clear();
  });

  it('asks again every 5 s, the first time 5 s after the failed load, until the settings come back', async () => {
    const clock = manual();
    const failing = () => Promise.reject(new DomainSettingsError('unreachable', 'The settings server is down'));
    await loadBrand(platform, 'gold.localhost', failing);
    const loadedAt = siteStatusStore.getState().lastLoadAt;
    const answers = [failing, async () => ({ domainTitle: 'Gold' })];
    const load = vi.fn(() => (answers.shift() ?? failing)());
    const stop = watchForRecovery(platform, 'gold.localhost', {
      ...clock,
      load,
      now: () => loadedAt + 1_000,
      random: () => 1,
    });
    expect(clock.delays()).toEqual([recoveryCheckIntervalMs - 1_000]);

    clock.fire();
    await vi.waitFor(() => expect(clock.delays()).toEqual([recoveryCheckIntervalMs]));
    expect(siteStatusStore.getState().suspended).toBe(true);
    clock.fire();
    await vi.waitFor(() => expect(siteStatusStore.getState().suspended).toBe(false));
    expect(localStorage.getItem('siteSuspended')).toBeNull();
    expect(clock.delays()).toEqual([]);
    expect(load).toHaveBeenCalledTimes(2);
    stop();
  });

  it('doubles its wait up to 60 s with jitter, asks a missing file again, and shows how far it is', async () => {
    const clock = manual();
    siteStatusStore.getState().setSuspended(true);
    siteStatusStore.setState({ lastLoadAt: 1_000_000 });
    const missing = vi.fn(() => Promise.reject(new DomainSettingsError('not-found', 'No settings for gold')));
    let draw = 1;
    const stop = watchForRecovery(platform, 'gold.localhost', {
      ...clock,
      load: missing,
      now: () => 1_000_000,
      random: () => draw,
    });
    expect(siteStatusStore.getState().recovery).toEqual({
      checks: 0,
      nextCheckAt: 1_000_000 + recoveryCheckIntervalMs,
    });
    const waits: number[] = [];
    for (let check = 1; check <= 6; check += 1) {
      clock.fire();
      await vi.waitFor(() => expect(missing).toHaveBeenCalledTimes(check));
      await vi.waitFor(() => expect(clock.delays()).toHaveLength(1));
      waits.push(clock.delays()[0] ?? 0);
    }
    expect(waits).toEqual([5_000, 10_000, 20_000, 40_000, recoveryMaxIntervalMs, recoveryMaxIntervalMs]);
    expect(siteStatusStore.getState().recovery).toEqual({ checks: 6, nextCheckAt: 1_000_000 + recoveryMaxIntervalMs });

    // The jitter never waits less than half the ceiling.
    draw = 0;
    clock.fire();
    await vi.waitFor(() => expect(missing).toHaveBeenCalledTimes(7));
    await vi.waitFor(() => expect(clock.delays()).toEqual([recoveryMaxIntervalMs / 2]));
    expect(recoveryDelayMs(1, () => 0)).toBe(2_500);
    expect(recoveryDelayMs(3, () => 0.5)).toBe(15_000);
    stop();
    expect(siteStatusStore.getState().recovery).toBeNull();
  });

  it('checks at once when the player asks to check now', async () => {
    const clock = manual();
    siteStatusStore.getState().setSuspended(true);
    const load = vi.fn(async () => ({ domainTitle: 'Gold' }));
    const stop = watchForRecovery(platform, 'gold.localhost', { timers: clock.timers, load, now: () => Date.now() });
    siteStatusStore.getState().requestCheckNow();
    await vi.waitFor(() => expect(siteStatusStore.getState().suspended).toBe(false));
    expect(load).toHaveBeenCalledTimes(1);
    expect(siteStatusStore.getState().recovery).toBeNull();
    stop();
  });

  it('asks at once when the browser is back online or the tab visible, and nothing once stopped', async () => {
    const clock = manual();
    siteStatusStore.getState().setSuspended(true);
    const load = vi.fn(async () => ({ domainTitle: 'Gold', siteSuspended: true }));
    const stop = watchForRecovery(platform, 'gold.localhost', {
      ...clock,
      load,
      now: () => Date.now(),
      random: () => 1,
    });
    clock.fire();
    await vi.waitFor(() => expect(clock.delays()).toEqual([recoveryCheckIntervalMs]));

    clock.wake();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(clock.delays()).toEqual([2 * recoveryCheckIntervalMs]));
    stop();
    expect(clock.delays()).toEqual([]);
    clock.wake();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
