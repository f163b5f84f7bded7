import fc from 'fast-check';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';

import type { ConnectionState } from './connection-state';
import {
  connectRealtime,
  disconnectRealtime,
  readHubMessage,
  type RealtimeOptions,
  type RealtimeTimers,
  type UserBalance,
} from './realtime-connection';
import { realtimeStore } from './realtime-store';

// The client against the real hub of the api, started by the api's vitest global setup. Timers of
// the client (heartbeat, reconnect waits) run on a clock the tests drive; the network is real.

declare module 'vitest' {
  export interface ProvidedContext {
    realtimeTestServer: { url: string; hubUrl: string; adminToken: string };
  }
}

const server = inject('realtimeTestServer');

interface RegisteredClient {
  readonly connectionId: string;
  readonly currentPage: string;
  readonly groupBy: string | null;
  readonly lastHeartbeatAt: string | null;
}

async function admin<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${server.adminToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as { success: boolean; result: T };
  expect(json.success).toBe(true);
  return json.result;
}

let playerCount = 0;
async function newPlayer(): Promise<{ id: number; token: string }> {
  playerCount += 1;
  const result = await admin<{ player: { id: number }; accessToken: string }>('POST', '/admin/players', {
    username: `client-player-${playerCount}-${Date.now()}`,
  });
  return { id: result.player.id, token: result.accessToken };
}

const clientsOf = (playerId: number) =>
  admin<RegisteredClient[]>('GET', `/admin/realtime/players/${playerId}/connections`);

const setBalance = (playerId: number, balance: string, exposure?: string) =>
  admin('POST', `/admin/players/${playerId}/balance`, { balance, exposure });

/** A clock the test advances one timer at a time. */
function manualTimers() {
  let nextHandle = 1;
  const pending = new Map<number, { delayMs: number; callback: () => void }>();
  const timers: RealtimeTimers = {
    setTimeout(callback, delayMs) {
      const handle = nextHandle++;
      pending.set(handle, { delayMs, callback });
      return handle;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  return {
    timers,
    /** The delays of the timers now waiting. */
    delays: () => [...pending.values()].map((timer) => timer.delayMs),
    /** Fires the one waiting timer. */
    fire() {
      const waiting = [...pending.entries()];
      expect(waiting).toHaveLength(1);
      const [handle, timer] = waiting[0] ?? [];
      if (handle === undefined || timer === undefined) return;
      pending.delete(handle);
      timer.callback();
    },
  };
}

function setup(player: { token: string }, overrides: Partial<RealtimeOptions> = {}) {
  const clock = manualTimers();
  const balances: UserBalance[] = [];
  const logger = { warn: vi.fn(), error: vi.fn() };
  const states: ConnectionState[] = [];
  unsubscribers.push(realtimeStore.subscribe((state) => states.push(state.connectionState)));
  const options: RealtimeOptions = {
    hubUrl: server.hubUrl,
    browser: 'Chrome',
    domain: 'localhost',
    getCurrentPage: () => '/inplay',
    getToken: () => player.token,
    onUserBalance: (balance) => balances.push(balance),
    timers: clock.timers,
    logger,
    ...overrides,
  };
  return { clock, balances, logger, states, options };
}

const unsubscribers: (() => void)[] = [];

afterEach(async () => {
  await disconnectRealtime();
  for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
  realtimeStore.getState().reset();
});

const waitFor = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 5_000, interval: 20 });

