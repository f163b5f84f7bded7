import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';

import type { Database } from '../db/database.js';
import { openPostgresDatabase } from '../db/postgres.js';
import { haproxyPath, startLoadBalancer, type LoadBalancer } from '../local-servers/haproxy.js';
import type { HubNotification } from '../realtime/notifications-hub.js';
import type { RunningApi } from '../start.js';
import {
  callApi,
  leaderOf,
  newDeploymentPlayer,
  newOperatorMarket,
  startDeploymentProcess,
  succeeded,
  waitFor,
  watchingSocket,
} from '../testing/deployment.js';
import { newPostgresTestDatabase } from '../testing/test-database.js';
import { forwardedVia } from './forwarding.js';

// Three api processes on one PostgreSQL database and one Redis behind HAProxy, as a deployment
// runs them: every call and every hub socket may reach any process.

let db: Database | undefined;
let balancer: LoadBalancer | undefined;
const processes: RunningApi[] = [];
const sockets: HubConnection[] = [];

beforeAll(async () => {
  const redisUrl = inject('apiRedisServer');
  const program = haproxyPath();
  if (redisUrl === undefined || program === undefined) {
    throw new Error('The run has no Redis server or HAProxy: the api-postgres setup provides them.');
  }
  const databaseUrl = await newPostgresTestDatabase();
  db = await openPostgresDatabase(databaseUrl);
  for (let index = 0; index < 3; index += 1) {
    processes.push(await startDeploymentProcess({ databaseUrl, redisUrl }));
  }
  balancer = await startLoadBalancer(
    program,
    processes.map((api) => api.url),
  );
});

afterAll(async () => {
  await Promise.allSettled(sockets.map((socket) => socket.stop()));
  await balancer?.stop();
  await Promise.allSettled(processes.map((api) => api.close()));
  await db?.close();
});

const through = () => balancer?.url ?? '';

const call = (method: string, path: string, token: string, body?: object) =>
  succeeded(through(), method, path, token, body);

/** A registered hub socket through the load balancer in `group`, with the `Message` pushes it hears. */
async function socketOf(token: string, group: string) {
  const { socket, heard } = await watchingSocket(through(), token, group);
  sockets.push(socket);
  return heard;
}

