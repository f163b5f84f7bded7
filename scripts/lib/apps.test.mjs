import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { appDefinition, appOfRelease, localCorsOrigins, localPortsSetting, withLocalPorts } from './apps.mjs';

const otherPorts = {
  HOST_PORT: '3100',
  AUTH_PORT: '3101',
  SPORTS_PORT: '3102',
  CASINO_PORT: '3103',
  ACCOUNT_PORT: '3104',
  CASINO_VARIANT_PORT: '3105',
  API_PORT: '4100',
};

describe('withLocalPorts', () => {
  it("moves every local address of the host's platform.json to this environment's ports", () => {
    const shipped = readFileSync(new URL('../../host/public/platform.json', import.meta.url), 'utf8');
    const moved = JSON.parse(withLocalPorts(shipped, otherPorts));
    expect(moved.settingsCdnBase).toBe('http://localhost:4100/cdn');
    expect(moved.remotes).toEqual({
      auth: 'http://localhost:3101/mf-manifest.json',
      sports: 'http://localhost:3102/mf-manifest.json',
      casino: 'http://localhost:3103/mf-manifest.json',
      account: 'http://localhost:3104/mf-manifest.json',
    });
    expect(moved.allowedRemoteOrigins).toContain('http://localhost:3105');
    expect(moved.allowedGameOrigins).toEqual(['http://localhost:4100']);
    expect(withLocalPorts(shipped, {})).toBe(shipped);
  });

  it('leaves other hosts and other ports alone, and moves each address once', () => {
    const text = 'http://gold.localhost:3000 http://localhost:30001 https://cdn.example:4000 http://localhost:3001';
    expect(withLocalPorts(text, { AUTH_PORT: '3000', HOST_PORT: '3001' })).toBe(
      'http://gold.localhost:3000 http://localhost:30001 https://cdn.example:4000 http://localhost:3000',
    );
  });
});

describe('localCorsOrigins', () => {
  it('lets every app and brand of the stack call the api on its ports', () => {
    const origins = localCorsOrigins(otherPorts);
    expect(origins).toContain('http://localhost:3100');
    expect(origins).toContain('http://127.0.0.1:3104');
    expect(origins).toContain('http://*.localhost:3100');
    expect(origins.some((origin) => origin.endsWith(':3000'))).toBe(false);
  });
});

describe('localPortsSetting', () => {
  it("tells the api which default ports this stack moved, so brand files name this stack's apps", () => {
    expect(localPortsSetting(otherPorts).split(',')).toEqual(
      expect.arrayContaining(['3000=3100', '3003=3103', '3005=3105', '4000=4100']),
    );
    expect(localPortsSetting({ CASINO_VARIANT_PORT: '3205' })).toBe('3005=3205');
    expect(localPortsSetting({})).toBe('');
  });
});

describe('the casino variant', () => {
  it('is a second build of the casino package, with its own scripts, folder, port and releases', () => {
    const variant = appDefinition('remote-casino-variant', otherPorts);
    const casino = appDefinition('remote-casino', otherPorts);
    expect(variant.packageName).toBe(casino.packageName);
    expect([variant.buildScript, variant.devScript]).toEqual(['build:variant', 'dev:variant']);
    expect(variant.dir).toMatch(/remote-casino[\\/]dist-variant$/);
    expect(variant.url).toBe('http://localhost:3105');
    expect(variant.releasesDir).toMatch(/deploy[\\/]casino-variant$/);
    expect(appOfRelease('casino-variant', otherPorts).name).toBe('remote-casino-variant');
    expect(() => appOfRelease('host')).toThrow(/Unknown remote "host"/);
  });
});
