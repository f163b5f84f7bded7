import { beforeEach, describe, expect, it } from 'vitest';

import { clearStorageExceptBaseUrl, hasAccessToken, storageKeys } from './storage-keys';

describe('storage', () => {
  beforeEach(() => localStorage.clear());

  it('uses the exact keys of the specification', () => {
    expect(Object.values(storageKeys).sort()).toEqual(
      [
        'showBalance',
        'showExposure',
        'pins',
        'betslips',
        'userinfo',
        'expire_DateTime',
        'expire_in',
        'baseUrl',
        'domainSetting',
        'siteSuspended',
        'games',
        'tv',
        'TreeSportWithEvent',
        'OpenBets',
        'ProfitLoss',
        'casinoToken',
        'ip',
        'refresh_token',
        'accessToken',
        'lotus_url',
      ].sort(),
    );
  });

  it('treats a missing or blank access token as logged out', () => {
    expect(hasAccessToken()).toBe(false);
    localStorage.setItem('accessToken', '  ');
    expect(hasAccessToken()).toBe(false);
    localStorage.setItem('accessToken', 'token');
    expect(hasAccessToken()).toBe(true);
  });

  it('clears everything but baseUrl on logout', () => {
    localStorage.setItem('baseUrl', 'https://api.example');
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('userinfo', '{}');
    clearStorageExceptBaseUrl();
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('baseUrl')).toBe('https://api.example');
  });

  it('clears everything when no baseUrl was stored', () => {
    localStorage.setItem('pins', '[1]');
    clearStorageExceptBaseUrl();
    expect(localStorage.length).toBe(0);
  });
});
