import { bonusListSchema, bonusMessages } from '@exchange/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, testAdminAuthorization, type TestApp } from '../testing/test-app.js';
import { adminRoutes } from './admin.js';
import { createBonusRoutes } from './bonus.js';

let testApp: TestApp;
let app: FastifyInstance;
let authorization: string;
let playerId: number;

beforeAll(async () => {
  testApp = await startTestApp({
    routes: [adminRoutes, createBonusRoutes({ now: () => new Date('2026-06-01T00:00:00Z') })],
  });
  app = testApp.app;
  const created = await app.inject({
    method: 'POST',
    url: '/admin/players',
    headers: testAdminAuthorization,
    payload: { username: 'bonus-player', balance: '10.00' },
  });
  playerId = created.json().result.player.id as number;
  authorization = `Bearer ${created.json().result.accessToken as string}`;
});

afterAll(() => testApp.close());

const get = (url: string) => app.inject({ method: 'GET', url, headers: { authorization } });
const balance = async () =>
  (
    await testApp.db.query<{ balance: string }>('SELECT balance::text AS balance FROM players WHERE id = $1', [
      playerId,
    ])
  )[0]?.balance;

describe('bonuses', () => {
  it('lists the seeded bonuses with terms, wagering and expiry', async () => {
    const bonuses = bonusListSchema.parse((await get('/Bonus/GetBonuses')).json().result);
    expect(
      bonuses.map(({ code, status, wageringRequired, wagered }) => ({ code, status, wageringRequired, wagered })),
    ).toEqual([
      { code: 'FESTIVE500', status: 'expired', wageringRequired: 4000, wagered: 0 },
      { code: 'WELCOME100', status: 'available', wageringRequired: 500, wagered: 0 },
      { code: 'WEEKEND250', status: 'available', wageringRequired: 2500, wagered: 0 },
    ]);
  });

  it('credits a claim once and refuses a second claim and an expired bonus, moving nothing', async () => {
    const bonuses = bonusListSchema.parse((await get('/Bonus/GetBonuses')).json().result);
    const welcomeId = bonuses.find((bonus) => bonus.code === 'WELCOME100')?.id;
    const festiveId = bonuses.find((bonus) => bonus.code === 'FESTIVE500')?.id;

    const claimed = await get(`/Bonus/Claim?id=${welcomeId}`);
    expect(claimed.json().result).toMatchObject({ status: 'claimed', claimedAt: '2026-06-01T00:00:00.000Z' });
    expect(await balance()).toBe('110.00');

    const twice = await get(`/Bonus/Claim?id=${welcomeId}`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(bonusMessages.alreadyClaimed);
    const expired = await get(`/Bonus/Claim?id=${festiveId}`);
    expect(expired.json().error.message).toBe(bonusMessages.expired);
    expect((await get('/Bonus/Claim?id=999999')).json().error.message).toBe(bonusMessages.unknown);
    expect(await balance()).toBe('110.00');
  });

  it('counts the stakes of bets settled since the claim towards the wagering', async () => {
    const bonuses = bonusListSchema.parse((await get('/Bonus/GetBonuses')).json().result);
    const weekend = bonuses.find((bonus) => bonus.code === 'WEEKEND250');
    await get(`/Bonus/Claim?id=${weekend?.id}`);
    await testApp.db.query(
      `INSERT INTO ledger_entries (player_id, kind, amount, balance_after, reference, description, details, created_at)
       VALUES ($1, 'bet_settlement', 150.00, 510.00, 'bet:1', 'Bet won', '{"stake": "300.00"}', '2026-06-02T00:00:00Z')`,
      [playerId],
    );
    const after = bonusListSchema.parse((await get('/Bonus/GetBonuses')).json().result);
    expect(after.find((bonus) => bonus.code === 'WEEKEND250')).toMatchObject({ status: 'claimed', wagered: 300 });
    expect(after.find((bonus) => bonus.code === 'WELCOME100')).toMatchObject({ status: 'claimed', wagered: 300 });
  });
});
