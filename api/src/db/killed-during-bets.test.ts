import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startApiProcess, type ApiProcess } from '../testing/api-process.js';
import { callApi, deploymentAdminToken, newDeploymentPlayer, newOperatorMarket } from '../testing/deployment.js';
import { findMoneyMismatches } from './money-integrity.js';
import { openPgliteDatabase } from './pglite.js';

// The api killed (SIGKILL: no shutdown of any kind) while players' bets pour in, then started again
// on the same data folder: every bet it acknowledged is there, and the money adds up.

let dataDir: string;
const started: ApiProcess[] = [];

const start = (): ApiProcess => {
  const api = startApiProcess({
    DATA_DIR: dataDir,
    CREATE_DATA_DIR: 'on',
    ADMIN_TOKEN: deploymentAdminToken,
    TOKEN_SECRET: 'a-token-secret-of-the-killed-during-bets-test',
    LOG_LEVEL: 'info',
  });
  started.push(api);
  return api;
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'killed-during-bets-'));
});

afterAll(async () => {
  await Promise.all(started.map((api) => api.stop()));
  await rm(dataDir, { recursive: true, force: true });
});

interface Sent {
  readonly token: string;
  readonly body: {
    idempotencyKey: string;
    marketId: string;
    runnerId: number;
    side: string;
    odds: number;
    stake: number;
  };
}

describe('the api killed during a burst of bets', () => {
  it('keeps every bet it acknowledged, and every balance equals its ledger afterwards', async () => {
    const first = start();
    const url = await first.listening;
    const { marketId, runnerIds } = await newOperatorMarket(url, {
      sportId: 3,
      competition: 'Ranji Trophy',
      sides: ['Mumbai', 'Delhi'],
    });
    const runnerId = runnerIds[0] ?? 0;
    const players = await Promise.all(
      Array.from({ length: 8 }, (_, index) => newDeploymentPlayer(url, `killed-${index}`, '50000.00')),
    );
    // Backs and lays at prices that cross, so that bets match one another as well as rest.
    const bets: Sent[] = Array.from({ length: 400 }, (_, index) => ({
      token: players[index % players.length]?.accessToken ?? '',
      body: {
        idempotencyKey: randomUUID(),
        marketId,
        runnerId,
        side: index % 2 === 0 ? 'BACK' : 'LAY',
        odds: [2, 2.02, 2.04][index % 3] ?? 2,
        stake: 100,
      },
    }));

    // Eight at a time; the process is killed once 60 have been acknowledged.
    const acknowledged = new Map<string, number>();
    const refusals = new Set<string>();
    let next = 0;
    const killAt = 60;
    const sender = async () => {
      while (next < bets.length) {
        const bet = bets[next];
        next += 1;
        if (bet === undefined) return;
        const answer = await callApi(url, 'POST', '/Bet/PlaceBetV2', bet.token, bet.body).catch(() => null);
        const placed = answer?.result?.bet as { id?: number } | undefined;
        if (answer?.status === 200 && placed?.id !== undefined) acknowledged.set(bet.body.idempotencyKey, placed.id);
        else if (answer !== null) refusals.add(`${answer.status} ${answer.code ?? ''}`);
        if (acknowledged.size === killAt && first.child.exitCode === null) first.child.kill('SIGKILL');
        if (answer === null) return;
      }
    };
    await Promise.all(Array.from({ length: 8 }, sender));
    // Every bet before the kill was taken: the burst was one of real bets, not of refusals.
    expect([...refusals]).toEqual([]);
    expect(await first.exited).toBe('SIGKILL');
    expect(acknowledged.size).toBeGreaterThanOrEqual(killAt);
    expect(next).toBeLessThan(bets.length);

    // Started again on the same folder: each acknowledged bet, sent again under its key, is the same bet.
    const second = start();
    const after = await second.listening;
    for (const bet of bets) {
      const id = acknowledged.get(bet.body.idempotencyKey);
      if (id === undefined) continue;
      const again = await callApi(after, 'POST', '/Bet/PlaceBetV2', bet.token, bet.body);
      expect([again.status, (again.result?.bet as { id?: number } | undefined)?.id]).toEqual([200, id]);
    }
    // And each is among its player's bets on the market, as it was acknowledged.
    const listed = new Set<number>();
    for (const player of players) {
      const open = await callApi(after, 'GET', '/Bet/GetUserOpenBets', player.accessToken);
      for (const bet of (open.result?.openBets ?? []) as { id: number }[]) listed.add(bet.id);
    }
    expect([...acknowledged.values()].filter((id) => !listed.has(id))).toEqual([]);
    await second.stop();

    const db = await openPgliteDatabase(dataDir, { create: false });
    try {
      expect(await findMoneyMismatches(db)).toEqual({ balanceMismatches: [], exposureMismatches: [] });
    } finally {
      await db.close();
    }
  }, 90_000);
});
