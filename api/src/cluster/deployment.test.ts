import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';

import type { Database } from '../db/database.js';
import { findMoneyMismatches } from '../db/money-integrity.js';
import { openPostgresDatabase } from '../db/postgres.js';
import type { RunningApi } from '../start.js';
import {
  leaderOf,
  newDeploymentPlayer,
  newOperatorMarket,
  startDeploymentProcess,
  succeeded,
  waitFor,
  watchingSocket,
} from '../testing/deployment.js';
import { newPostgresTestDatabase } from '../testing/test-database.js';
import { exchangeLockKey } from './exchange-lease.js';

// Two api processes of one deployment on one PostgreSQL database and one Redis: one writes the
// exchange, the other forwards its calls there; when the writer goes, the other takes over.

let databaseUrl: string;
let db: Database;
const running = new Set<RunningApi>();

beforeAll(async () => {
  const redisUrl = inject('apiRedisServer');
  if (redisUrl === undefined) throw new Error('The run has no Redis server: the api-postgres setup provides one.');
  databaseUrl = await newPostgresTestDatabase();
  db = await openPostgresDatabase(databaseUrl);
  process.env['TEST_DEPLOYMENT_REDIS'] = redisUrl;
});

afterAll(async () => {
  await Promise.allSettled([...running].map((api) => api.close()));
  await db?.close();
});

const startProcess = async () => {
  const api = await startDeploymentProcess({ databaseUrl, redisUrl: process.env['TEST_DEPLOYMENT_REDIS'] ?? '' });
  running.add(api);
  return api;
};

const call = (api: RunningApi, method: string, path: string, token: string, body?: object) =>
  succeeded(api.url, method, path, token, body);
const leaderUrl = () => leaderOf(db);

let keys = 0;
const place = (api: RunningApi, token: string, bet: object) => {
  keys += 1;
  return call(api, 'POST', '/Bet/PlaceBetV2', token, { idempotencyKey: `deployment-bet-${keys}`, ...bet });
};

describe('a deployment of two api processes', () => {
  it('has one book whichever process a bet reaches, and the other process takes over when the writer goes', async () => {
    // When its lease goes, the first process stops, as a real one exits.
    const first = await startProcess();
    expect(await waitFor(leaderUrl, (url) => url !== null)).toBe(first.url);
    const second = await startProcess();

    // An operator's market, made through the process that does not write: no one quotes it.
    const { marketId, runnerIds } = await newOperatorMarket(second.url, {
      sportId: 3,
      competition: 'Ranji Trophy',
      sides: ['Mumbai', 'Delhi'],
    });
    const [runnerId] = runnerIds;
    const backer = (await newDeploymentPlayer(second.url, 'deployment-backer', '1000.00')).accessToken;
    const layer = (await newDeploymentPlayer(first.url, 'deployment-layer', '1000.00')).accessToken;
    // A player watching the market on the process that does not write hears its prices change.
    const watcher = await watchingSocket(second.url, backer, `market:${marketId}`);
    const pushes = watcher.heard;

    // A back through the second process and a lay through the first meet in one book (two books
    // left both unmatched).
    const back = (await place(second, backer, { marketId, runnerId, side: 'BACK', odds: 2, stake: 100 })) as {
      bet: { id: number; status: string };
    };
    expect(back.bet.status).toBe('UNMATCHED');
    const offered = await waitFor(
      async () => pushes.filter((push) => push.Code === 'MarketPrices').map((push) => JSON.parse(push.Data) as unknown),
      (seen) => JSON.stringify(seen).includes('"size":100'),
      3_000,
    );
    expect(JSON.stringify(offered)).toContain('"size":100');
    await watcher.socket.stop();
    const lay = (await place(first, layer, { marketId, runnerId, side: 'LAY', odds: 2, stake: 100 })) as {
      bet: { status: string };
    };
    expect(lay.bet.status).toBe('MATCHED');
    const prices = async (api: RunningApi) =>
      JSON.stringify(await call(api, 'GET', `/Odds/GetUserOddsV2?marketIds=${marketId}`, backer));
    expect(await prices(second)).toBe(await prices(first));

    // A bet resting when the writer's lease goes (its connection ends, as when its machine dies).
    const resting = (await place(second, backer, { marketId, runnerId, side: 'BACK', odds: 3, stake: 100 })) as {
      bet: { id: number; status: string };
    };
    expect(resting.bet.status).toBe('UNMATCHED');
    const [lock] = await db.query<{ pid: number }>(
      `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted
         AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
         AND ((classid::bigint << 32) | objid::bigint) = $1::bigint`,
      [exchangeLockKey],
    );
    const lostAt = Date.now();
    await db.query('SELECT pg_terminate_backend($1)', [lock?.pid]);
    // A bet during the move is placed, or refused in words the player can act on: never lost.
    const during = await fetch(`${second.url}/Bet/PlaceBetV2`, {
      method: 'POST',
      headers: { authorization: `Bearer ${backer}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        idempotencyKey: 'deployment-during-move',
        marketId,
        runnerId,
        side: 'BACK',
        odds: 4,
        stake: 100,
      }),
    });
    const duringAnswer = (await during.json()) as { result?: { bet: { id: number } }; error?: { code: string } };
    if (during.status !== 200) {
      expect([during.status, duringAnswer.error?.code]).toEqual([503, 'exchangeMoving']);
      expect(during.headers.get('retry-after')).toBe('2');
    }
    expect(await waitFor(leaderUrl, (url) => url === second.url)).toBe(second.url);
    expect(Date.now() - lostAt).toBeLessThan(5_000);

    const open = (await call(second, 'GET', '/Bet/GetUserOpenBets', backer)) as {
      openBets: { id: number; status: string }[];
    };
    expect(open.openBets.map((bet) => [bet.id, bet.status]).sort()).toEqual(
      [
        [back.bet.id, 'MATCHED'],
        [resting.bet.id, 'UNMATCHED'],
        ...(duringAnswer.result === undefined ? [] : [[duringAnswer.result.bet.id, 'UNMATCHED']]),
      ].sort(),
    );
    // Still in the new writer's book: it can be cancelled there.
    const cancelled = (await call(second, 'POST', '/Bet/CancelBets', backer, { betIds: [resting.bet.id] })) as {
      bets: { id: number; status: string }[];
    };
    expect(cancelled.bets.find((bet) => bet.id === resting.bet.id)?.status).toBe('CANCELLED');

    // Through the move, every balance stayed its ledger's sum and every exposure its markets'.
    expect(await findMoneyMismatches(db)).toEqual({ balanceMismatches: [], exposureMismatches: [] });
  });
});
