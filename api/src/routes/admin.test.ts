import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createAccessTokens } from '../auth/tokens.js';
import type { BalanceChanged } from '../players/player-events.js';
import { startTestApp, testAdminAuthorization, type TestApp } from '../testing/test-app.js';
import { adminRoutes } from './admin.js';
import { realtimeRoutes } from './realtime.js';

const auth = testAdminAuthorization;
let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await startTestApp({ routes: [adminRoutes, realtimeRoutes] });
  ({ app } = testApp);
});

afterAll(() => testApp.close());

const post = (url: string, payload?: object, headers: Record<string, string> = auth) =>
  app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }) });

const playerShape = (fields: object) => ({
  id: expect.any(Number),
  exposure: '0.00',
  football: true,
  tennis: true,
  cricket: true,
  kabaddi: true,
  horseRacing: true,
  isDemo: false,
  createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
  ...fields,
});

describe('admin authentication', () => {
  it.each([
    ['GET', '/admin/players/1'],
    ['POST', '/admin/players'],
    ['POST', '/admin/players/1/balance'],
    ['GET', '/admin/money-check'],
    ['GET', '/admin/realtime/players/1/connections'],
    ['POST', '/admin/realtime/players/1/disconnect'],
  ] as const)('%s %s answers 401 without the admin token or with a wrong one', async (method, url) => {
    const missing = await app.inject({ method, url });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ success: false, error: { message: 'Admin token required' } });

    for (const authorization of [
      'Bearer wrong-token',
      'admin-token-for-the-tests',
      'Basic admin-token-for-the-tests',
    ]) {
      const wrong = await app.inject({ method, url, headers: { authorization } });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ success: false, error: { message: 'Invalid admin token' } });
    }
  });
});

describe('POST /admin/players', () => {
  it('creates a player and answers a working access token', async () => {
    const response = await post('/admin/players', { username: 'alice', balance: 250.5 });
    expect(response.statusCode).toBe(201);
    const { result } = response.json<{
      result: { player: { id: number }; accessToken: string; expireInSeconds: number };
    }>();
    expect(result).toEqual({
      player: playerShape({ username: 'alice', balance: '250.50' }),
      accessToken: expect.any(String),
      expireInSeconds: 3600,
    });

    const verified = await createAccessTokens({ secret: testApp.config.tokenSecret, ttlSeconds: 1 }).verifyAccessToken(
      result.accessToken,
    );
    expect(verified).toMatchObject({ ok: true, value: { playerId: result.player.id, username: 'alice' } });
  });

  it('answers the existing player, whatever the case of the username, without touching its balance', async () => {
    const demo = await post('/admin/players', { username: 'demo', balance: '1.00' });
    expect(demo.statusCode).toBe(200);
    expect(demo.json()).toMatchObject({
      success: true,
      result: {
        player: playerShape({ username: 'Demo', balance: '1500.00', isDemo: true }),
        accessToken: expect.any(String),
      },
    });
  });

  it.each([
    [{}, 'username: Invalid input: expected string, received undefined'],
    [{ username: '  ' }, 'username: must not be empty'],
    [{ username: 'has space' }, 'username: may hold letters, digits and _ . @ + - only'],
    [{ username: 'bob', balance: '-1' }, 'balance: must be 0 or more'],
    [{ username: 'bob', balance: 1.005 }, 'balance: must have at most 2 decimal places'],
  ])('refuses %j with 400: %s', async (payload, message) => {
    const response = await post('/admin/players', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: { message, code: 'requestNotValid', values: {} } });
  });
});

describe('GET /admin/players/:id', () => {
  it('answers the player, 404 for an unknown one and 400 for a bad id', async () => {
    const created = (await post('/admin/players', { username: 'carol' })).json<{
      result: { player: { id: number } };
    }>();
    const id = created.result.player.id;

    const found = await app.inject({ url: `/admin/players/${id}`, headers: auth });
    expect(found.json()).toEqual({ success: true, result: playerShape({ id, username: 'carol', balance: '0.00' }) });

    const missing = await app.inject({ url: '/admin/players/999999', headers: auth });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, error: { message: 'Player 999999 not found' } });

    const bad = await app.inject({ url: '/admin/players/abc', headers: auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      success: false,
      error: { message: 'id: must be a positive whole number', code: 'requestNotValid', values: {} },
    });
  });
});

