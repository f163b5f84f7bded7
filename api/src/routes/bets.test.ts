import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createAccessTokens } from '../auth/tokens.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { runMigrations } from '../db/migrations.js';
import { openPgliteDatabase } from '../db/pglite.js';
import { createPlayer } from '../players/players.js';
import { buildServer } from '../server.js';
import { betRoutes } from './bets.js';

const config = loadConfig({ DATA_DIR: 'memory' });
let db: Database;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  db = await openPgliteDatabase(null);
  await runMigrations(db);
  const { player } = await createPlayer(db, { username: 'bettor', balance: '2500.75' });
  const tokens = createAccessTokens({ secret: config.tokenSecret, ttlSeconds: 60 });
  token = (await tokens.signAccessToken(player)).accessToken;
  app = buildServer({ config, db, logger: false, routes: [betRoutes] });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await db.close();
});

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
