import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';

import { RECORD_SEPARATOR } from './hub-protocol.js';
import { startRealtimeTestServer, type RealtimeTestServer } from './test-server.js';

// The wire protocol as a hand-written client speaks it: what the official client never sends
// (bad handshakes, garbage, silence) must still get the answers the SignalR protocol describes.

const timings = { keepAliveIntervalMs: 100, clientTimeoutMs: 400, handshakeTimeoutMs: 400 };
let server: RealtimeTestServer;

beforeAll(async () => {
  server = await startRealtimeTestServer(timings);
});

afterAll(async () => {
  await server.close();
});

/** A raw WebSocket client that collects records and the close event. */
class RawClient {
  readonly records: string[] = [];
  readonly closed: Promise<{ code: number }>;
  readonly #socket: WebSocket;
  #waiters: (() => void)[] = [];

  constructor(socket: WebSocket) {
    this.#socket = socket;
    socket.on('message', (data: Buffer) => {
      this.records.push(...data.toString('utf8').split(RECORD_SEPARATOR).slice(0, -1));
      for (const wake of this.#waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => socket.on('close', (code) => resolve({ code })));
  }

  static async open(query: string, { origin, on = server }: { origin?: string; on?: RealtimeTestServer } = {}) {
    const socket = new WebSocket(`${on.hubUrl.replace(/^http/, 'ws')}${query}`, origin === undefined ? {} : { origin });
    const client = new RawClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  /** Negotiates, connects and completes the JSON handshake. */
  static async connected(on: RealtimeTestServer = server): Promise<RawClient> {
    const negotiated = await fetch(`${on.hubUrl}/negotiate?negotiateVersion=1`, { method: 'POST' });
    const { connectionToken } = (await negotiated.json()) as { connectionToken: string };
    const client = await RawClient.open(`?id=${connectionToken}`, { on });
    client.send('{"protocol":"json","version":1}');
    expect(await client.next()).toBe('{}');
    return client;
  }

  send(...records: string[]): void {
    this.#socket.send(records.map((record) => record + RECORD_SEPARATOR).join(''));
  }

  /** Takes the first received record that matches (by default: any but a ping), waiting for one. */
  async next(predicate: (record: string) => boolean = (record) => record !== '{"type":6}'): Promise<string> {
    for (;;) {
      const found = this.records.find(predicate);
      if (found !== undefined) {
        this.records.splice(this.records.indexOf(found), 1);
        return found;
      }
      await new Promise<void>((resolve) => this.#waiters.push(resolve));
    }
  }

  close(): void {
    this.#socket.close();
  }
}

describe('negotiate', () => {
  it('answers version 1 with a connection id, a separate token and WebSockets only', async () => {
    const response = await fetch(`${server.hubUrl}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://localhost:3000' },
      body: '',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({
      negotiateVersion: 1,
      connectionId: expect.stringMatching(/^[\w-]{22}$/),
      // The id, the expiry and their signature: any process sharing the secret admits the socket.
      connectionToken: expect.stringMatching(/^[\w-]{22}\.\d+\.[\w-]{43}$/),
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    });
    expect(body.connectionToken).not.toBe(body.connectionId);
  });

  it('answers version 0 without a token; the client then connects with the id', async () => {
    const response = await fetch(`${server.hubUrl}/negotiate`, { method: 'POST' });
    const body = (await response.json()) as { negotiateVersion: number; connectionId: string };
    expect(body).not.toHaveProperty('connectionToken');
    expect(body.negotiateVersion).toBe(0);
    const client = await RawClient.open(`?id=${body.connectionId}`);
    client.send('{"protocol":"json","version":1}');
    expect(await client.next()).toBe('{}');
    client.close();
  });

  it('refuses a socket whose id is unknown or already used, with 404', async () => {
    await expect(RawClient.open('?id=unknown')).rejects.toThrow('Unexpected server response: 404');

    const negotiated = await fetch(`${server.hubUrl}/negotiate?negotiateVersion=1`, { method: 'POST' });
    const { connectionToken } = (await negotiated.json()) as { connectionToken: string };
    const first = await RawClient.open(`?id=${connectionToken}`);
    await expect(RawClient.open(`?id=${connectionToken}`)).rejects.toThrow('Unexpected server response: 404');
    first.close();
  });

  it('answers a plain GET of the hub with 400 in the envelope', async () => {
    const response = await fetch(server.hubUrl);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: { message: 'This hub accepts WebSocket connections only: negotiate first' },
    });
  });
});

describe('handshake', () => {
  it('accepts a socket without negotiation (skipNegotiation) and messages in the handshake frame', async () => {
    const client = await RawClient.open('');
    client.send('{"protocol":"json","version":1}', '{"type":1,"invocationId":"1","target":"Nope","arguments":[]}');
    expect(await client.next()).toBe('{}');
    expect(JSON.parse(await client.next())).toEqual({
      type: 3,
      invocationId: '1',
      error: "Failed to invoke 'Nope' due to an error on the server. HubException: Method does not exist.",
    });
    client.close();
  });

  it.each([
    ['{"protocol":"messagepack","version":1}', "The protocol 'messagepack' is not supported."],
    ['{"protocol":"json","version":2}', "The server does not support version 2 of the 'json' protocol."],
    ['not json', 'Handshake request is not a JSON object.'],
  ])('answers the handshake %s with an error and closes', async (request, error) => {
    const client = await RawClient.open('');
    client.send(request);
    expect(JSON.parse(await client.next())).toEqual({ error });
    await client.closed;
  });

  it('closes a socket that never sends its handshake', async () => {
    const client = await RawClient.open('');
    const started = Date.now();
    await client.closed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(timings.handshakeTimeoutMs - 50);
    expect(client.records).toEqual([]);
  });
});

describe('messages', () => {
  it('completes invocations in order, and sends nothing for one without an invocation id', async () => {
    const client = await RawClient.connected();
    client.send(
      '{"type":1,"target":"RegisterClient","arguments":["a","b","c","bad"]}',
      '{"type":1,"invocationId":"7","target":"RegisterClient","arguments":["a","b"]}',
      '{"type":6}',
      '{"type":1,"invocationId":"8","target":"RegisterClient","arguments":["a","b","c","bad"]}',
    );
    expect(JSON.parse(await client.next())).toEqual({
      type: 3,
      invocationId: '7',
      error:
        "Failed to invoke 'RegisterClient' due to an error on the server. InvalidDataException: " +
        'Invocation provides 2 argument(s) but target expects 4.',
    });
    expect(JSON.parse(await client.next())).toMatchObject({ type: 3, invocationId: '8' });
    client.close();
  });

  it('refuses streaming', async () => {
    const client = await RawClient.connected();
    client.send('{"type":4,"invocationId":"s1","target":"RegisterClient","arguments":[]}');
    expect(JSON.parse(await client.next())).toEqual({
      type: 3,
      invocationId: 's1',
      error: 'Streaming is not supported by this hub.',
    });
    client.close();
  });

  it.each(['{"type":1,"invocationId":"1","arguments":[]}', '[1,2]', '{"type":42}', '{oops'])(
    'closes the connection with an error on the malformed message %s',
    async (record) => {
      const client = await RawClient.connected();
      client.send(record);
      expect(JSON.parse(await client.next())).toEqual({ type: 7, error: 'Connection closed with an error.' });
      await client.closed;
    },
  );

  it('closes the socket when the client sends a close message', async () => {
    const client = await RawClient.connected();
    client.send('{"type":7}');
    expect(await client.closed).toEqual({ code: 1000 });
  });
});

describe('keep-alive and timeout', () => {
  it('pings an idle client at the keep-alive interval', async () => {
    const client = await RawClient.connected();
    await client.next((record) => record === '{"type":6}');
    await client.next((record) => record === '{"type":6}');
    client.close();
  });

  it('keeps a client that pings, and drops one that falls silent for the client timeout', async () => {
    const client = await RawClient.connected();
    const pinging = setInterval(() => client.send('{"type":6}'), timings.clientTimeoutMs / 4);
    await new Promise((resolve) => setTimeout(resolve, timings.clientTimeoutMs * 2));
    clearInterval(pinging);
    expect(client.records.filter((record) => record.includes('"type":7'))).toEqual([]);

    const silentSince = Date.now();
    expect(JSON.parse(await client.next((record) => record.includes('"type":7')))).toEqual({
      type: 7,
      error: 'Server timeout elapsed without receiving a message from the client.',
    });
    expect(Date.now() - silentSince).toBeGreaterThanOrEqual(timings.clientTimeoutMs - timings.clientTimeoutMs / 4 - 50);
    await client.closed;
  });
});

describe('origin', () => {
  const foreign = 'http://attacker.example';

  it('refuses to negotiate for a page of an origin the api does not allow', async () => {
    const response = await fetch(`${server.hubUrl}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { origin: foreign },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      success: false,
      error: { message: 'This origin may not connect to the hub' },
    });
  });

  it('refuses the WebSocket handshake from an origin the api does not allow, and accepts an allowed one', async () => {
    await expect(RawClient.open('', { origin: foreign })).rejects.toThrow('Unexpected server response: 403');
    const allowed = await RawClient.open('', { origin: 'http://gold.localhost:3000' });
    allowed.send('{"protocol":"json","version":1}');
    expect(await allowed.next()).toBe('{}');
    allowed.close();
  });
});

describe('oversized records', () => {
  it('closes a connection that sends a complete record over the limit with a short error', async () => {
    const client = await RawClient.connected();
    const target = 'A'.repeat(900 * 1024);
    client.send(`{"type":1,"invocationId":"1","target":"${target}","arguments":[]}`);
    expect(JSON.parse(await client.next())).toEqual({ type: 7, error: 'Connection closed with an error.' });
    await client.closed;
    expect(client.records.join('').length).toBeLessThan(200);
  });

  it('never echoes more than a short prefix of a long target name', async () => {
    const client = await RawClient.connected();
    client.send(`{"type":1,"invocationId":"1","target":"${'B'.repeat(10_000)}","arguments":[]}`);
    const completion = JSON.parse(await client.next()) as { error: string };
    expect(completion.error).toMatch(/^Failed to invoke 'B{100}…' due to an error on the server\./);
    expect(completion.error.length).toBeLessThan(250);
    client.close();
  });
});

describe('groups', () => {
  it('sends a group message as one invocation record to each member', async () => {
    const { body } = await server.admin('POST', '/admin/players', { username: 'raw-group-member' });
    const { accessToken } = (body as { result: { accessToken: string } }).result;
    const [member, other] = await Promise.all([RawClient.connected(), RawClient.connected()]);
    for (const client of [member!, other!]) {
      client.send(
        JSON.stringify({
          type: 1,
          invocationId: 'r',
          target: 'RegisterClient',
          arguments: ['c', 'd', 'p', accessToken],
        }),
      );
      expect(JSON.parse(await client.next())).toEqual({ type: 3, invocationId: 'r', result: true });
    }
    member!.send('{"type":1,"invocationId":"j","target":"JoinGroup","arguments":["market:raw"]}');
    expect(JSON.parse(await member!.next())).toEqual({ type: 3, invocationId: 'j', result: true });

    const pushed = await server.admin('POST', '/admin/realtime/groups/market:raw/messages', {
      code: 'MarketPrices',
      data: { marketId: 'raw', back: 1.5 },
    });
    expect(pushed).toEqual({ status: 200, body: { success: true, result: { sent: 1 } } });
    expect(await member!.next()).toBe(
      '{"type":1,"target":"Message","arguments":[{"Code":"MarketPrices","Data":"{\\"marketId\\":\\"raw\\",\\"back\\":1.5}"}]}',
    );
    other!.send('{"type":1,"invocationId":"x","target":"LeaveGroup","arguments":["market:raw"]}');
    expect(JSON.parse(await other!.next())).toEqual({ type: 3, invocationId: 'x', result: true });
    member!.close();
    other!.close();
  });

  it('refuses a group push with a malformed group or no code', async () => {
    expect(
      await server.admin('POST', '/admin/realtime/groups/bad%20name/messages', { code: 'X', data: 1 }),
    ).toMatchObject({
      status: 400,
    });
    expect(await server.admin('POST', '/admin/realtime/groups/market:1/messages', { data: 1 })).toMatchObject({
      status: 400,
    });
  });
});

describe('connections per player', () => {
  let capped: RealtimeTestServer;

  beforeAll(async () => {
    capped = await startRealtimeTestServer({ ...timings, maxConnectionsPerUser: 2 });
  });

  afterAll(async () => {
    await capped.close();
  });

  const register = (client: RawClient, id: string, token: string) => {
    client.send(
      JSON.stringify({ type: 1, invocationId: id, target: 'RegisterClient', arguments: ['c', 'd', 'p', token] }),
    );
    return client
      .next((record) => record.includes(`"invocationId":"${id}"`))
      .then((record) => JSON.parse(record) as unknown);
  };

  it('refuses a registration past the cap, and takes one again once a connection has gone', async () => {
    const { status, body } = await capped.admin('POST', '/admin/players', { username: 'many-tabs' });
    expect(status).toBe(201);
    const { accessToken } = (body as { result: { accessToken: string } }).result;

    const [first, second, third] = await Promise.all([1, 2, 3].map(() => RawClient.connected(capped)));
    expect(await register(first!, '1', accessToken)).toEqual({ type: 3, invocationId: '1', result: true });
    expect(await register(second!, '1', accessToken)).toEqual({ type: 3, invocationId: '1', result: true });
    expect(await register(third!, '1', accessToken)).toEqual({
      type: 3,
      invocationId: '1',
      error:
        "An unexpected error occurred invoking 'RegisterClient' on the server. HubException: " +
        'Too many connections for this player: at most 2 at once.',
    });
    // The refused connection stays open and may register again once a slot is free.
    first!.close();
    await first!.closed;
    await expect
      .poll(async () => register(third!, String(Math.random()), accessToken), { timeout: 2_000 })
      .toMatchObject({ result: true });
    second!.close();
    third!.close();
  });
});
