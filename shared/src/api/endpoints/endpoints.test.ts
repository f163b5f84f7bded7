import { beforeEach, describe, expect, it } from 'vitest';

import { installFakeApi, okResponse, type FakeApi } from '../fake-api';
import { configureApiClient } from '../http-client';
import {
  authenticate,
  changePassword,
  getAccessTokenValidateTime,
  getUserLoginAttempts,
  loginAsDemoUser,
  refreshToken,
  register,
  resendVerificationCode,
  verifyUser,
} from './account';
import { getUserExpectedProfitLoss, getUserOpenBets } from './bets';
import { getCasinoGameUrl } from './casino';
import { getSetting, getSettingExpiry, lookupIp } from './settings';

let api: FakeApi;

beforeEach(() => {
  localStorage.clear();
  configureApiClient({ defaultBaseUrl: 'http://localhost:4000/', onUnauthorized: () => undefined });
  api = installFakeApi(() => okResponse({ echoed: true }));
});

const lastCall = () => {
  const call = api.calls.at(-1);
  if (call === undefined) throw new Error('no call was made');
  return {
    method: call.method,
    path: call.url.pathname,
    query: Object.fromEntries(call.url.searchParams),
    body: call.body,
  };
};

describe('endpoint functions call the paths of the specification', () => {
  it.each([
    [
      'authenticate',
      () => authenticate({ userNameOrEmailAddress: 'alice', password: 'secret' }),
      { method: 'POST', path: '/Account/Authenticate', body: { userNameOrEmailAddress: 'alice', password: 'secret' } },
    ],
    ['loginAsDemoUser', () => loginAsDemoUser(), { method: 'GET', path: '/Account/LoginAsDemoUser' }],
    [
      'register',
      () => register({ userName: 'bob', mobile: '9876543210', password: 'pw' }),
      { method: 'POST', path: '/Account/Register', body: { userName: 'bob', mobile: '9876543210', password: 'pw' } },
    ],
    [
      'verifyUser',
      () => verifyUser({ userName: 'bob', mobile: '9876543210', code: '1234' }),
      {
        method: 'POST',
        path: '/Account/VerificationUser',
        body: { userName: 'bob', mobile: '9876543210', code: '1234' },
      },
    ],
    [
      'resendVerificationCode',
      () => resendVerificationCode({ userName: 'bob', mobile: '9876543210' }),
      { method: 'POST', path: '/Account/ResendVerificationCode', body: { userName: 'bob', mobile: '9876543210' } },
    ],
    [
      'refreshToken',
      () => refreshToken({ refreshToken: 'r-1' }),
      { method: 'GET', path: '/Account/RefreshToken', query: { refreshToken: 'r-1' } },
    ],
    [
      'getAccessTokenValidateTime',
      () => getAccessTokenValidateTime({ token: 't' }),
      { method: 'POST', path: '/Account/GetAccessTokenValidateTime', query: { token: 't' } },
    ],
    [
      'getUserLoginAttempts',
      () => getUserLoginAttempts({ Result: 'Success', MaxResultCount: 10, SkipCount: 20 }),
      {
        method: 'POST',
        path: '/Account/GetUserLoginAttempts',
        query: { Result: 'Success', MaxResultCount: '10', SkipCount: '20' },
      },
    ],
    [
      'changePassword',
      () => changePassword({ currentPassword: 'a', newPassword: 'b' }),
      { method: 'POST', path: '/Account/changePassword', body: { currentPassword: 'a', newPassword: 'b' } },
    ],
    ['getUserOpenBets', () => getUserOpenBets(), { method: 'GET', path: '/Bet/GetUserOpenBets' }],
    [
      'getUserExpectedProfitLoss',
      () => getUserExpectedProfitLoss(),
      { method: 'GET', path: '/Bet/GetUserExpectedProfitLoss' },
    ],
    ['getSetting', () => getSetting(), { method: 'GET', path: '/Setting/GetSetting' }],
    [
      'getSettingExpiry',
      () => getSettingExpiry({ key: 'x' }),
      { method: 'GET', path: '/api/setting/GetSettingExpiry', query: { key: 'x' } },
    ],
    ['lookupIp', () => lookupIp(), { method: 'GET', path: '/Account/GetIp' }],
  ] as const)('%s', async (_name, call, expected) => {
    await expect(call()).resolves.toEqual({ echoed: true });
    expect(lastCall()).toEqual({ query: {}, body: undefined, ...expected });
  });

  it('getCasinoGameUrl sends the game and resolves with result.url', async () => {
    api.answer(() => okResponse({ url: 'http://localhost:4000/games/aviator?t=1', provider: 'demo' }));
    const request = { userId: 7, gameCode: 'sbe_aviator', gameId: 201206, country: 'IN' };
    await expect(getCasinoGameUrl(request)).resolves.toBe('http://localhost:4000/games/aviator?t=1');
    expect(lastCall()).toMatchObject({ method: 'POST', path: '/Casino/GetGameUrl', body: request });
  });

  it('keeps the fields of a login result the specification does not name', async () => {
    const result = {
      accessToken: 'a',
      refreshToken: 'r',
      expireInSeconds: 3600,
      userIp: '10.0.0.1',
      stakes: [{ title: '1k', value: 1000 }],
      casinoToken: 'c',
      userId: 7,
      balance: 1500.25,
    };
    api.answer(() => okResponse(result));
    await expect(authenticate({ userNameOrEmailAddress: 'alice', password: 'x' })).resolves.toEqual(result);
  });
});
