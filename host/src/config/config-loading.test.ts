import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { cacheBustingKey, DomainSettingsError, loadDomainSettings, settingsFileUrl } from './domain-settings-loader';
import { loadPlatformConfig, PlatformConfigError } from './platform-config';

const jsonResponse = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

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

describe('loadDomainSettings', () => {
  it('asks the CDN for the hostname file with a key and no cache', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const settings = await loadDomainSettings('http://cdn.test/cdn/', 'gold.localhost', async (url, init) => {
      calls.push([String(url), init]);
      return jsonResponse({ domainTitle: 'Gold' });
    });
    expect(settings.domainTitle).toBe('Gold');
    expect(calls[0]?.[0]).toMatch(/^http:\/\/cdn\.test\/cdn\/settings\/gold\.localhost\.json\?key=\d{3,4}$/);
    expect(calls[0]?.[1]).toEqual({ cache: 'no-cache' });
  });

  it('encodes the hostname into the path', () => {
    expect(settingsFileUrl('http://cdn.test', 'a/b', 500)).toBe('http://cdn.test/settings/a%2Fb.json?key=500');
  });

  it.each([
    ['a missing file', jsonResponse({ error: 'nope' }, 404), 'The settings of gold.localhost answered 404.'],
    ['malformed JSON', jsonResponse('{"domainTitle":'), 'The settings of gold.localhost are not valid JSON.'],
    ['a file without a title', jsonResponse({ domain: 'gold' }), 'The settings of gold.localhost are invalid.'],
  ])('rejects %s with a clear message', async (_case, response, message) => {
    await expect(loadDomainSettings('http://cdn.test', 'gold.localhost', async () => response)).rejects.toEqual(
      new DomainSettingsError(message),
    );
  });
});

describe('loadPlatformConfig', () => {
  const valid = {
    settingsCdnBase: 'http://localhost:4000/cdn',
    remotes: {
      auth: 'http://localhost:3001/mf-manifest.json',
      sports: 'http://localhost:3002/mf-manifest.json',
      casino: 'http://localhost:3003/mf-manifest.json',
      account: 'http://localhost:3004/mf-manifest.json',
    },
    allowedRemoteOrigins: ['http://localhost:3001'],
  };

  it('reads platform.json beside index.html, uncached', async () => {
    let requested = '';
    const config = await loadPlatformConfig(async (url, init) => {
      requested = `${String(url)} ${init?.cache}`;
      return jsonResponse(valid);
    });
    expect(requested).toBe('/platform.json no-cache');
    expect(config.knownHostnames).toEqual([]);
  });

  it('names what is wrong with an invalid file', async () => {
    const load = loadPlatformConfig(async () => jsonResponse({ ...valid, remotes: { auth: 'not a url' } }));
    await expect(load).rejects.toBeInstanceOf(PlatformConfigError);
    await expect(load).rejects.toThrow(/platform\.json is invalid: .*remotes/s);
  });

  it('reports a file that is missing', async () => {
    await expect(loadPlatformConfig(async () => jsonResponse('', 404))).rejects.toThrow('platform.json answered 404.');
  });
});