describe('three api processes behind HAProxy', () => {
  it("serve one exchange: every player's socket, wherever it lands, hears the bets, balances and prices", async () => {
    const leader = await waitFor(
      async () => (db === undefined ? null : leaderOf(db)),
      (url) => url !== null,
    );
    expect(processes.map((api) => api.url)).toContain(leader);

    const { marketId, runnerIds } = await newOperatorMarket(through(), {
      sportId: 1,
      competition: 'Premier League',
      sides: ['Arsenal', 'Chelsea', 'The Draw'],
    });
    const [runnerId] = runnerIds;
    const newPlayer = async (username: string) =>
      (await newDeploymentPlayer(through(), username, '1000.00')).accessToken;
    const [backer, layer] = [await newPlayer('balanced-backer'), await newPlayer('balanced-layer')];

    // Six sockets: round robin spreads their negotiations and their WebSockets over the processes.
    const backerSockets = await Promise.all([1, 2, 3].map(() => socketOf(backer, `market:${marketId}`)));
    const layerSockets = await Promise.all([1, 2, 3].map(() => socketOf(layer, `market:${marketId}`)));

    const back = (await call('POST', '/Bet/PlaceBetV2', backer, {
      idempotencyKey: 'balanced-back',
      marketId,
      runnerId,
      side: 'BACK',
      odds: 2.5,
      stake: 200,
    })) as { bet: { id: number; status: string } };
    expect(back.bet.status).toBe('UNMATCHED');
    const lay = (await call('POST', '/Bet/PlaceBetV2', layer, {
      idempotencyKey: 'balanced-lay',
      marketId,
      runnerId,
      side: 'LAY',
      odds: 2.5,
      stake: 200,
    })) as { bet: { status: string } };
    expect(lay.bet.status).toBe('MATCHED');

    // HAProxy sends the exchange's calls to its writer at once (the one process that passes the
    // writer's check); a call that reaches another process is forwarded, and says so.
    const checks = await Promise.all(processes.map(async (api) => (await fetch(`${api.url}/cluster/writer`)).status));
    expect(checks.sort()).toEqual([200, 503, 503]);
    const via = async (base: string) =>
      (await fetch(`${base}/Bet/GetUserOpenBets`, { headers: { authorization: `Bearer ${backer}` } })).headers.get(
        'via',
      );
    const follower = processes.find((api) => api.url !== leader);
    expect(await via(follower?.url ?? '')).toBe(forwardedVia);
    const throughBalancer = await waitFor(
      async () => Promise.all([1, 2, 3, 4].map(() => via(through()))),
      (seen) => seen.every((header) => header === null),
      5_000,
    );
    expect(throughBalancer).toEqual([null, null, null, null]);

    const codes = (heard: HubNotification[]) => new Set(heard.map((message) => message.Code));
    for (const heard of [...backerSockets, ...layerSockets]) {
      await waitFor(
        async () => codes(heard),
        (seen) => ['UserBalance', 'BetChanged', 'MarketPrices'].every((code) => seen.has(code)),
        5_000,
      );
      expect([...codes(heard)].sort()).toEqual(['BetChanged', 'MarketPrices', 'UserBalance']);
    }
    // The backer's bet, matched by the layer's: every socket of the backer hears it matched.
    const matched = (heard: HubNotification[]) =>
      heard.some(
        (message) =>
          message.Code === 'BetChanged' &&
          (JSON.parse(message.Data) as { id: number; status: string }).status === 'MATCHED',
      );
    for (const heard of backerSockets) {
      expect(
        await waitFor(
          async () => matched(heard),
          (seen) => seen,
          5_000,
        ),
      ).toBe(true);
    }
  });

  it("counts each caller's per-address limits by the caller's address, not the load balancer's", async () => {
    // HAProxy passes each caller's address on (X-Forwarded-For), and the processes trust it.
    const demoLogin = (address: string) =>
      fetch(`${through()}/Account/LoginAsDemoUser`, { headers: { 'x-forwarded-for': address } });
    const first = await Promise.all(Array.from({ length: 10 }, () => demoLogin('203.0.113.10')));
    expect(first.map((response) => response.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect((await demoLogin('203.0.113.10')).status).toBe(429);
    expect((await demoLogin('203.0.113.11')).status).toBe(200);
  });

  it('never overdraws or fills an offer twice with bets racing through every process, and the ledger holds', async () => {
    const {
      marketId,
      runnerIds: [sinner, alcaraz],
    } = await newOperatorMarket(through(), { sportId: 2, competition: 'ATP Tour', sides: ['Sinner', 'Alcaraz'] });
    const player = (username: string, balance: string) => newDeploymentPlayer(through(), username, balance);
    // An offer of 1,000 at 3: twenty backers of 100 race for it, the backs resting after it is gone.
    const maker = await player('race-maker', '5000.00');
    await call('POST', '/Bet/PlaceBetV2', maker.accessToken, {
      idempotencyKey: 'race-offer',
      marketId,
      runnerId: sinner,
      side: 'LAY',
      odds: 3,
      stake: 1000,
    });
    // One player with 1,000 sends 24 backs of 100 at once: ten fit.
    const greedy = await player('race-greedy', '1000.00');
    const racers = await Promise.all(Array.from({ length: 4 }, (_, index) => player(`race-${index}`, '1000.00')));
    const bets = [
      ...Array.from({ length: 24 }, (_, index) => ({
        token: greedy.accessToken,
        body: {
          marketId,
          runnerId: alcaraz,
          side: 'BACK',
          odds: 1000,
          stake: 100,
          idempotencyKey: `greedy-bet-${index}`,
        },
      })),
      ...Array.from({ length: 20 }, (_, index) => ({
        token: racers[index % 4]?.accessToken ?? '',
        body: { marketId, runnerId: sinner, side: 'BACK', odds: 3, stake: 100, idempotencyKey: `racer-bet-${index}` },
      })),
    ];
    const answers = await Promise.all(
      bets.map(({ token, body }) => callApi(through(), 'POST', '/Bet/PlaceBetV2', token, body)),
    );
    expect(answers.filter((answer) => answer.status !== 200 && answer.code !== 'insufficientBalance')).toEqual([]);
    expect(answers.slice(0, 24).filter((answer) => answer.status === 200)).toHaveLength(10);

    const rows = await db?.query<{ matched: string; stakes: string }>(
      `SELECT coalesce(sum(matched_stake), 0)::text AS matched, count(*)::text AS stakes
       FROM bets WHERE market_id = $1 AND runner_id = $2 AND side = 'BACK'`,
      [marketId, sinner],
    );
    expect(rows?.[0]).toEqual({ matched: '1000.00', stakes: '20' });

    // Every player's balance is the sum of their ledger, and nobody holds more than they have.
    const players = await db?.query<{ balance: string; exposure: string; ledger: string }>(
      `SELECT p.balance::text AS balance, p.exposure::text AS exposure,
              (SELECT coalesce(sum(amount), 0) FROM ledger_entries l WHERE l.player_id = p.id)::text AS ledger
       FROM players p WHERE p.username LIKE 'race-%'`,
    );
    expect(players).toHaveLength(6);
    for (const row of players ?? []) {
      expect(row.ledger).toBe(row.balance);
      expect(Number(row.exposure)).toBeLessThanOrEqual(Number(row.balance));
    }
  });
});
