import { networkErrorMessage } from '@exchange/shared';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';

import {
  backoffDelay,
  cacheBustingKey,
  defaultRetryPolicy,
  DomainSettingsError,
  isTestHost,
  isWhitelisted,
  loadDomainSettings,
  settingsFileStem,
  settingsFileUrl,
  type LoadDomainSettingsOptions,
} from './domain-settings-loader';
import { requestSettingsFiles, settingsNetworkMessage } from './settings-files';

const jsonResponse = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

type Answer = Response | Error | (() => Response | Promise<Response>);

/**
 * A settings CDN in memory: each file answers from its list, the last answer repeating. Files it
 * does not know answer 404 with the api's envelope.
 */
function fakeCdn(files: Record<string, Answer | Answer[]>) {
  const requests: { url: string; file: string; init: RequestInit | undefined }[] = [];
  const served = new Map<string, number>();
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const file = /\/settings\/([^/?]+)\.json\?/.exec(url)?.[1] ?? '';
    requests.push({ url, file, init });
    const answers = files[decodeURIComponent(file)];
    if (answers === undefined)
      return jsonResponse({ success: false, error: { message: `${file}.json not found` } }, 404);
    const list = Array.isArray(answers) ? answers : [answers];
    const index = served.get(file) ?? 0;
    served.set(file, index + 1);
    const answer = list[Math.min(index, list.length - 1)] as Answer;
    if (answer instanceof Error) throw answer;
    return typeof answer === 'function' ? answer() : answer.clone();
  };
  const callsFor = (file: string) => requests.filter((request) => request.file === file);
  return { fetch: fetchImpl as typeof fetch, requests, callsFor };
}

function load(cdn: ReturnType<typeof fakeCdn>, overrides: Partial<LoadDomainSettingsOptions> = {}) {
  const sleep = vi.fn(async (_ms: number) => undefined);
  const onWarning = vi.fn();
  const result = loadDomainSettings({
    settingsCdnBase: 'http://cdn.test/cdn/',
    hostname: 'gold.localhost',
    fetch: cdn.fetch,
    random: () => 0.5,
    sleep,
    onWarning,
    ...overrides,
  });
  return { result, sleep, onWarning };
}

const gold = { domainTitle: 'Gold Exchange', football: true };

describe('the cache-busting key', () => {
  it('is an integer from 100 to 1000 for any random draw', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (draw) => {
        const key = cacheBustingKey(() => draw);
        return Number.isInteger(key) && key >= 100 && key <= 1000;
      }),
    );
    expect(cacheBustingKey(() => 0)).toBe(100);
    expect(cacheBustingKey(() => 0.9999999)).toBe(1000);
  });
});

describe('settingsFileUrl', () => {
  it('encodes the file name into the path', () => {
    expect(settingsFileUrl('http://cdn.test', 'a/b', 500)).toBe('http://cdn.test/settings/a%2Fb.json?key=500');
  });
});

describe('which settings file a host reads', () => {
  it.each([
    ['localhost', 'localhost'],
    ['127.0.0.1', 'localhost'],
    ['[::1]', 'localhost'],
    ['test.gold.example', 'localhost'],
    ['gold.preview.example', 'localhost'],
    ['Gold.Test.Example.', 'localhost'],
    ['gold.localhost', 'gold.localhost'],
    ['test.localhost', 'test.localhost'],
    ['preview.localhost', 'preview.localhost'],
    ['contest.example', 'contest.example'],
    ['latest-preview.example', 'latest-preview.example'],
    ['Gold.Example', 'gold.example'],
  ])('%s reads %s.json', (hostname, stem) => {
    expect(settingsFileStem(hostname)).toBe(stem);
    expect(isTestHost(hostname)).toBe(stem === 'localhost');
  });
});

