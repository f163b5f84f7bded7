import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';

import type { Database } from '../db/database.js';
import { openPostgresDatabase } from '../db/postgres.js';
import { haproxyPath, startLoadBalancer, type LoadBalancer } from '../local-servers/haproxy.js';
import type { HubNotification } from '../realtime/notifications-hub.js';
import type { RunningApi } from '../start.js';
import { callApi, deploymentAdminToken, startDeploymentProcess, waitFor } from '../testing/deployment.js';
import { newPostgresTestDatabase } from '../testing/test-database.js';

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

/** A call through the load balancer that must succeed; answers its result. */
async function call(method: string, path: string, token: string, body?: object) {
  const answer = await callApi(through(), method, path, token, body);
  expect(answer.status < 300, `${path}: ${JSON.stringify(answer)}`).toBe(true);
  return answer.result ?? {};
}

/** A registered hub socket through the load balancer, with the `Message` pushes it hears. */
async function socketOf(token: string, group: string) {
  const socket = new HubConnectionBuilder()
    .withUrl(`${through()}/hubs/notifications`)
    .configureLogging(LogLevel.None)
    .build();
  sockets.push(socket);
  const heard: HubNotification[] = [];
  socket.on('Message', (message: HubNotification) => heard.push(message));
  await socket.start();
  expect(await socket.invoke<boolean>('RegisterClient', 'Chrome', 'localhost', '/', token)).toBe(true);
  await socket.invoke('JoinGroup', group);
  return heard;
}

describe('three api processes behind HAProxy', () => {
  it("serve one exchange: every player's socket, wherever it lands, hears the bets, balances and prices", async () => {
    const leader = await waitFor(
      async () => (await db?.query<{ url: string }>('SELECT url FROM exchange_leader'))?.[0]?.url,
      (url) => url !== undefined,
    );
    expect(processes.map((api) => api.url)).toContain(leader);

    const made = (await call('POST', '/admin/sports/events', deploymentAdminToken, {
      sportId: 1,
      competition: 'Premier League',
      title: 'Arsenal v Chelsea',
      participants: ['Arsenal', 'Chelsea'],
      openDate: new Date(Date.now() + 3_600_000).toISOString(),
      markets: [{ name: 'Match Odds', type: 'MATCH_ODDS', runners: ['Arsenal', 'Chelsea', 'The Draw'] }],
    })) as { markets: { id: string; runners: { id: number }[] }[] };
    const marketId = made.markets[0]?.id ?? '';
    const runnerId = made.markets[0]?.runners[0]?.id;
    const newPlayer = async (username: string) =>
      String(
        (
          (await call('POST', '/admin/players', deploymentAdminToken, { username, balance: '1000.00' })) as {
            accessToken: string;
          }
        ).accessToken,
      );
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
});
