import type { Bet } from '@exchange/contracts';
import { HubConnectionBuilder, HubConnectionState, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { revokeSession } from '../auth/sessions.js';
import type { HubNotification, RealtimeClient } from './notifications-hub.js';
import { startRealtimeTestServer, type RealtimeTestServer } from './test-server.js';

// The hub as the official ASP.NET Core SignalR JavaScript client sees it, over a real socket.

let server: RealtimeTestServer;
const open: HubConnection[] = [];

beforeAll(async () => {
  server = await startRealtimeTestServer();
});

afterEach(async () => {
  await Promise.all(open.splice(0).map((connection) => connection.stop()));
});

afterAll(async () => {
  await server.close();
});

interface CreatedPlayer {
  readonly player: { readonly id: number; readonly username: string };
  readonly accessToken: string;
}

let playerCount = 0;
async function newPlayer(): Promise<CreatedPlayer> {
  playerCount += 1;
  const { status, body } = await server.admin('POST', '/admin/players', {
    username: `hub-player-${playerCount}`,
    balance: '100.00',
  });
  expect(status).toBe(201);
  return (body as { result: CreatedPlayer }).result;
}

function connect(configure?: (builder: HubConnectionBuilder) => HubConnectionBuilder): HubConnection {
  const builder = new HubConnectionBuilder().withUrl(server.hubUrl).configureLogging(LogLevel.None);
  const connection = (configure?.(builder) ?? builder).build();
  open.push(connection);
  return connection;
}

/** Resolves with the next `Message` push the connection receives. */
const nextMessage = (connection: HubConnection): Promise<HubNotification> =>
  new Promise((resolve) => {
    const handler = (message: HubNotification) => {
      connection.off('Message', handler);
      resolve(message);
    };
    connection.on('Message', handler);
  });

const register = (connection: HubConnection, token: string) =>
  connection.invoke<boolean>('RegisterClient', 'Chrome', 'localhost', '/inplay', token);

const setBalance = (playerId: number, body: object) => server.admin('POST', `/admin/players/${playerId}/balance`, body);

const pushToGroup = (group: string, code: string, data: unknown) =>
  server.admin('POST', `/admin/realtime/groups/${encodeURIComponent(group)}/messages`, { code, data });

const clientsOf = async (playerId: number): Promise<RealtimeClient[]> =>
  ((await server.admin('GET', `/admin/realtime/players/${playerId}/connections`)).body as { result: RealtimeClient[] })
    .result;

describe('notifications hub with the official SignalR client', () => {
  it('connects over WebSockets, registers and answers heartbeats', async () => {
    const { player, accessToken } = await newPlayer();
    const connection = connect();
    await connection.start();
    expect(connection.state).toBe(HubConnectionState.Connected);
    expect(connection.connectionId).toEqual(expect.any(String));

    await expect(register(connection, accessToken)).resolves.toBe(true);
    await expect(
      connection.invoke('SendHeartbeat', 'Chrome', 'localhost', '/markets', accessToken, 'group-7'),
    ).resolves.toBe(true);

    expect(await clientsOf(player.id)).toEqual([
      {
        connectionId: connection.connectionId,
        playerId: player.id,
        browser: 'Chrome',
        domain: 'localhost',
        currentPage: '/markets',
        groupBy: 'group-7',
        registeredAt: expect.any(String),
        lastHeartbeatAt: expect.any(String),
        groups: [],
      },
    ]);
  });

  it('pushes UserBalance to every connection of the player after an admin balance change', async () => {
    const { player, accessToken } = await newPlayer();
    const tabs = [connect(), connect()];
    await Promise.all(tabs.map((tab) => tab.start()));
    await Promise.all(tabs.map((tab) => register(tab, accessToken)));
    const other = await newPlayer();
    const bystander = connect();
    await bystander.start();
    await register(bystander, other.accessToken);
    const bystanderMessages: HubNotification[] = [];
    bystander.on('Message', (message: HubNotification) => bystanderMessages.push(message));

    const pushes = tabs.map(nextMessage);
    const answer = await setBalance(player.id, { balance: '2500.50', exposure: 12 });
    expect(answer.status).toBe(200);

    for (const message of await Promise.all(pushes)) {
      expect(message).toEqual({ Code: 'UserBalance', Data: '{"Balance":2500.50,"Exposure":12.00}' });
      expect(JSON.parse(message.Data)).toEqual({ Balance: 2500.5, Exposure: 12 });
    }
    // A round trip on the bystander's connection proves nothing was queued for it before.
    await register(bystander, other.accessToken);
    expect(bystanderMessages).toEqual([]);
  });

  it('pushes BetChanged with the bet to the connections of its player only', async () => {
    const { player, accessToken } = await newPlayer();
    const connection = connect();
    await connection.start();
    await register(connection, accessToken);
    const other = await newPlayer();
    const bystander = connect();
    await bystander.start();
    await register(bystander, other.accessToken);
    const bystanderMessages: HubNotification[] = [];
    bystander.on('Message', (message: HubNotification) => bystanderMessages.push(message));

    const push = nextMessage(connection);
    const bet = { id: 7, eventId: 3, marketId: '1.5', status: 'MATCHED', matchedStake: 100 } as unknown as Bet;
    server.app.services.betEvents.emitBetChanged({ playerId: player.id, bet });
    const message = await push;
    expect(message.Code).toBe('BetChanged');
    expect(JSON.parse(message.Data)).toEqual(bet);
    await register(bystander, other.accessToken);
    expect(bystanderMessages).toEqual([]);
  });

  it('rejects RegisterClient with an invalid token and pushes nothing to that connection', async () => {
    const { player } = await newPlayer();
    const connection = connect();
    await connection.start();
    const received: unknown[] = [];
    connection.on('Message', (message) => received.push(message));

    await expect(register(connection, 'not-a-jwt')).rejects.toThrow(
      "An unexpected error occurred invoking 'RegisterClient' on the server. HubException: Access token is malformed",
    );
    await expect(register(connection, '')).rejects.toThrow('HubException: No access token');
    await expect(connection.invoke('SendHeartbeat', 'Chrome', 'localhost', '/', 'not-a-jwt', 'g')).rejects.toThrow(
      'HubException: Access token is malformed',
    );
    expect(connection.state).toBe(HubConnectionState.Connected);

    await setBalance(player.id, { balance: '1.00' });
    await connection.invoke('RegisterClient', 'Chrome', 'localhost', '/', 'still-not-a-jwt').catch(() => undefined);
    expect(received).toEqual([]);
    expect(await clientsOf(player.id)).toEqual([]);
  });

  it('refuses the token of an ended session on RegisterClient and SendHeartbeat, and unties the connection', async () => {
    const { player, accessToken } = await newPlayer();
    const connection = connect();
    await connection.start();
    expect(await register(connection, accessToken)).toBe(true);
    expect(await clientsOf(player.id)).toHaveLength(1);

    const { sid } = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      sid: string;
    };
    await revokeSession(server.db, sid, new Date());
    await expect(connection.invoke('SendHeartbeat', 'Chrome', 'localhost', '/', accessToken, 'g')).rejects.toThrow(
      'HubException: The session has ended',
    );
    await expect(register(connection, accessToken)).rejects.toThrow('HubException: The session has ended');
    expect(await clientsOf(player.id)).toEqual([]);
  });

  it('answers unknown methods and wrong argument counts with completion errors', async () => {
    const connection = connect();
    await connection.start();
    await expect(connection.invoke('Nope')).rejects.toThrow(
      "Failed to invoke 'Nope' due to an error on the server. HubException: Method does not exist.",
    );
    await expect(connection.invoke('RegisterClient', 'Chrome')).rejects.toThrow(
      'Invocation provides 1 argument(s) but target expects 4.',
    );
    expect(connection.state).toBe(HubConnectionState.Connected);
  });

  it('lets a client reconnect after the server drops it, and pushes to the new connection', async () => {
    const { player, accessToken } = await newPlayer();
    const connection = connect((builder) => builder.withAutomaticReconnect([0, 100, 500]));
    const reconnected = new Promise<void>((resolve) => {
      connection.onreconnected(() => {
        void register(connection, accessToken).then(() => resolve());
      });
    });
    await connection.start();
    await register(connection, accessToken);
    const firstId = connection.connectionId;

    const dropped = await server.admin('POST', `/admin/realtime/players/${player.id}/disconnect`);
    expect(dropped).toEqual({ status: 200, body: { success: true, result: { disconnected: 1 } } });

    await reconnected;
    expect(connection.connectionId).not.toBe(firstId);
    const push = nextMessage(connection);
    await setBalance(player.id, { balance: '77.70' });
    expect(await push).toEqual({ Code: 'UserBalance', Data: '{"Balance":77.70,"Exposure":0.00}' });
  });

  it('pushes a group message to the connections in the group only', async () => {
    const { player, accessToken } = await newPlayer();
    const [member, alsoMember, outsider] = [connect(), connect(), connect()];
    await Promise.all([member, alsoMember, outsider].map((connection) => connection.start()));
    await Promise.all([member, alsoMember, outsider].map((connection) => register(connection, accessToken)));
    await expect(member.invoke('JoinGroup', 'market:1.234')).resolves.toBe(true);
    await expect(member.invoke('JoinGroup', 'market:1.234')).resolves.toBe(true);
    await alsoMember.invoke('JoinGroup', 'market:1.234');
    await outsider.invoke('JoinGroup', 'market:9.9');
    const outsiderMessages: HubNotification[] = [];
    outsider.on('Message', (message: HubNotification) => outsiderMessages.push(message));

    const pushes = [member, alsoMember].map(nextMessage);
    expect(await pushToGroup('market:1.234', 'MarketPrices', { marketId: '1.234', back: [2.5, 2.48] })).toEqual({
      status: 200,
      body: { success: true, result: { sent: 2 } },
    });
    for (const message of await Promise.all(pushes)) {
      expect(message).toEqual({ Code: 'MarketPrices', Data: '{"marketId":"1.234","back":[2.5,2.48]}' });
    }
    // A round trip on the outsider's connection proves nothing was queued for it before.
    await register(outsider, accessToken);
    expect(outsiderMessages).toEqual([]);

    await expect(member.invoke('LeaveGroup', 'market:1.234')).resolves.toBe(true);
    await expect(member.invoke('LeaveGroup', 'market:1.234')).resolves.toBe(true);
    expect((await clientsOf(player.id)).map((client) => client.groups).sort()).toEqual([
      [],
      ['market:1.234'],
      ['market:9.9'],
    ]);
  });

  it('admits only a registered connection to a group, and takes it out when its token is refused', async () => {
    const { player, accessToken } = await newPlayer();
    const connection = connect();
    await connection.start();
    await expect(connection.invoke('JoinGroup', 'market:1')).rejects.toThrow(
      "An unexpected error occurred invoking 'JoinGroup' on the server. HubException: Register the client before joining a group.",
    );
    await expect(connection.invoke('LeaveGroup', 'market:1')).resolves.toBe(true);

    await register(connection, accessToken);
    await connection.invoke('JoinGroup', 'market:1');
    expect((await clientsOf(player.id))[0]?.groups).toEqual(['market:1']);

    await expect(connection.invoke('SendHeartbeat', 'Chrome', 'localhost', '/', 'not-a-jwt', 'g')).rejects.toThrow(
      'HubException: Access token is malformed',
    );
    expect(await pushToGroup('market:1', 'MarketPrices', {})).toMatchObject({ body: { result: { sent: 0 } } });
    await register(connection, accessToken);
    expect((await clientsOf(player.id))[0]?.groups).toEqual([]);
  });

  it('refuses malformed group names', async () => {
    const { accessToken } = await newPlayer();
    const connection = connect();
    await connection.start();
    await register(connection, accessToken);
    for (const name of ['', `M${'x'.repeat(100)}`, '-market', 'market 1', 'market/1', 'märket', 42, null]) {
      await expect(connection.invoke('JoinGroup', name)).rejects.toThrow('HubException: A group name is 1 to 100');
      await expect(connection.invoke('LeaveGroup', name)).rejects.toThrow('HubException: A group name is 1 to 100');
    }
    await expect(connection.invoke('JoinGroup', `M${'x'.repeat(99)}`)).resolves.toBe(true);
    await expect(connection.invoke('JoinGroup', 'market:1.234_a-b')).resolves.toBe(true);
  });

  it('holds a connection to at most 50 groups at once', async () => {
    const { player, accessToken } = await newPlayer();
    const connection = connect();
    await connection.start();
    await register(connection, accessToken);
    const names = Array.from({ length: 50 }, (_, index) => `market:${index}`);
    await Promise.all(names.map((name) => connection.invoke('JoinGroup', name)));
    await expect(connection.invoke('JoinGroup', 'market:50')).rejects.toThrow(
      'HubException: Too many groups for this connection: at most 50 at once.',
    );
    // Joining a group it is in is no change; leaving one makes room.
    await expect(connection.invoke('JoinGroup', 'market:0')).resolves.toBe(true);
    await connection.invoke('LeaveGroup', 'market:0');
    await expect(connection.invoke('JoinGroup', 'market:50')).resolves.toBe(true);
    expect((await clientsOf(player.id))[0]?.groups).toHaveLength(50);
  });

  it('takes a closed connection out of its groups', async () => {
    const { accessToken } = await newPlayer();
    const connection = connect();
    await connection.start();
    await register(connection, accessToken);
    await connection.invoke('JoinGroup', 'market:closing');
    expect(await pushToGroup('market:closing', 'MarketPrices', {})).toMatchObject({ body: { result: { sent: 1 } } });
    await connection.stop();
    await expect
      .poll(async () => (await pushToGroup('market:closing', 'MarketPrices', {})).body)
      .toMatchObject({ result: { sent: 0 } });
  });

  it('tells connected clients it is closing when the server shuts down', async () => {
    const own = await startRealtimeTestServer();
    const connection = new HubConnectionBuilder().withUrl(own.hubUrl).configureLogging(LogLevel.None).build();
    await connection.start();
    const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
    await own.close();
    await closed;
    expect(connection.state).toBe(HubConnectionState.Disconnected);
  });

  it("pushes a market's prices to its group within moments of an admin change, and its suspension", async () => {
    const { accessToken } = await newPlayer();
    const created = await server.admin('POST', '/admin/sports/events', {
      sportId: 3,
      competition: 'Ranji Trophy',
      title: 'Mumbai v Delhi',
      markets: [{ name: 'Match Odds', type: 'MATCH_ODDS', runners: ['Mumbai', 'Delhi'] }],
    });
    const { markets } = (created.body as { result: { markets: { id: string; runners: { id: number }[] }[] } }).result;
    const marketId = markets[0]?.id ?? '';
    const runnerId = markets[0]?.runners[0]?.id ?? 0;
    const connection = connect();
    await connection.start();
    await register(connection, accessToken);
    await connection.invoke('JoinGroup', `market:${marketId}`);

    const priced = nextMessage(connection);
    const sentAt = Date.now();
    await server.admin('POST', `/admin/sports/markets/${marketId}/prices`, {
      runners: [{ runnerId, back: 2.5, lay: 2.54 }],
    });
    const message = await priced;
    expect(Date.now() - sentAt).toBeLessThan(2_000);
    expect(message.Code).toBe('MarketPrices');
    const prices = JSON.parse(message.Data) as {
      marketId: string;
      state: string;
      runners: { back: { price: number }[] }[];
    };
    expect(prices).toMatchObject({ marketId, state: 'OPEN' });
    expect(prices.runners[0]?.back[0]?.price).toBe(2.5);

    const suspended = nextMessage(connection);
    await server.admin('POST', `/admin/sports/markets/${marketId}/suspend`);
    expect(JSON.parse((await suspended).Data)).toMatchObject({ marketId, state: 'SUSPENDED' });
  });
});
