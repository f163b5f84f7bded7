import type { RefusalCode } from '@exchange/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../db/database.js';
import { createPlayer } from '../players/players.js';
import { startTestApp, testAdminAuthorization, type TestApp } from '../testing/test-app.js';
import { accountRoutes } from './account.js';
import { createAdminAccountRoutes } from './admin-accounts.js';
import { createOAuthRoutes } from './oauth.js';

const adminAuth = testAdminAuthorization;

let clockTime = new Date('2031-06-01T12:00:00.000Z').getTime();
const now = () => new Date(clockTime);
const advance = (seconds: number) => {
  clockTime += seconds * 1000;
};

let testApp: TestApp;
let db: Database;
let app: FastifyInstance;
let playerId: number;

const clientSecret = 'partner-secret-of-some-length';
const redirectUri = 'https://partner.example/callback';

beforeAll(async () => {
  testApp = await startTestApp({
    routes: [createOAuthRoutes({ now }), createAdminAccountRoutes({ now }), accountRoutes],
    accounts: { now },
  });
  ({ app, db } = testApp);
  playerId = (await createPlayer(db, { username: 'partnerplayer', balance: '42.50' })).player.id;
  const created = await admin('/admin/oauth/clients', {
    clientUser: 'partner',
    clientSecret,
    redirectUris: [redirectUri, 'https://partner.example/other'],
    name: 'Partner site',
  });
  expect(created.statusCode).toBe(201);
  await admin('/admin/oauth/clients', { clientUser: 'rival', clientSecret, redirectUris: [redirectUri] });
});

afterAll(() => testApp.close());

function admin(url: string, payload: object) {
  return app.inject({ method: 'POST', url, headers: adminAuth, payload });
}

/** An error envelope: the English message and, for a refusal with a code, the code and its values. */
const failure = (message: string, code?: RefusalCode) => ({
  success: false,
  error: code === undefined ? { message } : { message, code, values: {} },
});

function expectFailure(response: LightMyRequestResponse, status: number, message: string, code?: RefusalCode) {
  expect({ status: response.statusCode, body: response.json() as unknown }).toEqual({
    status,
    body: failure(message, code),
  });
}

async function issueCode(fields: object = {}): Promise<string> {
  const response = await admin('/admin/oauth/codes', { clientUser: 'partner', redirectUri, playerId, ...fields });
  expect(response.statusCode).toBe(201);
  return response.json<{ result: { code: string } }>().result.code;
}

const exchange = (fields: object) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/token/token',
    payload: {
      client_user: 'partner',
      client_secret: clientSecret,
      redirect_uri: redirectUri,
      grant_type: 'authorization_code',
      ...fields,
    },
  });

const refresh = (refreshToken: string) =>
  app.inject({ url: `/Account/RefreshToken?refreshToken=${encodeURIComponent(refreshToken)}` });

describe('POST /api/v1/token/token', () => {
  it("exchanges a code for the player's login result", async () => {
    const code = await issueCode();
    const response = await exchange({ code });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const result = response.json<{ result: { refreshToken: string } }>().result;
    expect(result).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expireInSeconds: 3600,
      userIp: '127.0.0.1',
      stakes: expect.arrayContaining([{ title: '1k', value: 1000 }]),
      casinoToken: expect.any(String),
      userId: playerId,
      username: 'partnerplayer',
      balance: 42.5,
      exposure: 0,
      football: true,
      tennis: true,
      cricket: true,
      kabaddi: true,
      horseRacing: true,
    });
    expect((await refresh(result.refreshToken)).statusCode).toBe(200);
  });

  it('accepts a code issued for a username', async () => {
    const code = await issueCode({ playerId: undefined, userName: 'PartnerPlayer' });
    expect((await exchange({ code })).json()).toMatchObject({ success: true, result: { userId: playerId } });
  });

  it.each([
    ['client_user', 'invalid_request'],
    ['client_secret', 'invalid_request'],
    ['redirect_uri', 'invalid_request'],
    ['grant_type', 'invalid_request'],
    ['code', 'invalid_request'],
  ])('refuses a request without %s: %s', async (field, message) => {
    const code = await issueCode();
    expectFailure(await exchange({ code, [field]: '' }), 400, message);
    // The refusal did not spend the code.
    expect((await exchange({ code })).statusCode).toBe(200);
  });

  it('refuses another grant type', async () => {
    expectFailure(await exchange({ code: await issueCode(), grant_type: 'password' }), 400, 'unsupported_grant_type');
  });

  it('refuses an unknown client and a wrong secret as invalid_client', async () => {
    const code = await issueCode();
    expectFailure(await exchange({ code, client_user: 'stranger' }), 400, 'invalid_client');
    expectFailure(await exchange({ code, client_secret: 'not-the-secret-at-all' }), 400, 'invalid_client');
  });

  it("refuses an unknown code, another client's code and another redirect URI as invalid_grant", async () => {
    expectFailure(await exchange({ code: 'made-up-code' }), 400, 'invalid_grant');
    const code = await issueCode();
    expectFailure(await exchange({ code, client_user: 'rival' }), 400, 'invalid_grant');
    expectFailure(await exchange({ code, redirect_uri: 'https://partner.example/other' }), 400, 'invalid_grant');
    expect((await exchange({ code })).statusCode).toBe(200);
  });

  it('refuses a code after its 60 seconds', async () => {
    const stale = await issueCode();
    const fresh = await issueCode();
    advance(59);
    expect((await exchange({ code: fresh })).statusCode).toBe(200);
    advance(1);
    expectFailure(await exchange({ code: stale }), 400, 'invalid_grant');
  });

  it('refuses a used code and ends the sessions its first exchange started', async () => {
    const code = await issueCode();
    const first = (await exchange({ code })).json<{ result: { refreshToken: string } }>().result;
    expectFailure(await exchange({ code }), 400, 'invalid_grant');
    expectFailure(
      await refresh(first.refreshToken),
      401,
      'Your session has ended. Please log in again.',
      'sessionEnded',
    );
  });
});

