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
let clock = new Date('2026-06-01T00:00:00Z');

beforeAll(async () => {
  testApp = await startTestApp({ routes: [adminRoutes, createBonusRoutes({ now: () => clock })] });
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
const bonuses = async () => bonusListSchema.parse((await get('/Bonus/GetBonuses')).json().result);
const progressOf = async (code: string) => {
  const bonus = (await bonuses()).find((each) => each.code === code);
  return { status: bonus?.status, wagered: bonus?.wagered, wageringRequired: bonus?.wageringRequired };
};

let betNumber = 0;
/** A bet as the exchange leaves it once finished: `matched` of its stake filled, settled (or not) at `settledAt`. */
async function finishedBet(status: string, matched: string, settledAt: string) {
  betNumber += 1;
  await testApp.db.query(
    `INSERT INTO bets (player_id, idempotency_key, request_digest, market_id, market_name, market_type, market_kind,
                       event_id, event_name, sport_id, runner_id, runner_name, side, odds, stake, matched_stake,
                       cancelled_stake, persistence, status, placed_at, settled_at)
     VALUES ($1, $2, 'digest', 'm-bonus', 'Match Odds', 'MATCH_ODDS', 'exchange', 1, 'A v B', 4, 1, 'A', 'BACK',
             2.00, $3::numeric, $3::numeric, 0, 'CANCEL', $4, $5, $5)`,
    [playerId, `bonus-bet-${betNumber}`, matched, status, settledAt],
  );
}

describe('bonuses', () => {
  it('lists the seeded bonuses with terms, wagering and expiry', async () => {
    expect(
      (await bonuses()).map(({ code, status, wageringRequired, wagered }) => ({
        code,
        status,
        wageringRequired,
        wagered,
      })),
    ).toEqual([
      { code: 'FESTIVE500', status: 'expired', wageringRequired: 4000, wagered: 0 },
      { code: 'WELCOME100', status: 'available', wageringRequired: 500, wagered: 0 },
      { code: 'WEEKEND250', status: 'available', wageringRequired: 2500, wagered: 0 },
    ]);
  });

  it('credits a claim once and refuses a second claim and an expired bonus, moving nothing', async () => {
    const list = await bonuses();
    const welcomeId = list.find((bonus) => bonus.code === 'WELCOME100')?.id;
    const festiveId = list.find((bonus) => bonus.code === 'FESTIVE500')?.id;

    const claimed = await get(`/Bonus/Claim?id=${welcomeId}`);
    expect(claimed.json().result).toMatchObject({ status: 'claimed', claimedAt: '2026-06-01T00:00:00.000Z' });
    expect(await balance()).toBe('110.00');

    const twice = await get(`/Bonus/Claim?id=${welcomeId}`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toEqual({
      message: bonusMessages.bonusAlreadyClaimed,
      code: 'bonusAlreadyClaimed',
      values: {},
    });
    const expired = await get(`/Bonus/Claim?id=${festiveId}`);
    expect(expired.json().error).toMatchObject({ message: bonusMessages.bonusExpired, code: 'bonusExpired' });
    expect((await get('/Bonus/Claim?id=999999')).json().error).toMatchObject({
      message: bonusMessages.bonusUnknown,
      code: 'bonusUnknown',
    });
    expect(await balance()).toBe('110.00');
  });

  it('counts only the matched stakes of bets settled since the claim, not void, cancelled or lapsed ones', async () => {
    // Settled before the claim (2026-06-01): staked before the bonus existed.
    await finishedBet('SETTLED', '1000.00', '2026-05-31T23:59:59Z');
    await finishedBet('VOID', '400.00', '2026-06-01T01:00:00Z');
    await finishedBet('CANCELLED', '400.00', '2026-06-01T01:00:00Z');
    await finishedBet('LAPSED', '400.00', '2026-06-01T01:00:00Z');
    expect(await progressOf('WELCOME100')).toEqual({ status: 'claimed', wagered: 0, wageringRequired: 500 });

    await finishedBet('SETTLED', '300.00', '2026-06-01T02:00:00Z');
    expect(await progressOf('WELCOME100')).toEqual({ status: 'claimed', wagered: 300, wageringRequired: 500 });
  });

  it('fills the earliest claim first, counts each stake once, and completes a bonus wagered in full', async () => {
    clock = new Date('2026-06-02T00:00:00Z');
    const weekendId = (await bonuses()).find((bonus) => bonus.code === 'WEEKEND250')?.id;
    expect((await get(`/Bonus/Claim?id=${weekendId}`)).json().result).toMatchObject({ status: 'claimed', wagered: 0 });

    // 200 of it completes the welcome bonus (300 + 200 = 500); the other 200 counts for the weekend bonus.
    await finishedBet('SETTLED', '400.00', '2026-06-02T01:00:00Z');
    expect(await progressOf('WELCOME100')).toEqual({ status: 'completed', wagered: 500, wageringRequired: 500 });
    expect(await progressOf('WEEKEND250')).toEqual({ status: 'claimed', wagered: 200, wageringRequired: 2500 });

    await finishedBet('SETTLED', '2300.00', '2026-06-03T00:00:00Z');
    await finishedBet('SETTLED', '5000.00', '2026-06-03T00:00:00Z');
    // Progress never shows more than the requirement.
    expect(await progressOf('WEEKEND250')).toEqual({ status: 'completed', wagered: 2500, wageringRequired: 2500 });
  });
});
