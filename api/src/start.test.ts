import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { loadConfig } from './config.js';
import { startApi } from './start.js';
import { shippedMigrations } from './testing/shipped-migrations.js';

describe('startApi', () => {
  it('migrates, seeds and serves over HTTP until closed', async () => {
    const api = await startApi(loadConfig({ DATA_DIR: 'memory', PORT: '0' }), { logger: false });
    try {
      expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(`${api.url}/health`);
      expect(await response.json()).toEqual({
        success: true,
        result: { status: 'ok', database: 'pglite', migrations: shippedMigrations },
      });
      const [count] = await api.db.query<{ n: number }>('SELECT count(*) AS n FROM sports');
      expect(count?.n).toBe(5);
    } finally {
      await api.close();
    }
    await expect(fetch(`${api.url}/health`)).rejects.toThrow();
  });
});

describe('a restart on the same data folder', () => {
  /** One call to the api as the player with `token`; answers the envelope's result. */
  const call = async (url: string, token: string, method = 'GET', body?: object) => {
    const response = await fetch(url, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { success: boolean; result: Record<string, unknown> };
    expect(answer.success, JSON.stringify(answer)).toBe(true);
    return answer.result;
  };
  const demoLogin = async (url: string) =>
    String((await call(`${url}/Account/LoginAsDemoUser`, ''))['accessToken'] ?? '');

  it('resumes the day: the market is still open and a resting bet is still in its book, exposure held', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'api-restart-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      CREATE_DATA_DIR: 'on',
      PORT: '0',
      ADMIN_TOKEN: 'a'.repeat(32),
      TOKEN_SECRET: 'b'.repeat(32),
    });
    try {
      const first = await startApi(config, { logger: false });
      let betId: unknown;
      let market: { market: string; runner: number; event: number } | undefined;
      try {
        // A match that starts in more than ten minutes: it is still upcoming after the restart.
        [market] = await first.db.query<{ market: string; runner: number; event: number }>(
          `SELECT m.id AS market, min(r.id)::int AS runner, e.id::int AS event
           FROM markets m JOIN events e ON e.id = m.event_id JOIN runners r ON r.market_id = m.id
           WHERE m.type = 'MATCH_ODDS' AND m.state = 'OPEN' AND e.status = 'UPCOMING'
             AND e.open_date > now() + interval '10 minutes'
           GROUP BY m.id, e.id ORDER BY e.open_date LIMIT 1`,
        );
        expect(market).toBeDefined();
        const token = await demoLogin(first.url);
        // Nobody lays at 1000: the bet rests.
        const placed = await call(`${first.url}/Bet/PlaceBetV2`, token, 'POST', {
          idempotencyKey: 'restart-test-0001',
          marketId: market?.market,
          runnerId: market?.runner,
          side: 'BACK',
          odds: 1000,
          stake: 100,
        });
        const bet = placed['bet'] as { id: unknown; status: string };
        expect(bet.status).toBe('UNMATCHED');
        betId = bet.id;
      } finally {
        await first.close();
      }

      const second = await startApi(config, { logger: false });
      try {
        const token = await demoLogin(second.url);
        const markets = await call(`${second.url}/Market/GetByEventId?eventId=${market?.event}`, token);
        expect(JSON.stringify(markets)).toContain(`"${market?.market}"`);
        const open = (await call(`${second.url}/Bet/GetUserOpenBets`, token)) as {
          openBets: { id: unknown; status: string }[];
          exposure: number;
        };
        expect(open.openBets.find((openBet) => openBet.id === betId)?.status).toBe('UNMATCHED');
        expect(open.exposure).toBeGreaterThanOrEqual(100);
        // Only an order in the book can be cancelled: one that lapsed would answer as lapsed.
        const cancelled = (await call(`${second.url}/Bet/CancelBets`, token, 'POST', { betIds: [betId] })) as {
          bets: { id: unknown; status: string }[];
        };
        expect(cancelled.bets.find((cancelledBet) => cancelledBet.id === betId)?.status).toBe('CANCELLED');
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
