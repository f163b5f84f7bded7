import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterAll, afterEach, beforeAll, describe, expect, it, inject } from 'vitest';

import type { Database } from '../db/database.js';
import { openTestDatabase } from '../testing/test-database.js';
import type { HubNotification } from './notifications-hub.js';
import { startRealtimeTestServer, type RealtimeTestServer } from './test-server.js';

// Two api processes of one deployment: each has its own hub, engine and services; the database and
// Redis are shared. Pushes of a change made through one reach a player connected to the other.

let db: Database | undefined;
let first: RealtimeTestServer;
let second: RealtimeTestServer;
const started: RealtimeTestServer[] = [];
const open: HubConnection[] = [];

beforeAll(async () => {
  const redisUrl = inject('apiRedisServer');
  if (redisUrl === undefined) throw new Error('The run has no Redis server: the api-postgres setup provides one.');
  db = await openTestDatabase();
  const secrets = { ADMIN_TOKEN: 'cross-process-admin-token', TOKEN_SECRET: 'cross-process-token-secret'.repeat(2) };
  first = await startRealtimeTestServer({}, { db, redisUrl, secrets });
  started.push(first);
  second = await startRealtimeTestServer({}, { db, redisUrl, secrets });
  started.push(second);
});

afterEach(async () => {
  await Promise.all(open.splice(0).map((connection) => connection.stop()));
});

afterAll(async () => {
  await Promise.allSettled(started.map((server) => server.close()));
  await db?.close();
});

let players = 0;
async function newPlayer(): Promise<{ player: { id: number }; accessToken: string }> {
  players += 1;
  const { status, body } = await first.admin('POST', '/admin/players', {
    username: `cross-${players}`,
    balance: '100.00',
  });
  expect(status).toBe(201);
  return (body as { result: { player: { id: number }; accessToken: string } }).result;
}

/** A registered hub connection of the player on `server`, with every `Message` it receives. */
async function connectTo(server: RealtimeTestServer, accessToken: string) {
  const connection = new HubConnectionBuilder().withUrl(server.hubUrl).configureLogging(LogLevel.None).build();
  open.push(connection);
  const messages: HubNotification[] = [];
  connection.on('Message', (message: HubNotification) => messages.push(message));
  await connection.start();
  expect(await connection.invoke<boolean>('RegisterClient', 'Chrome', 'localhost', '/', accessToken)).toBe(true);
  return { connection, messages };
}

const until = async (check: () => boolean) => {
  const deadline = Date.now() + 5_000;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('pushes across api processes (Redis)', () => {
  it("a balance change through one process reaches the player's connections on both, once each", async () => {
    const { player, accessToken } = await newPlayer();
    const onFirst = await connectTo(first, accessToken);
    const onSecond = await connectTo(second, accessToken);

    expect((await first.admin('POST', `/admin/players/${player.id}/balance`, { balance: '250.50' })).status).toBe(200);
    await until(() => onFirst.messages.length > 0 && onSecond.messages.length > 0);
    const pushed = { Code: 'UserBalance', Data: '{"Balance":250.50,"Exposure":0.00}' };
    expect(onFirst.messages).toEqual([pushed]);
    expect(onSecond.messages).toEqual([pushed]);
  });

  it("a bet's change through one process reaches its player on the other, and no one else", async () => {
    const { player, accessToken } = await newPlayer();
    const other = await newPlayer();
    const onSecond = await connectTo(second, accessToken);
    const bystander = await connectTo(second, other.accessToken);

    const bet = { id: 7, eventId: 3, marketId: '1.5', status: 'MATCHED', matchedStake: 100 };
    first.app.services.betEvents.emitBetChanged({ playerId: player.id, bet: bet as never });
    await until(() => onSecond.messages.length > 0);
    expect(onSecond.messages.map((message) => [message.Code, JSON.parse(message.Data)])).toEqual([['BetChanged', bet]]);
    // A round trip on the bystander's connection after the push: nothing was queued for it.
    await bystander.connection.invoke('RegisterClient', 'Chrome', 'localhost', '/', other.accessToken);
    expect(bystander.messages).toEqual([]);
  });

  it("caps a player's connections over both processes, and a place given back is taken again", async () => {
    const { accessToken } = await newPlayer();
    await Promise.all([1, 2, 3, 4, 5, 6].map(() => connectTo(first, accessToken)));
    const onSecond = await Promise.all([1, 2, 3, 4].map(() => connectTo(second, accessToken)));

    // The eleventh is refused, whichever process it reaches (each holds fewer than ten).
    const register = async (server: RealtimeTestServer) => {
      const connection = new HubConnectionBuilder().withUrl(server.hubUrl).configureLogging(LogLevel.None).build();
      open.push(connection);
      await connection.start();
      return connection.invoke<boolean>('RegisterClient', 'Chrome', 'localhost', '/', accessToken);
    };
    const tooMany = 'Too many connections for this player: at most 10 at once.';
    await expect(register(first)).rejects.toThrow(tooMany);
    await expect(register(second)).rejects.toThrow(tooMany);

    // One closes on the second process: its place is free for a connection on the first.
    await onSecond[0]?.connection.stop();
    let admitted: unknown;
    const deadline = Date.now() + 5_000;
    while (admitted !== true && Date.now() < deadline) {
      admitted = await register(first).catch((error: unknown) => error);
    }
    expect(admitted).toBe(true);
    await expect(register(second)).rejects.toThrow(tooMany);
  });
});
