import { crashGame, refusalText } from '@exchange/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { CasinoTokenRefusal } from '../accounts/casino-tokens.js';
import { REFRESH_REUSE_GRACE_SECONDS } from '../accounts/refresh-tokens.js';
import { tokenDigest } from '../accounts/secrets.js';
import { startTestApp, testAdminAuthorization, type TestApp } from '../testing/test-app.js';
import { accountRoutes } from './account.js';
import { createAdminAccountRoutes } from './admin-accounts.js';
import { casinoRoutes } from './casino.js';
import { createResponsiblePlayRoutes } from './responsible-play.js';

// A casino token is one session's way into the casino: it ends with the session and is renewed
// with it. Driven the way a player and a casino lobby do, through the calls, on one clock.

let clockTime = new Date('2031-03-01T10:00:00.000Z').getTime();
const now = () => new Date(clockTime);
const advance = (seconds: number) => {
  clockTime += seconds * 1000;
};

// The default ACCESS_TOKEN_TTL_SECONDS, which the casino token follows.
const accessTokenTtlSeconds = 3600;

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await startTestApp({
    routes: [accountRoutes, createAdminAccountRoutes({ now }), casinoRoutes, createResponsiblePlayRoutes({ now })],
    accounts: { now },
    casino: { now },
    env: { ACCESS_TOKEN_TTL_SECONDS: String(accessTokenTtlSeconds) },
  });
  app = testApp.app;
});

afterAll(() => testApp.close());

interface Login {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly casinoToken: string;
  readonly userId: number;
}

const password = 'secret123';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const resultOf = <T>(response: LightMyRequestResponse): T => {
  expect(response.json(), response.body).toMatchObject({ success: true });
  return response.json<{ result: T }>().result;
};

let serial = 0;
async function signUp(): Promise<Login & { userName: string }> {
  serial += 1;
  const who = { userName: `gambler${serial}`, mobile: `96${String(serial).padStart(8, '0')}` };
  resultOf(await app.inject({ method: 'POST', url: '/Account/Register', payload: { ...who, password } }));
  const pending = await app.inject({
    url: `/admin/accounts/${who.userName}/verification-code`,
    headers: testAdminAuthorization,
  });
  const { code } = resultOf<{ code: string }>(pending);
  const verified = await app.inject({ method: 'POST', url: '/Account/VerificationUser', payload: { ...who, code } });
  return { ...resultOf<Login>(verified), userName: who.userName };
}

const logIn = async (userName: string, secret = password): Promise<Login> =>
  resultOf<Login>(
    await app.inject({
      method: 'POST',
      url: '/Account/Authenticate',
      payload: { userNameOrEmailAddress: userName, password: secret },
    }),
  );

const gameLogin = (casinoToken: string) =>
  app.inject({
    method: 'POST',
    url: '/Casino/GameLogin',
    payload: { casinoToken, gameCode: crashGame.gameCode, gameId: crashGame.gameId },
  });

/** Opens the crash game with the casino token and answers the game page's launch token. */
async function openGame(casinoToken: string): Promise<string> {
  const { url } = resultOf<{ url: string }>(await gameLogin(casinoToken));
  return new URL(url).hash.replace('#token=', '');
}

/** Opens the crash game with the access token instead (the lobby's own launch). */
async function openGameWithAccessToken(login: Login): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/Casino/GetGameUrl',
    headers: bearer(login.accessToken),
    payload: { userId: login.userId, ...crashGame },
  });
  return new URL(resultOf<{ url: string }>(response).url).hash.replace('#token=', '');
}

const gameSession = (launchToken: string) =>
  app.inject({ method: 'POST', url: '/Casino/GameSession', headers: bearer(launchToken) });

/** Refused as a casino token is, `why`: its code, and its English wording as the message. */
function expectRefused(response: LightMyRequestResponse, why: CasinoTokenRefusal) {
  expect({ status: response.statusCode, body: response.json() as unknown }).toEqual({
    status: 401,
    body: { success: false, error: { message: refusalText(why), code: why, values: {} } },
  });
}

const refresh = (refreshToken: string) =>
  app.inject({ url: `/Account/RefreshToken?refreshToken=${encodeURIComponent(refreshToken)}` });