describe('connectRealtime against the hub', () => {
  it('connects, registers, sends heartbeats every 20 s and hands over UserBalance pushes', async () => {
    const player = await newPlayer();
    const { clock, balances, options, logger } = setup(player);

    await connectRealtime(options);
    expect(realtimeStore.getState()).toMatchObject({ connectionState: 'connected', lastError: null });
    const [registered] = await clientsOf(player.id);
    expect(registered).toMatchObject({ currentPage: '/inplay', groupBy: null, lastHeartbeatAt: null });

    expect(clock.delays()).toEqual([20_000]);
    clock.fire();
    await waitFor(async () => {
      expect(await clientsOf(player.id)).toEqual([
        expect.objectContaining({
          connectionId: registered?.connectionId,
          groupBy: 'localhost',
          lastHeartbeatAt: expect.any(String),
        }),
      ]);
    });
    await waitFor(() => expect(clock.delays()).toEqual([20_000]));

    await setBalance(player.id, '321.50', '4.00');
    await waitFor(() => expect(balances).toEqual([{ balance: 321.5, exposure: 4 }]));
    expect(logger.warn).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('restarts the connection and registers again when a heartbeat fails', async () => {
    const player = await newPlayer();
    // The hub refuses a heartbeat with a bad token; the tokens after it are good again.
    const tokens: string[] = [];
    const { clock, balances, options, logger, states } = setup(player, {
      getToken: () => tokens.shift() ?? player.token,
      getGroupBy: () => 'punters',
    });
    await connectRealtime(options);
    const [before] = await clientsOf(player.id);

    tokens.push('not-a-token');
    clock.fire();

    await waitFor(async () => {
      const clients = await clientsOf(player.id);
      expect(clients).toHaveLength(1);
      expect(clients[0]?.connectionId).not.toBe(before?.connectionId);
    });
    expect(logger.warn).toHaveBeenCalledWith(
      'Real-time heartbeat failed; restarting the connection',
      expect.any(Error),
    );
    expect(states.slice(-2)).toEqual(['reconnecting', 'connected']);
    expect(realtimeStore.getState().connectionState).toBe('connected');
    await waitFor(() => expect(clock.delays()).toEqual([20_000]));

    clock.fire();
    await waitFor(async () => expect((await clientsOf(player.id))[0]?.groupBy).toBe('punters'));
    await setBalance(player.id, '5.00');
    await waitFor(() => expect(balances).toEqual([{ balance: 5, exposure: 0 }]));
  });

  it('reconnects after the server drops it, registers again and receives the next push', async () => {
    const player = await newPlayer();
    const { clock, balances, options } = setup(player);
    await connectRealtime(options);

    expect(await admin('POST', `/admin/realtime/players/${player.id}/disconnect`)).toEqual({ disconnected: 1 });
    await waitFor(() => expect(realtimeStore.getState().connectionState).toBe('reconnecting'));
    expect(realtimeStore.getState().lastError).toEqual(expect.any(String));
    expect(clock.delays()).toEqual([0]);

    clock.fire();
    await waitFor(() => expect(realtimeStore.getState().connectionState).toBe('connected'));
    await waitFor(async () => expect(await clientsOf(player.id)).toHaveLength(1));
    await setBalance(player.id, '42.00', '1.50');
    await waitFor(() => expect(balances).toEqual([{ balance: 42, exposure: 1.5 }]));
  });

  it('retries a hub it cannot reach after 0, 2, 10, 30 and again 30 s', async () => {
    const player = await newPlayer();
    const { clock, options } = setup(player, { hubUrl: `${server.url}/hubs/nowhere` });

    await connectRealtime(options);
    expect(realtimeStore.getState()).toMatchObject({
      connectionState: 'reconnecting',
      lastError: expect.stringContaining('404'),
    });
    const waits = [clock.delays()];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      clock.fire();
      await waitFor(() => expect(clock.delays()).toHaveLength(1));
      waits.push(clock.delays());
    }
    expect(waits).toEqual([[0], [2_000], [10_000], [30_000], [30_000]]);
  });

  it('only logs a refused registration and keeps the connection', async () => {
    const player = await newPlayer();
    const { clock, options, logger } = setup(player, { getToken: () => 'not-a-token' });
    await connectRealtime(options);
    expect(realtimeStore.getState().connectionState).toBe('connected');
    expect(logger.error).toHaveBeenCalledWith('Real-time registration failed', expect.any(Error));
    expect(clock.delays()).toEqual([20_000]);
  });

  it('stops the connection, the heartbeat and pending reconnects on disconnectRealtime', async () => {
    const player = await newPlayer();
    const { clock, balances, options, states } = setup(player);
    await connectRealtime(options);

    await disconnectRealtime();
    expect(states.slice(-2)).toEqual(['disconnecting', 'disconnected']);
    expect(clock.delays()).toEqual([]);
    await waitFor(async () => expect(await clientsOf(player.id)).toEqual([]));
    await setBalance(player.id, '9.00');
    expect(balances).toEqual([]);
  });

  it('keeps one connection per page: connecting again replaces the first', async () => {
    const player = await newPlayer();
    const first = setup(player);
    const second = setup(player);
    await connectRealtime(first.options);
    await connectRealtime(second.options);

    expect(first.clock.delays()).toEqual([]);
    await waitFor(async () => expect(await clientsOf(player.id)).toHaveLength(1));
    await setBalance(player.id, '3.00');
    await waitFor(() => expect(second.balances).toHaveLength(1));
    expect(first.balances).toEqual([]);
  });
});

describe('readHubMessage', () => {
  it('reads UserBalance Data with numbers or numeric strings', () => {
    expect(readHubMessage({ Code: 'UserBalance', Data: '{"Balance":1500.00,"Exposure":0.00}' })).toEqual({
      kind: 'user-balance',
      balance: { balance: 1500, exposure: 0 },
    });
    expect(readHubMessage({ Code: 'UserBalance', Data: '{"Balance":"12.50","Exposure":"3"}' })).toEqual({
      kind: 'user-balance',
      balance: { balance: 12.5, exposure: 3 },
    });
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        (balance, exposure) => {
          const Data = JSON.stringify({ Balance: balance, Exposure: exposure });
          expect(readHubMessage({ Code: 'UserBalance', Data })).toEqual({
            kind: 'user-balance',
            balance: {
              balance: JSON.parse(JSON.stringify(balance)) as number,
              exposure: JSON.parse(JSON.stringify(exposure)) as number,
            },
          });
        },
      ),
    );
  });

  it('ignores other codes and reports what it cannot read', () => {
    expect(readHubMessage({ Code: 'MarketSuspended', Data: '{}' })).toEqual({ kind: 'other' });
    expect(readHubMessage({ Code: 'UserBalance', Data: 'not json' })).toEqual({
      kind: 'unreadable',
      reason: 'UserBalance Data is not JSON',
    });
    expect(readHubMessage({ Code: 'UserBalance', Data: '{"Balance":"lots","Exposure":1}' })).toMatchObject({
      kind: 'unreadable',
    });
    expect(readHubMessage('UserBalance')).toMatchObject({ kind: 'unreadable' });
  });
});
