import { describe, expect, it } from 'vitest';

import {
  allowedGameOrigins,
  defaultApiBase,
  loadPlatformConfig,
  PlatformConfigError,
  platformConfigSchema,
} from './platform-config';
import { requestPlatformConfig } from './platform-request';

const jsonResponse = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

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

describe('loadPlatformConfig', () => {
  it('reads platform.json beside index.html as a CORS request with same-origin credentials', async () => {
    let request: Request | undefined;
    const config = await loadPlatformConfig(
      requestPlatformConfig(async (url, init) => {
        request = new Request(new URL(String(url), 'http://localhost:3000'), init);
        return jsonResponse(valid);
      }),
    );
    expect(config.knownHostnames).toEqual([]);

    // What index.html's preload asks for (platform-request.test.ts holds the two together).
    expect(request?.url).toBe('http://localhost:3000/platform.json');
    expect(request?.mode).toBe('cors');
    expect(request?.credentials).toBe('same-origin');
    expect(request?.cache).toBe('default');
  });

  it('uses the request the start-up already made', async () => {
    await expect(loadPlatformConfig(Promise.resolve(valid))).resolves.toMatchObject({ remotes: valid.remotes });
  });

  it('names what is wrong with an invalid file', async () => {
    const load = loadPlatformConfig(
      requestPlatformConfig(async () => jsonResponse({ ...valid, remotes: { auth: 'not a url' } })),
    );
    await expect(load).rejects.toBeInstanceOf(PlatformConfigError);
    await expect(load).rejects.toThrow(/platform\.json is invalid: .*remotes/s);
  });

  it('reports a file that is missing', async () => {
    await expect(loadPlatformConfig(requestPlatformConfig(async () => jsonResponse('', 404)))).rejects.toThrow(
      'platform.json answered 404.',
    );
  });
});

describe('the white-label fields of platform.json', () => {
  const whiteLabel = {
    whitelistedDomains: ['gold.localhost', 'localhost'],
    crashGameDomain: 'aviator.localhost',
    themes: { 'gold.localhost': 'gold', 'sky.example': 'sky' },
    apiBase: 'http://localhost:4000',
    hubUrl: 'http://localhost:4000/hubs/notifications',
  };

  it('reads the whitelist, the crash-game brand, the theme map, the api and the hub', () => {
    expect(platformConfigSchema.parse({ ...valid, ...whiteLabel })).toMatchObject(whiteLabel);
  });

  it('leaves them out of a file written before them', () => {
    const config = platformConfigSchema.parse(valid);
    expect(config.whitelistedDomains).toBeUndefined();
    expect(config.themes).toBeUndefined();
    expect(config.crashGameDomain).toBeUndefined();
  });

  it.each([
    ['a theme it does not know', { themes: { 'gold.localhost': 'neon' } }, /themes/],
    ['an api base that is not http(s)', { apiBase: 'javascript:alert(1)' }, /apiBase/],
    ['a hub that is not a URL', { hubUrl: 'hubs/notifications' }, /hubUrl/],
    ['a whitelist that is not a list', { whitelistedDomains: 'gold.localhost' }, /whitelistedDomains/],
    ['a game origin with a path', { allowedGameOrigins: ['https://games.example/lobby'] }, /allowedGameOrigins/],
    ['a game origin that is not http(s)', { allowedGameOrigins: ['data:text/html,hi'] }, /allowedGameOrigins/],
  ])('refuses %s, naming the field', async (_case, fields, field) => {
    const load = loadPlatformConfig(requestPlatformConfig(async () => jsonResponse({ ...valid, ...fields })));
    await expect(load).rejects.toBeInstanceOf(PlatformConfigError);
    await expect(load).rejects.toThrow(field);
  });
});

describe('the game origins of platform.json', () => {
  it('reads the origins games may be framed from', () => {
    const config = platformConfigSchema.parse({
      ...valid,
      allowedGameOrigins: ['https://games.example', 'https://crash.example:8443'],
    });
    expect(allowedGameOrigins(config)).toEqual(['https://games.example', 'https://crash.example:8443']);
  });

  it('defaults to the origin of the api, for files written before the field', () => {
    const config = platformConfigSchema.parse({ ...valid, apiBase: 'https://api.example/v1' });
    expect(config.allowedGameOrigins).toBeUndefined();
    expect(allowedGameOrigins(config)).toEqual(['https://api.example']);
  });

  it('takes the api from the settings CDN when the file names none', () => {
    const config = platformConfigSchema.parse(valid);
    expect(defaultApiBase(config)).toBe('http://localhost:4000');
    expect(allowedGameOrigins(config)).toEqual(['http://localhost:4000']);
  });

  it('accepts an empty list: no game may be framed', () => {
    expect(allowedGameOrigins(platformConfigSchema.parse({ ...valid, allowedGameOrigins: [] }))).toEqual([]);
  });
});

describe('the service hosts of platform.json', () => {
  it('reads test and live addresses, each optional', () => {
    const config = platformConfigSchema.parse({
      ...valid,
      serviceHosts: { test: { events: 'https://events-test.example' }, live: { payments: 'https://pay.example' } },
    });
    expect(config.serviceHosts).toEqual({
      test: { events: 'https://events-test.example' },
      live: { payments: 'https://pay.example' },
    });
    expect(platformConfigSchema.parse(valid).serviceHosts).toBeUndefined();
  });

  it('refuses an address that is not http(s)', () => {
    const parsed = platformConfigSchema.safeParse({
      ...valid,
      serviceHosts: { live: { casino: 'javascript:alert(1)' } },
    });
    expect(parsed.success).toBe(false);
  });
});