describe('POST /admin/players/:id/balance', () => {
  const createPlayer = async (username: string) =>
    (await post('/admin/players', { username, balance: '10.00' })).json<{ result: { player: { id: number } } }>().result
      .player.id;

  it('sets balance and exposure, answers the player and emits one event after the commit', async () => {
    const id = await createPlayer('dave');
    const events: BalanceChanged[] = [];
    const stop = testApp.services.playerEvents.onBalanceChanged((event) => events.push(event));

    const both = await post(`/admin/players/${id}/balance`, { balance: '99.90', exposure: 5 });
    const balanceOnly = await post(`/admin/players/${id}/balance`, { balance: 12 });
    stop();

    expect(both.json()).toEqual({
      success: true,
      result: playerShape({ id, username: 'dave', balance: '99.90', exposure: '5.00' }),
    });
    expect(balanceOnly.json()).toMatchObject({ result: { balance: '12.00', exposure: '5.00' } });
    expect(events).toEqual([
      { playerId: id, balance: '99.90', exposure: '5.00' },
      { playerId: id, balance: '12.00', exposure: '5.00' },
    ]);
  });

  it('changes nothing and emits nothing for invalid input or an unknown player', async () => {
    const id = await createPlayer('erin');
    const events: BalanceChanged[] = [];
    const stop = testApp.services.playerEvents.onBalanceChanged((event) => events.push(event));

    const cases = [
      [{}, 400, 'balance: must be a decimal amount such as "1500.00"'],
      [{ balance: '5', exposure: '-2' }, 400, 'exposure: must be 0 or more'],
      [{ balance: 'lots' }, 400, 'balance: must be a decimal amount such as "1500.00"'],
      [{ balance: '1.999' }, 400, 'balance: must have at most 2 decimal places'],
    ] as const;
    for (const [payload, status, message] of cases) {
      const response = await post(`/admin/players/${id}/balance`, payload);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ success: false, error: { message, code: 'requestNotValid', values: {} } });
    }
    const unknown = await post('/admin/players/999999/balance', { balance: '1.00' });
    expect(unknown.statusCode).toBe(404);
    stop();

    expect(events).toEqual([]);
    expect((await app.inject({ url: `/admin/players/${id}`, headers: auth })).json()).toMatchObject({
      result: { balance: '10.00', exposure: '0.00' },
    });
  });
});

describe('POST /admin/realtime/players/:id/disconnect', () => {
  it('answers how many connections it dropped', async () => {
    const response = await post('/admin/realtime/players/1/disconnect');
    expect(response.json()).toEqual({ success: true, result: { disconnected: 0 } });
  });
});

describe('GET /admin/money-check', () => {
  it('names each player whose figures do not add up: not a new player, but one whose exposure an operator set directly', async () => {
    type Check = { result: { balanceMismatches: { playerId: number }[]; exposureMismatches: { playerId: number }[] } };
    const mismatchesOf = async (id: number) => {
      const { result } = (await app.inject({ method: 'GET', url: '/admin/money-check', headers: auth })).json<Check>();
      return {
        balance: result.balanceMismatches.filter((row) => row.playerId === id),
        exposure: result.exposureMismatches.filter((row) => row.playerId === id),
      };
    };
    const created = await post('/admin/players', { username: 'checked', balance: '10.00' });
    const { id } = created.json<{ result: { player: { id: number } } }>().result.player;
    expect(await mismatchesOf(id)).toEqual({ balance: [], exposure: [] });

    await post(`/admin/players/${id}/balance`, { balance: '10.00', exposure: '2.50' });
    expect(await mismatchesOf(id)).toEqual({
      balance: [],
      exposure: [{ playerId: id, exposure: '2.50', markets: '0.00' }],
    });
  });
});
