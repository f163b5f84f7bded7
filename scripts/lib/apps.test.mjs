import { describe, expect, it } from 'vitest';

import { withLocalPorts } from './apps.mjs';

describe('withLocalPorts', () => {
  const platform = JSON.stringify({
    settingsCdnBase: 'http://localhost:4000/cdn',
    remotes: { auth: 'http://localhost:3001/mf-manifest.json', casino: 'http://127.0.0.1:3003/mf-manifest.json' },
    elsewhere: 'https://cdn.example:3001/x',
  });

  it('leaves the default addresses alone when no port is moved', () => {
    expect(withLocalPorts(platform, {})).toBe(platform);
  });

  it('points every local address at the configured ports', () => {
    const env = { AUTH_PORT: '3301', CASINO_PORT: '3303', API_PORT: '4300' };
    expect(JSON.parse(withLocalPorts(platform, env))).toEqual({
      settingsCdnBase: 'http://localhost:4300/cdn',
      remotes: { auth: 'http://localhost:3301/mf-manifest.json', casino: 'http://127.0.0.1:3303/mf-manifest.json' },
      elsewhere: 'https://cdn.example:3001/x',
    });
  });

  it('moves each address once, even onto another default port', () => {
    const env = { HOST_PORT: '3001', AUTH_PORT: '3000' };
    expect(withLocalPorts('http://localhost:3000 http://localhost:3001', env)).toBe(
      'http://localhost:3001 http://localhost:3000',
    );
  });
});
