import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startSession } from '../auth/sessions.js';
import { createAccessTokens } from '../auth/tokens.js';
import { createPlayer } from '../players/players.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { betRoutes } from './bets.js';

let testApp: TestApp;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  testApp = await startTestApp({ routes: [betRoutes], seed: false });
  app = testApp.app;
  const { player } = await createPlayer(testApp.db, { username: 'bettor', balance: '2500.75' });
  const tokens = createAccessTokens({ secret: testApp.config.tokenSecret, ttlSeconds: 60 });
  const sessionId = await startSession(testApp.db, { playerId: player.id, now: new Date() });
  token = (await tokens.signAccessToken(player, sessionId)).accessToken;
});

afterAll(() => testApp.close());

const get = (url: string, authorization?: string) =>
  app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

describe('bet routes', () => {
  it('answers the open bets object with the player balance and exposure', async () => {
    const response = await get('/Bet/GetUserOpenBets', `Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, result: { openBets: [], balance: 2500.75, exposure: 0 } });
  });

  it('answers the expected profit and loss as a list', async () => {
    const response = await get('/Bet/GetUserExpectedProfitLoss', `Bearer ${token}`);
    expect(response.json()).toEqual({ success: true, result: [] });
  });

  it.each([
    ['no token', undefined],
    ['a forged token', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl'],
  ])('refuses %s with 401', async (_case, authorization) => {
    const response = await get('/Bet/GetUserOpenBets', authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false });
  });
});