describe('loadDomainSettings', () => {
  it('asks the CDN for the hostname file with a key and no cache', async () => {
    const cdn = fakeCdn({ 'gold.localhost': jsonResponse(gold) });
    const settings = await load(cdn).result;
    expect(settings.domainTitle).toBe('Gold Exchange');
    const [request] = cdn.callsFor('gold.localhost');
    expect(request?.url).toMatch(/^http:\/\/cdn\.test\/cdn\/settings\/gold\.localhost\.json\?key=\d{3,4}$/);
    expect(request?.init?.cache).toBe('no-cache');
  });

  it('validates the files the start-up requested for this host, and asks afresh for another', async () => {
    const early = fakeCdn({ 'gold.localhost': jsonResponse(gold), default: jsonResponse({ domainTitle: 'Default' }) });
    const requested = requestSettingsFiles({
      settingsCdnBase: 'http://cdn.test/cdn/',
      hostname: 'gold.localhost',
      fetch: early.fetch,
    });
    const later = fakeCdn({ 'gold.localhost': jsonResponse({ ...gold, domainTitle: 'Fresh' }) });

    await expect(load(later, { requested }).result).resolves.toMatchObject({ domainTitle: 'Gold Exchange' });
    expect(later.requests).toEqual([]);
    await expect(load(later, { requested, hostname: 'gold.localhost.' }).result).resolves.toMatchObject({
      domainTitle: 'Fresh',
    });
    expect(later.callsFor('gold.localhost')).toHaveLength(1);
  });

  it('reads the test variant on localhost, test and preview hosts', async () => {
    const cdn = fakeCdn({ localhost: jsonResponse({ domainTitle: 'Test Exchange' }) });
    for (const hostname of ['localhost', 'test.gold.example', 'gold.preview.example']) {
      await expect(load(cdn, { hostname }).result).resolves.toMatchObject({ domainTitle: 'Test Exchange' });
    }
    expect(cdn.requests.filter((request) => request.file !== 'default').map((request) => request.file)).toEqual([
      'localhost',
      'localhost',
      'localhost',
    ]);
  });

  it('fills what the brand leaves out from the default-domain file, never overriding the brand', async () => {
    const cdn = fakeCdn({
      default: jsonResponse({
        domainTitle: 'Exchange',
        description: 'Sports betting exchange and casino',
        supportLink: 'https://support.example',
        football: true,
        tennis: true,
        showDepositW: false,
      }),
      'gold.localhost': jsonResponse({ domainTitle: 'Gold Exchange', tennis: false, showDepositW: null }),
    });
    await expect(load(cdn).result).resolves.toMatchObject({
      domainTitle: 'Gold Exchange',
      description: 'Sports betting exchange and casino',
      supportLink: 'https://support.example',
      football: true,
      tennis: false,
      showDepositW: false,
    });
  });

  it('runs on the brand file alone, and says so, when the default-domain file is unusable', async () => {
    for (const defaults of [
      jsonResponse('', 404),
      jsonResponse('{'),
      jsonResponse({ tennis: 'yes' }),
      jsonResponse([1]),
    ]) {
      const cdn = fakeCdn({ default: defaults, 'gold.localhost': jsonResponse(gold) });
      const { result, onWarning } = load(cdn);
      await expect(result).resolves.toEqual(gold);
      expect(onWarning).toHaveBeenCalledOnce();
    }
  });

  it('never gives a host without a file of its own another brand’s settings', async () => {
    const cdn = fakeCdn({ default: jsonResponse({ domainTitle: 'Default Exchange' }) });
    const error = await load(cdn, { hostname: 'unknown.example' }).result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DomainSettingsError);
    expect(error).toMatchObject({ kind: 'not-found', status: 404, message: 'unknown.example.json not found' });
    expect(cdn.callsFor('unknown.example')).toHaveLength(1);
  });

  it("keeps the server's refusal code beside its message, for the toast to say in the player's language", async () => {
    const body = {
      success: false,
      error: { message: 'Settings file not found', code: 'settingsFileNotFound', values: {} },
    };
    const cdn = fakeCdn({ 'gold.localhost': jsonResponse(body, 404) });
    await expect(load(cdn).result).rejects.toMatchObject({
      kind: 'not-found',
      message: 'Settings file not found',
      said: { key: 'refusals.settingsFileNotFound', values: {} },
    });
  });

  it('uses its own message when the server gives none', async () => {
    const cdn = fakeCdn({ 'gold.localhost': jsonResponse('<html>gone</html>', 404) });
    await expect(load(cdn).result).rejects.toMatchObject({
      kind: 'not-found',
      message: 'The settings of gold.localhost answered 404.',
    });
  });

  it.each([
    ['malformed JSON', jsonResponse('{"domainTitle":'), 'The settings of gold.localhost are not valid JSON.'],
    [
      'a file without a title',
      jsonResponse({ domain: 'gold' }),
      /^The settings of gold\.localhost are invalid: domainTitle/,
    ],
    ['a flag of the wrong type', jsonResponse({ domainTitle: 'G', football: 'on' }), /invalid: football/],
    ['a list', jsonResponse([gold]), /are invalid/],
  ])('rejects %s as invalid, without retrying', async (_case, response, message) => {
    const cdn = fakeCdn({ 'gold.localhost': response, default: jsonResponse({ domainTitle: 'Default' }) });
    const error = await load(cdn).result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DomainSettingsError);
    expect(error).toMatchObject({ kind: 'invalid', message: expect.stringMatching(message) });
    expect(cdn.callsFor('gold.localhost')).toHaveLength(1);
  });

  it('drops a javascript: support link instead of rendering it, even with a default to fall back on', async () => {
    const cdn = fakeCdn({
      default: jsonResponse({ domainTitle: 'Default', supportLink: 'https://support.example' }),
      'gold.localhost': jsonResponse({ ...gold, supportLink: 'javascript:alert(document.cookie)' }),
    });
    const settings = await load(cdn).result;
    expect(settings.supportLink).toBeUndefined();
  });

  it('retries network errors and 5xx with a fresh key, then succeeds', async () => {
    const cdn = fakeCdn({
      default: jsonResponse({ domainTitle: 'Default' }),
      'gold.localhost': [new TypeError('Failed to fetch'), jsonResponse('', 503), jsonResponse(gold)],
    });
    let draw = 0;
    const { result, sleep } = load(cdn, { random: () => [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7][draw++ % 7] ?? 0 });
    await expect(result).resolves.toMatchObject(gold);
    const urls = cdn.callsFor('gold.localhost').map((request) => request.url);
    expect(urls).toHaveLength(3);
    expect(sleep).toHaveBeenCalledTimes(2);
    expect(sleep.mock.calls.every(([ms]) => ms >= 0 && ms <= defaultRetryPolicy.maxDelayMs)).toBe(true);
  });

  it('gives up after the last attempt with the specification’s network message, in the player’s language', async () => {
    const failure = new TypeError('Failed to fetch');
    const cdn = fakeCdn({ 'gold.localhost': failure });
    const { result, sleep } = load(cdn, { maxAttempts: 4 });
    await expect(result).rejects.toMatchObject({
      kind: 'unreachable',
      message: networkErrorMessage,
      said: { key: 'errors.network', values: {} },
      cause: failure,
    });
    expect(settingsNetworkMessage).toBe(networkErrorMessage);
    expect(cdn.callsFor('gold.localhost')).toHaveLength(4);
    expect(sleep).toHaveBeenCalledTimes(3);
  });

  it('gives up on a failing server with the server’s message', async () => {
    const cdn = fakeCdn({
      'gold.localhost': jsonResponse({ success: false, error: { message: 'Settings store is down' } }, 502),
    });
    await expect(load(cdn, { maxAttempts: 2 }).result).rejects.toMatchObject({
      kind: 'unreachable',
      status: 502,
      message: 'Settings store is down',
    });
    expect(cdn.callsFor('gold.localhost')).toHaveLength(2);
  });

  it('does not retry a refusal such as 403', async () => {
    const cdn = fakeCdn({ 'gold.localhost': jsonResponse('', 403) });
    await expect(load(cdn).result).rejects.toMatchObject({ kind: 'unreachable', status: 403 });
    expect(cdn.callsFor('gold.localhost')).toHaveLength(1);
  });

  it('counts an attempt that does not answer in time as a network failure', async () => {
    const hanging = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const { result } = load({ ...fakeCdn({}), fetch: hanging as typeof fetch }, { timeoutMs: 5, maxAttempts: 2 });
    await expect(result).rejects.toMatchObject({
      kind: 'unreachable',
      message: 'The settings of gold.localhost did not answer within 5 ms.',
    });
  });

  it('makes exactly min(failures + 1, maxAttempts) attempts, waiting between them within the backoff bounds', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 6 }),
        fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })),
        async (failures, maxAttempts, draws) => {
          const answers: Answer[] = [
            ...Array.from({ length: failures }, () => jsonResponse('', 500)),
            jsonResponse(gold),
          ];
          const cdn = fakeCdn({ 'gold.localhost': answers, default: jsonResponse({ domainTitle: 'Default' }) });
          const random = () => draws.next().value as number;
          const { result, sleep } = load(cdn, { maxAttempts, random });
          const outcome = await result.then(
            () => 'loaded',
            () => 'failed',
          );
          const attempts = cdn.callsFor('gold.localhost').length;
          const waits = sleep.mock.calls.map(([ms]) => ms);
          return (
            attempts === Math.min(failures + 1, maxAttempts) &&
            outcome === (failures < maxAttempts ? 'loaded' : 'failed') &&
            waits.every((ms, retry) => ms >= 0 && ms <= Math.min(3000, 300 * 2 ** retry))
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('backoffDelay', () => {
  it('stays within full jitter of an exponential capped at 3 s', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (retry, draw) => {
          const ceiling = Math.min(3000, 300 * 2 ** retry);
          const delay = backoffDelay(retry, () => draw);
          return Number.isInteger(delay) && delay >= 0 && delay < ceiling;
        },
      ),
    );
    expect(backoffDelay(0, () => 0.9999)).toBe(299);
    expect(backoffDelay(3, () => 0.5)).toBe(1200);
    expect(backoffDelay(10, () => 0.5)).toBe(1500);
  });
});

describe('isWhitelisted', () => {
  const whitelist = ['gold.localhost', 'Sky.Example', 'localhost'];

  it('matches the listed domains exactly, whatever their case or trailing dot', () => {
    expect(isWhitelisted('gold.localhost', whitelist)).toBe(true);
    expect(isWhitelisted('sky.example.', whitelist)).toBe(true);
    expect(isWhitelisted('localhost', whitelist)).toBe(true);
  });

  it('refuses other hosts, including look-alikes and subdomains', () => {
    for (const host of ['evil.gold.localhost', 'gold.localhost.evil.example', 'old.localhost', '', 'sky.example.com']) {
      expect(isWhitelisted(host, whitelist)).toBe(false);
    }
    expect(isWhitelisted('gold.localhost')).toBe(false);
  });
});
