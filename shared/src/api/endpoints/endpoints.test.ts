import { describe, expect, it } from 'vitest';

import { observeCall } from '../../testing/observe-call';
import { setupRemoteTests } from '../../testing/setup-remote-tests';
import { configureServiceHosts } from '../service-hosts';
import { getUserExpectedProfitLoss, getUserOpenBets } from './bets';
import { getCasinoGameUrl } from './casino';
import { getAccessTokenValidateTime, logout, refreshToken } from './session';
import { getSettingExpiry, lookupIp } from './settings';

setupRemoteTests();

const signedIn = () => localStorage.setItem('accessToken', 'stored-token');

describe("shared's endpoints call the specification's paths", () => {
  it.each([
    {
      name: 'getUserOpenBets',
      call: () => getUserOpenBets(),
      method: 'GET',
      path: '/Bet/GetUserOpenBets',
      answer: { openBets: [{ eventId: 1, stake: 100 }], balance: 1500, exposure: 100 },
      background: true,
    },
    {
      name: 'getUserExpectedProfitLoss',
      call: () => getUserExpectedProfitLoss(),
      method: 'GET',
      path: '/Bet/GetUserExpectedProfitLoss',
      answer: [{ eventId: 1, profitLoss: -100 }],
      background: true,
    },
    {
      name: 'refreshToken',
      call: () => refreshToken({ refreshToken: 'r-1' }),
      method: 'GET',
      path: '/Account/RefreshToken',
      query: { refreshToken: 'r-1' },
      answer: { accessToken: 'a-2', expireInSeconds: 3600 },
      background: false,
    },
    {
      name: 'getAccessTokenValidateTime',
      call: () => getAccessTokenValidateTime({ token: 't' }),
      method: 'POST',
      path: '/Account/GetAccessTokenValidateTime',
      query: { token: 't' },
      answer: { expireInSeconds: 10 },
      background: true,
    },
    {
      name: 'getSettingExpiry',
      call: () => getSettingExpiry({ domain: 'brand.example' }),
      method: 'GET',
      path: '/api/setting/GetSettingExpiry',
      query: { domain: 'brand.example' },
      answer: { expiry: '2030-01-01T00:00:00.000Z' },
      background: false,
    },
    {
      name: 'lookupIp',
      call: () => lookupIp(),
      method: 'GET',
      path: '/Account/GetIp',
      answer: { ip: '203.0.113.9' },
      background: true,
    },
  ])('$name', async ({ call, method, path, query = {}, answer, background }) => {
    signedIn();
    const observed = await observeCall<unknown>(method, path, call, answer);
    expect(observed.result).toEqual(answer);
    expect(observed.request.method).toBe(method);
    expect(observed.request.url.pathname).toBe(path);
    expect(Object.fromEntries(observed.request.url.searchParams)).toEqual(query);
    expect(observed.showedLoading).toBe(!background);
    expect(observed.bearer).toBe('stored-token');
  });

  it('getCasinoGameUrl sends the game and resolves with result.url', async () => {
    const request = { userId: 7, gameCode: 'sbe_aviator', gameId: 201206, country: 'IN' };
    const observed = await observeCall('POST', 'Casino/GetGameUrl', () => getCasinoGameUrl(request), {
      url: 'https://api.test.example/games/aviator?t=1',
      provider: 'demo',
    });
    expect(observed.result).toBe('https://api.test.example/games/aviator?t=1');
    expect(observed.request.body).toEqual(request);
  });

  it("opens a game on the environment's casino host with the login's casino token, and no bearer", async () => {
    signedIn();
    localStorage.setItem('casinoToken', 'casino-token-1');
    configureServiceHosts({ casino: 'https://casino-live.example' });
    try {
      const request = { userId: 7, gameCode: 'sbe_aviator', gameId: 201206, country: 'IN' };
      const observed = await observeCall('POST', 'Casino/GameLogin', () => getCasinoGameUrl(request), {
        url: 'https://casino-live.example/casino/games/sbe_aviator#token=x',
      });
      expect(observed.result).toBe('https://casino-live.example/casino/games/sbe_aviator#token=x');
      expect(observed.request.url.href).toBe('https://casino-live.example/Casino/GameLogin');
      expect(observed.request.body).toEqual({ casinoToken: 'casino-token-1', gameCode: 'sbe_aviator', gameId: 201206 });
      expect(observed.bearer).toBeNull();
    } finally {
      configureServiceHosts({});
    }
  });

  it("logout ends the session it names, with that session's own bearer, in the background", async () => {
    signedIn();
    const observed = await observeCall(
      'POST',
      'Account/Logout',
      () => logout({ accessToken: 'ending-token', refreshToken: 'ending-refresh' }),
      null,
    );
    expect(observed.request.body).toEqual({ refreshToken: 'ending-refresh' });
    expect(observed.bearer).toBe('ending-token');
    expect(observed.showedLoading).toBe(false);
  });
});
