import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { corsOriginsForPorts, platformConfigForPorts } from './apps.mjs';
import { repoRoot } from './run.mjs';

const defaultPlatform = readFileSync(join(repoRoot, 'host', 'public', 'platform.json'), 'utf8');
const otherPorts = {
  HOST_PORT: '3200',
  AUTH_PORT: '3201',
  SPORTS_PORT: '3202',
  CASINO_PORT: '3203',
  ACCOUNT_PORT: '3204',
  API_PORT: '4200',
};

describe('platformConfigForPorts', () => {
  it('keeps the default file as it is when no port is overridden', () => {
    expect(platformConfigForPorts(defaultPlatform, {})).toBe(defaultPlatform);
  });

  it('points the remotes, the api, the hub and the allow-lists at the ports in use', () => {
    const platform = JSON.parse(platformConfigForPorts(defaultPlatform, otherPorts));
    expect(platform.remotes).toEqual({
      auth: 'http://localhost:3201/mf-manifest.json',
      sports: 'http://localhost:3202/mf-manifest.json',
      casino: 'http://localhost:3203/mf-manifest.json',
      account: 'http://localhost:3204/mf-manifest.json',
    });
    expect(platform.allowedRemoteOrigins).toEqual([3201, 3202, 3203, 3204].map((port) => `http://localhost:${port}`));
    expect(platform.settingsCdnBase).toBe('http://localhost:4200/cdn');
    expect(platform.hubUrl).toBe('http://localhost:4200/hubs/notifications');
    expect(platform.allowedGameOrigins).toEqual(['http://localhost:4200']);
    expect(JSON.stringify(platform)).not.toMatch(/localhost:(3000|3001|3002|3003|3004|4000)\b/);
  });

  it('moves brand origins with the host and leaves ports it does not own alone', () => {
    const text =
      '["http://gold.localhost:3000", "http://*.localhost:3000", "https://cdn.example:3000", "http://localhost:8080"]';
    expect(JSON.parse(platformConfigForPorts(text, otherPorts))).toEqual([
      'http://gold.localhost:3200',
      'http://*.localhost:3200',
      'https://cdn.example:3000',
      'http://localhost:8080',
    ]);
  });
});

describe('corsOriginsForPorts', () => {
  it("is the api's default list on the default ports", () => {
    expect(corsOriginsForPorts({}).split(',')).toEqual([
      ...[3000, 3001, 3002, 3003, 3004].map((port) => `http://localhost:${port}`),
      ...[3000, 3001, 3002, 3003, 3004].map((port) => `http://127.0.0.1:${port}`),
      'http://*.localhost:3000',
    ]);
  });

  it('follows the ports in use', () => {
    const origins = corsOriginsForPorts(otherPorts).split(',');
    expect(origins).toContain('http://localhost:3204');
    expect(origins).toContain('http://*.localhost:3200');
    expect(origins.join(',')).not.toMatch(/:300\d\b/);
  });
});