describe('POST /admin/oauth/clients', () => {
  it('generates a secret when none is given and refuses a second client of the same name', async () => {
    const response = await admin('/admin/oauth/clients', { clientUser: 'generated', redirectUris: [redirectUri] });
    expect(response.statusCode).toBe(201);
    const { result } = response.json<{ result: { clientSecret: string } }>();
    expect(result).toEqual({
      clientUser: 'generated',
      clientSecret: expect.stringMatching(/^[\w-]{43}$/),
      redirectUris: [redirectUri],
      name: '',
    });
    const [stored] = await db.query<{ secret_hash: string }>(
      "SELECT secret_hash FROM oauth_clients WHERE client_user = 'generated'",
    );
    expect(stored?.secret_hash).toMatch(/^scrypt\$/);
    expect(stored?.secret_hash).not.toContain(result.clientSecret);

    expectFailure(
      await admin('/admin/oauth/clients', { clientUser: 'generated', redirectUris: [redirectUri] }),
      409,
      'OAuth client generated already exists',
    );
  });

  it.each([
    [{ redirectUris: [redirectUri] }, 'clientUser: Invalid input: expected string, received undefined'],
    [{ clientUser: 'x y', redirectUris: [redirectUri] }, 'clientUser: may hold letters, digits and _ . @ + - only'],
    [
      { clientUser: 'short', clientSecret: 'tiny', redirectUris: [redirectUri] },
      'clientSecret: must be at least 16 characters long',
    ],
    [{ clientUser: 'nouris', redirectUris: [] }, 'redirectUris: must list at least one URI'],
    [
      { clientUser: 'baduri', redirectUris: ['javascript:alert(1)'] },
      'redirectUris.0: must be an absolute http or https URL',
    ],
  ])('refuses %j with 400', async (payload, message) => {
    expectFailure(await admin('/admin/oauth/clients', payload), 400, message, 'requestNotValid');
  });
});

describe('POST /admin/oauth/codes', () => {
  it('refuses an unknown client, an unregistered redirect URI, an unknown or unverified player', async () => {
    expectFailure(
      await admin('/admin/oauth/codes', { clientUser: 'nobody', redirectUri, playerId }),
      404,
      'OAuth client nobody not found',
    );
    expectFailure(
      await admin('/admin/oauth/codes', { clientUser: 'partner', redirectUri: 'https://evil.example/', playerId }),
      400,
      'redirectUri: is not registered for this client',
    );
    expectFailure(
      await admin('/admin/oauth/codes', { clientUser: 'partner', redirectUri, playerId: 999_999 }),
      404,
      'Player 999999 not found',
    );
    expectFailure(
      await admin('/admin/oauth/codes', { clientUser: 'partner', redirectUri, userName: 'ghost' }),
      404,
      'Player ghost not found',
    );
    expectFailure(
      await admin('/admin/oauth/codes', { clientUser: 'partner', redirectUri }),
      400,
      'give either playerId or userName',
      'requestNotValid',
    );

    const signUp = { userName: 'unverified1', mobile: '7000000001', password: 'secret123' };
    const registered = await app.inject({ method: 'POST', url: '/Account/Register', payload: signUp });
    expect(registered.statusCode).toBe(200);
    const [unverified] = await db.query<{ id: number }>("SELECT id FROM players WHERE username = 'unverified1'");
    expectFailure(
      await admin('/admin/oauth/codes', { clientUser: 'partner', redirectUri, userName: 'unverified1' }),
      400,
      `Player ${unverified?.id} has not verified the account`,
    );
  });

  it('answers the code with its expiry, a minute away', async () => {
    const response = await admin('/admin/oauth/codes', { clientUser: 'partner', redirectUri, playerId });
    expect(response.json()).toEqual({
      success: true,
      result: {
        code: expect.stringMatching(/^[\w-]{43}$/),
        expiresAt: new Date(now().getTime() + 60_000).toISOString(),
        clientUser: 'partner',
        redirectUri,
        playerId,
      },
    });
  });
});
