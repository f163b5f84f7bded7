import { describe, expect, it } from 'vitest';

import { localPlatformConfig } from '../test-fixtures';
import { resolveRemotes } from './resolve-remotes';

const platform = {
  ...localPlatformConfig,
  allowedRemoteOrigins: [...localPlatformConfig.allowedRemoteOrigins, 'https://casino-b.example'],
};

const entryOf = (resolved: ReturnType<typeof resolveRemotes>, name: string) =>
  resolved.remotes.find((remote) => remote.name === name)?.entry;

describe('resolveRemotes', () => {
  it('uses the platform defaults when the brand overrides nothing', () => {
    const resolved = resolveRemotes(platform, undefined);
    expect(resolved.remotes).toEqual([
      { name: 'auth', entry: platform.remotes.auth },
      { name: 'sports', entry: platform.remotes.sports },
      { name: 'casino', entry: platform.remotes.casino },
      { name: 'account', entry: platform.remotes.account },
    ]);
    expect(resolved.refused).toEqual([]);
  });

  it('points a brand at another remote on an allowed origin', () => {
    const resolved = resolveRemotes(platform, { casino: 'https://casino-b.example/v2/mf-manifest.json' });
    expect(entryOf(resolved, 'casino')).toBe('https://casino-b.example/v2/mf-manifest.json');
    expect(entryOf(resolved, 'sports')).toBe(platform.remotes.sports);
  });

  it('refuses an override from an origin off the allow-list and keeps the default', () => {
    const resolved = resolveRemotes(platform, { casino: 'https://evil.example/mf-manifest.json' });
    expect(entryOf(resolved, 'casino')).toBe(platform.remotes.casino);
    expect(resolved.refused).toEqual([
      {
        name: 'casino',
        entry: 'https://evil.example/mf-manifest.json',
        reason: 'origin https://evil.example is not on the allow-list',
      },
    ]);
  });

  it('does not accept a look-alike origin (another port or scheme)', () => {
    const resolved = resolveRemotes(platform, {
      auth: 'http://localhost:9999/mf-manifest.json',
      sports: 'https://localhost:3002/mf-manifest.json',
    });
    expect(entryOf(resolved, 'auth')).toBe(platform.remotes.auth);
    expect(entryOf(resolved, 'sports')).toBe(platform.remotes.sports);
    expect(resolved.refused.map((refusal) => refusal.name)).toEqual(['auth', 'sports']);
  });

  it('refuses a relative or malformed override', () => {
    const resolved = resolveRemotes(platform, { account: '/mf-manifest.json' });
    expect(entryOf(resolved, 'account')).toBe(platform.remotes.account);
    expect(resolved.refused[0]?.reason).toBe('it is not an absolute URL');
  });
});
