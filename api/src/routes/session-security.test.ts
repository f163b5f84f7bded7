import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, testAdminAuthorization, type TestApp } from '../testing/test-app.js';
import { accountRoutes } from './account.js';
import { createAdminAccountRoutes } from './admin-accounts.js';
import { adminRoutes } from './admin.js';
import { betRoutes } from './bets.js';
import { createOAuthRoutes } from './oauth.js';

// What used to be public: the development defaults every install without TOKEN_SECRET and
// ADMIN_TOKEN signed and accepted with.
const formerDevelopmentTokenSecret = 'dev-token-secret-not-for-production-use';
const formerDevelopmentAdminToken = 'dev-admin-token-not-for-production';

let testApp: TestApp;
let app: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  testApp = await startTestApp({
    routes: [accountRoutes, adminRoutes, createAdminAccountRoutes(), betRoutes, createOAuthRoutes()],
    logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
  });
  app = testApp.app;
});

afterAll(() => testApp.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const openBets = (token: string) => app.inject({ url: '/Bet/GetUserOpenBets', headers: bearer(token) });

interface Login {
  accessToken: string;
  refreshToken: string;
  userId: number;
}

let serial = 0;
async function signUp(password = 'secret123'): Promise<Login & { userName: string }> {
  serial += 1;
  const who = { userName: `guarded${serial}`, mobile: `97${String(serial).padStart(8, '0')}` };
  expect(
    (await app.inject({ method: 'POST', url: '/Account/Register', payload: { ...who, password } })).statusCode,
  ).toBe(200);
  const pending = await app.inject({
    url: `/admin/accounts/${who.userName}/verification-code`,
    headers: testAdminAuthorization,
  });
  const { code } = pending.json<{ result: { code: string } }>().result;
  const verified = await app.inject({ method: 'POST', url: '/Account/VerificationUser', payload: { ...who, code } });
  return { ...verified.json<{ result: Login }>().result, userName: who.userName };
}

const login = async (userName: string, password: string): Promise<Login> =>
  (
    await app.inject({
      method: 'POST',
      url: '/Account/Authenticate',
      payload: { userNameOrEmailAddress: userName, password },
    })
  ).json<{ result: Login }>().result;

describe('session revocation on authenticated calls', () => {
  it('refuses the old bearer token on Bet/GetUserOpenBets after a logout', async () => {
    const player = await signUp();
    expect((await openBets(player.accessToken)).statusCode).toBe(200);

    const logout = await app.inject({
      method: 'POST',
      url: '/Account/Logout',
      headers: bearer(player.accessToken),
      payload: { refreshToken: player.refreshToken },
    });
    expect(logout.json()).toEqual({ success: true, result: { loggedOut: true } });

    const after = await openBets(player.accessToken);
    expect({ status: after.statusCode, body: after.json() as unknown }).toEqual({
      status: 401,
      body: { success: false, error: { message: 'The session has ended', code: 'sessionClosed', values: {} } },
    });
  });

  it('refuses every older access token of the player after a password change', async () => {
    const player = await signUp();
    const second = await login(player.userName, 'secret123');
    const changed = await app.inject({
      method: 'POST',
      url: '/Account/changePassword',
      headers: bearer(second.accessToken),
      payload: { currentPassword: 'secret123', newPassword: 'another123' },
    });
    expect(changed.statusCode).toBe(200);
    for (const { accessToken } of [player, second]) expect((await openBets(accessToken)).statusCode).toBe(401);
    expect((await openBets((await login(player.userName, 'another123')).accessToken)).statusCode).toBe(200);
  });

  it('gives the token of an admin-made player a session of its own', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/admin/players',
      headers: testAdminAuthorization,
      payload: { username: 'adminmade' },
    });
    const { accessToken } = created.json<{ result: { accessToken: string } }>().result;
    expect((await openBets(accessToken)).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/Account/Logout', headers: bearer(accessToken), payload: {} });
    expect((await openBets(accessToken)).statusCode).toBe(401);
  });

  it('refuses a token without a session, as every token signed before sessions existed', async () => {
    const player = await signUp();
    const token = await new SignJWT({ name: player.userName })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(player.userId))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(testApp.config.tokenSecret));
    expect((await openBets(token)).statusCode).toBe(401);
  });
});

describe('authentication before input', () => {
  it('answers a call without a good token 401 before reading its body, so the client ends the session', async () => {
    const badBody = { marketId: 'nonsense', odds: 'high' };
    for (const headers of [{}, bearer('not-a-token')]) {
      const response = await app.inject({ method: 'POST', url: '/Bet/PlaceBetV2', headers, payload: badBody });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, error: { code: expect.any(String) } });
    }
    // With a good token, the same body is the request's fault.
    const { accessToken } = await signUp();
    const refused = await app.inject({
      method: 'POST',
      url: '/Bet/PlaceBetV2',
      headers: bearer(accessToken),
      payload: badBody,
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('no public development secrets', () => {
  it('refuses an access token forged with the former development secret', async () => {
    const player = await signUp();
    const claims = JSON.parse(Buffer.from(player.accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      sub: string;
      name: string;
      sid: string;
    };
    const forged = await new SignJWT({ name: claims.name, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(formerDevelopmentTokenSecret));
    expect((await openBets(forged)).statusCode).toBe(401);
    expect(testApp.config.tokenSecret).not.toBe(formerDevelopmentTokenSecret);
  });

  it('refuses the former development admin token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/admin/players',
      headers: bearer(formerDevelopmentAdminToken),
      payload: { username: 'intruder' },
    });
    expect({ status: response.statusCode, body: response.json() as unknown }).toEqual({
      status: 401,
      body: { success: false, error: { message: 'Invalid admin token' } },
    });
  });
});

describe('request logging', () => {
  it('never writes a refresh token or another secret query value to the log', async () => {
    const player = await signUp();
    logLines.length = 0;
    const url = `/Account/RefreshToken?refreshToken=${encodeURIComponent(player.refreshToken)}&lang=en`;
    expect((await app.inject({ url })).statusCode).toBe(200);
    await app.inject({ url: '/Account/RefreshToken?code=abc123secret&client_secret=partnerSecret1&Token=t0ken' });

    const log = logLines.join('');
    expect(log).toContain('incoming request');
    expect(log).not.toContain(player.refreshToken);
    expect(log).not.toContain(encodeURIComponent(player.refreshToken));
    for (const secret of ['abc123secret', 'partnerSecret1', 't0ken']) expect(log).not.toContain(secret);
    expect(log).toContain('/Account/RefreshToken?refreshToken=[REDACTED]&lang=en');
    expect(log).toContain('code=[REDACTED]&client_secret=[REDACTED]&Token=[REDACTED]');
  });
});
