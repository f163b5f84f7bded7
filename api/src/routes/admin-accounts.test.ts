import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../db/database.js';
import { startTestApp, testAdminAuthorization, type TestApp } from '../testing/test-app.js';
import { accountRoutes } from './account.js';
import { createAdminAccountRoutes } from './admin-accounts.js';

const auth = testAdminAuthorization;
let testApp: TestApp;
let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await startTestApp({ routes: [accountRoutes, createAdminAccountRoutes()] });
  ({ app, db } = testApp);
});

afterAll(() => testApp.close());

const codeOf = (userName: string) =>
  app.inject({ url: `/admin/accounts/${encodeURIComponent(userName)}/verification-code`, headers: auth });

describe('admin account calls', () => {
  it.each([
    ['GET', '/admin/accounts/Demo/verification-code'],
    ['POST', '/admin/oauth/clients'],
    ['POST', '/admin/oauth/codes'],
  ] as const)('%s %s answers 401 without the admin token or with a wrong one', async (method, url) => {
    const missing = await app.inject({ method, url });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ success: false, error: { message: 'Admin token required' } });
    const wrong = await app.inject({ method, url, headers: { authorization: 'Bearer wrong-token' } });
    expect(wrong.json()).toEqual({ success: false, error: { message: 'Invalid admin token' } });
  });

  it('answers the pending code of a sign-up, whatever the case of the username', async () => {
    const register = await app.inject({
      method: 'POST',
      url: '/Account/Register',
      payload: { userName: 'CodeReader', mobile: '6000000001', password: 'secret123' },
    });
    expect(register.statusCode).toBe(200);
    const response = await codeOf('codereader');
    expect(response.json()).toEqual({
      success: true,
      result: { code: expect.stringMatching(/^\d{6}$/), expiresAt: expect.any(String) },
    });
  });

  it('answers 404 for an unknown player, a player without a pending code, and a code this process did not send', async () => {
    expect((await codeOf('nobody')).json()).toEqual({ success: false, error: { message: 'Player nobody not found' } });
    expect((await codeOf('demo')).json()).toEqual({
      success: false,
      error: { message: 'No verification code is waiting for Demo' },
    });

    // A code stored by another api process over the same database: only its digest is here.
    const [player] = await db.query<{ id: number }>(
      "INSERT INTO players (username, mobile, verified, created_at) VALUES ('elsewhere', '6000000002', false, now()) RETURNING id",
    );
    await db.query(
      "INSERT INTO verification_codes (player_id, code_hash, created_at, expires_at) VALUES ($1, 'digest', now(), now() + interval '10 minutes')",
      [player?.id],
    );
    const response = await codeOf('elsewhere');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      error: { message: 'No verification code is waiting for elsewhere' },
    });
  });
});
