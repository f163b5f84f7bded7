import { networkErrorMessage } from '@exchange/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  attemptTimeoutMs,
  attemptTimeoutsMs,
  defaultRetryPolicy,
  fetchSettingsFile,
  requestSettingsFiles,
  settingsNetworkMessage,
  settingsWaitLimitMs,
  type SettingsAttempt,
  type SettingsRequestOptions,
} from './settings-files';

const cdnBase = 'http://cdn.test/cdn';

/** A CDN that answers every request with `status`, counting the requests per file. */
function answering(status: number, body: unknown = { domainTitle: 'Gold' }) {
  const files: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    files.push(/\/settings\/([^/?]+)\.json/.exec(String(input))?.[1] ?? '');
    return new Response(JSON.stringify(body), { status });
  });
  return { fetch: fetch as typeof globalThis.fetch, files };
}

/** A CDN that never answers: each request hangs until its time limit aborts it, which is noted. */
function silentCdn() {
  const started: number[] = [];
  const aborted: number[] = [];
  const fetch = (_input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      started.push(Date.now());
      init?.signal?.addEventListener('abort', () => {
        aborted.push(Date.now());
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  return { fetch: fetch as typeof globalThis.fetch, started, aborted };
}

const options = (overrides: Partial<SettingsRequestOptions>): SettingsRequestOptions => ({
  settingsCdnBase: cdnBase,
  hostname: 'gold.localhost',
  random: () => 0.5,
  sleep: async () => undefined,
  ...overrides,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('settingsNetworkMessage', () => {
  it("is the shared package's network message, which this file may not load", () => {
    expect(settingsNetworkMessage).toBe(networkErrorMessage);
  });
});

describe('the time limits of the settings attempts', () => {
  it('rise from 5 s, which a slow phone needs for its first try, to 9 s over four attempts', () => {
    expect(attemptTimeoutsMs).toEqual([5_000, 6_000, 7_000, 9_000]);
    expect(defaultRetryPolicy.maxAttempts).toBe(4);
    expect([1, 2, 3, 4, 5].map((attempt) => attemptTimeoutMs(attempt))).toEqual([5_000, 6_000, 7_000, 9_000, 9_000]);
    expect(attemptTimeoutMs(3, 250)).toBe(250);
  });

  it('bound the wait on a CDN that never answers to under 30 s, backoff included', () => {
    // 5 + 6 + 7 + 9 s of attempts, and at most 0.3 + 0.6 + 1.2 s of backoff.
    expect(settingsWaitLimitMs()).toBe(29_100);
  });

  it('abort each attempt after its own limit, and give up within the bound', async () => {
    vi.useFakeTimers();
    const cdn = silentCdn();
    const startedAt = Date.now();
    // The highest jitter draw: the longest backoff the policy allows.
    const settled = fetchSettingsFile('gold.localhost', 'gold.localhost', {
      settingsCdnBase: cdnBase,
      hostname: 'gold.localhost',
      fetch: cdn.fetch,
      random: () => 0.9999,
    }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);

    await expect(settled).resolves.toMatchObject({
      kind: 'unreachable',
      message: 'The settings of gold.localhost did not answer within 9000 ms.',
    });
    expect(cdn.aborted.map((at, index) => at - (cdn.started[index] ?? 0))).toEqual([5_000, 6_000, 7_000, 9_000]);
    const gaveUpAfter = (cdn.aborted.at(-1) ?? 0) - startedAt;
    expect(gaveUpAfter).toBeGreaterThan(27_000);
    expect(gaveUpAfter).toBeLessThanOrEqual(settingsWaitLimitMs());
  });
});

describe('onAttempt', () => {
  it('is told of each attempt as it starts, with its number, the number of attempts and its limit', async () => {
    const cdn = answering(503);
    const attempts: SettingsAttempt[] = [];
    await expect(
      fetchSettingsFile(
        'gold.localhost',
        'gold.localhost',
        options({ fetch: cdn.fetch, onAttempt: (a) => attempts.push(a) }),
      ),
    ).rejects.toMatchObject({ kind: 'unreachable', status: 503 });
    expect(attempts).toEqual([
      { attempt: 1, maxAttempts: 4, timeoutMs: 5_000 },
      { attempt: 2, maxAttempts: 4, timeoutMs: 6_000 },
      { attempt: 3, maxAttempts: 4, timeoutMs: 7_000 },
      { attempt: 4, maxAttempts: 4, timeoutMs: 9_000 },
    ]);
    expect(cdn.files).toHaveLength(4);
  });

  it('hears of one attempt only for a 404, which is not asked again', async () => {
    const cdn = answering(404, { success: false, error: { message: 'gold.localhost.json not found' } });
    const onAttempt = vi.fn();
    await expect(
      fetchSettingsFile('gold.localhost', 'gold.localhost', options({ fetch: cdn.fetch, onAttempt })),
    ).rejects.toMatchObject({ kind: 'not-found', status: 404 });
    expect(cdn.files).toEqual(['gold.localhost']);
    expect(onAttempt.mock.calls).toEqual([[{ attempt: 1, maxAttempts: 4, timeoutMs: 5_000 }]]);
  });

  it("follows the brand's own file, not the default-domain file requested beside it", async () => {
    const cdn = answering(500);
    const onAttempt = vi.fn<(attempt: SettingsAttempt) => void>();
    const files = requestSettingsFiles(options({ fetch: cdn.fetch, onAttempt, maxAttempts: 2 }));
    await expect(files.brand).rejects.toMatchObject({ status: 500 });
    await expect(files.defaults).resolves.toMatchObject({ ok: false });
    expect(cdn.files.filter((file) => file === 'default')).toHaveLength(2);
    expect(onAttempt.mock.calls.map(([attempt]) => attempt.attempt)).toEqual([1, 2]);
  });

  it('cannot stop the settings from loading by throwing', async () => {
    const cdn = answering(200);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onAttempt = () => {
      throw new Error('observer broke');
    };
    await expect(
      fetchSettingsFile('gold.localhost', 'gold.localhost', options({ fetch: cdn.fetch, onAttempt })),
    ).resolves.toEqual({ domainTitle: 'Gold' });
    expect(consoleError).toHaveBeenCalledOnce();
    consoleError.mockRestore();
  });
});