describe('a casino token ends with its session', () => {
  it('is refused, and its games end, after a logout; another session of the player goes on', async () => {
    const player = await signUp();
    const other = await logIn(player.userName);
    const launch = await openGame(player.casinoToken);
    expect(resultOf<{ username: string }>(await gameSession(launch)).username).toBe(player.userName);
    const lobbyLaunch = await openGameWithAccessToken(player);

    const logout = await app.inject({
      method: 'POST',
      url: '/Account/Logout',
      headers: bearer(player.accessToken),
      payload: { refreshToken: player.refreshToken },
    });
    expect(logout.statusCode).toBe(200);

    expectRefused(await gameLogin(player.casinoToken), 'casinoTokenEnded');
    expect((await gameSession(launch)).statusCode).toBe(401);
    expect((await gameSession(lobbyLaunch)).statusCode).toBe(401);
    expect((await gameSession(await openGame(other.casinoToken))).statusCode).toBe(200);
  });

  it('is refused, with every game of every session, after a password change', async () => {
    const player = await signUp();
    const second = await logIn(player.userName);
    const launches = [
      await openGame(player.casinoToken),
      await openGame(second.casinoToken),
      await openGameWithAccessToken(player),
    ];

    const changed = await app.inject({
      method: 'POST',
      url: '/Account/changePassword',
      headers: bearer(second.accessToken),
      payload: { currentPassword: password, newPassword: 'another123' },
    });
    expect(changed.statusCode).toBe(200);

    for (const { casinoToken } of [player, second]) {
      expectRefused(await gameLogin(casinoToken), 'casinoTokenEnded');
    }
    for (const launch of launches) expect((await gameSession(launch)).statusCode).toBe(401);
    const fresh = await logIn(player.userName, 'another123');
    expect((await gameSession(await openGame(fresh.casinoToken))).statusCode).toBe(200);
  });

  it.each([
    ['a time-out', '24h'],
    ['a self-exclusion', '6m'],
  ])('is refused, with its games, from the start of %s', async (_, period) => {
    const player = await signUp();
    const launches = [await openGame(player.casinoToken), await openGameWithAccessToken(player)];

    const taken = await app.inject({
      method: 'POST',
      url: '/ResponsiblePlay/TakeBreak',
      headers: bearer(player.accessToken),
      payload: { period },
    });
    expect(taken.statusCode).toBe(200);

    expectRefused(await gameLogin(player.casinoToken), 'casinoTokenEnded');
    for (const launch of launches) expect((await gameSession(launch)).statusCode).toBe(401);
  });

  it('refuses an unknown token', async () => {
    expectRefused(await gameLogin('not-a-casino-token'), 'casinoTokenUnknown');
  });
});

describe('a casino token lives as long as the access token', () => {
  it('works until the access token would expire, and is refused from then on', async () => {
    const player = await signUp();
    advance(accessTokenTtlSeconds - 1);
    expect((await gameLogin(player.casinoToken)).statusCode).toBe(200);
    advance(1);
    expectRefused(await gameLogin(player.casinoToken), 'casinoTokenExpired');
  });

  it('is stored as a digest with the session that issued it', async () => {
    const player = await signUp();
    const rows = await testApp.db.query<{ session_id: string; expires_at: Date; created_at: Date }>(
      'SELECT session_id, created_at, expires_at FROM casino_tokens WHERE token_hash = $1',
      [tokenDigest(player.casinoToken)],
    );
    expect(rows).toHaveLength(1);
    const [row] = rows;
    const claims = JSON.parse(Buffer.from(player.accessToken.split('.')[1] ?? '', 'base64url').toString()) as {
      sid: string;
    };
    expect(row?.session_id).toBe(claims.sid);
    expect(new Date(row?.expires_at ?? 0).getTime() - new Date(row?.created_at ?? 0).getTime()).toBe(
      accessTokenTtlSeconds * 1000,
    );
    expect(JSON.stringify(await testApp.db.query('SELECT * FROM casino_tokens'))).not.toContain(player.casinoToken);
  });
});

describe('Account/RefreshToken renews the casino token', () => {
  it('answers a new working casino token; the one it replaces works for the grace window only', async () => {
    const player = await signUp();
    advance(600);
    const renewed = resultOf<Login>(await refresh(player.refreshToken));
    expect(renewed.casinoToken).toMatch(/^[\w-]{43}$/);
    expect(renewed.casinoToken).not.toBe(player.casinoToken);

    expect((await gameSession(await openGame(renewed.casinoToken))).statusCode).toBe(200);
    // Another tab opening a game with the stored token at this moment still gets it.
    advance(REFRESH_REUSE_GRACE_SECONDS - 1);
    expect((await gameLogin(player.casinoToken)).statusCode).toBe(200);
    advance(1);
    expectRefused(await gameLogin(player.casinoToken), 'casinoTokenExpired');

    // The new one runs a full access-token lifetime from the refresh, past the old one's end.
    advance(accessTokenTtlSeconds - REFRESH_REUSE_GRACE_SECONDS - 1);
    expect((await gameLogin(renewed.casinoToken)).statusCode).toBe(200);
    advance(1);
    expectRefused(await gameLogin(renewed.casinoToken), 'casinoTokenExpired');
  });

  it('answers two tabs refreshing with the same token the same casino token', async () => {
    const player = await signUp();
    const [first, second] = await Promise.all([refresh(player.refreshToken), refresh(player.refreshToken)]);
    const firstPair = resultOf<Login>(first);
    const secondPair = resultOf<Login>(second);
    expect(secondPair.refreshToken).toBe(firstPair.refreshToken);
    expect(secondPair.casinoToken).toBe(firstPair.casinoToken);
    expect((await gameLogin(firstPair.casinoToken)).statusCode).toBe(200);
  });

  it('renews nothing for an ended session, and the renewed token ends with it', async () => {
    const player = await signUp();
    const renewed = resultOf<Login>(await refresh(player.refreshToken));
    const launch = await openGame(renewed.casinoToken);
    await app.inject({
      method: 'POST',
      url: '/Account/Logout',
      headers: bearer(renewed.accessToken),
      payload: { refreshToken: renewed.refreshToken },
    });
    expect((await refresh(renewed.refreshToken)).statusCode).toBe(401);
    for (const casinoToken of [player.casinoToken, renewed.casinoToken]) {
      expectRefused(await gameLogin(casinoToken), 'casinoTokenEnded');
    }
    expect((await gameSession(launch)).statusCode).toBe(401);
  });
});
