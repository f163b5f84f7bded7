import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';

import { hubAdmin as admin, realHubServer as server } from '../testing/real-hub';
import type { ConnectionState } from './connection-state';
import { userBalanceCode, userBalanceSchema, type UserBalance } from './hub-messages';
import { realtimeHub } from './hub-subscriptions';
import { connectRealtime, disconnectRealtime } from './realtime-connection';
import type { RealtimeOptions, RealtimeTimers } from './realtime-options';
import { realtimeStore } from './realtime-store';

// The client against the real hub of the api, started by the api's vitest global setup. Timers of
// the client (heartbeat, reconnect waits) run on a clock the tests drive; the network is real.

interface RegisteredClient {
  readonly connectionId: string;
  readonly currentPage: string;
  readonly groupBy: string | null;
  readonly lastHeartbeatAt: string | null;
  readonly groups: readonly string[];
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

/** What the coming odds feed will do: a `Message` to every connection in the group. */
const pushToGroup = (group: string, code: string, data: unknown) =>
  admin<{ sent: number }>('POST', `/admin/realtime/groups/${encodeURIComponent(group)}/messages`, { code, data });

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
    /** Fires the waiting timer of that delay. */
    fireAfter(delayMs: number) {
      const waiting = [...pending.entries()].filter(([, timer]) => timer.delayMs === delayMs);
      expect(waiting).toHaveLength(1);
      const [handle, timer] = waiting[0] ?? [];
      if (handle === undefined || timer === undefined) return;
      pending.delete(handle);
      timer.callback();
    },
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
  // The balance message is one subscription among others, as the host registers it.
  unsubscribers.push(realtimeHub.subscribe(userBalanceCode, userBalanceSchema, (balance) => balances.push(balance)));
  const options: RealtimeOptions = {
    hubUrl: server.hubUrl,
    browser: 'Chrome',
    domain: 'localhost',
    getCurrentPage: () => '/inplay',
    getToken: () => player.token,
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

  it('asks a server that stopped answering every 2 s during a long wait, and starts as soon as it answers', async () => {
    const player = await newPlayer();
    const answers: boolean[] = [];
    const serverAnswers = vi.fn(async (hubUrl: string) => {
      expect(hubUrl).toBe(options.hubUrl);
      return answers.shift() ?? false;
    });
    // The hub address fails every start (404), as a server would while it is away.
    const { clock, options } = setup(player, { hubUrl: `${server.url}/hubs/nowhere`, serverAnswers });
    await connectRealtime(options);
    clock.fire();
    await waitFor(() => expect(clock.delays()).toEqual([2_000]));
    // No checks during the short waits.
    expect(serverAnswers).not.toHaveBeenCalled();

    answers.push(false);
    clock.fire();
    await waitFor(() => expect(clock.delays()).toEqual([10_000, 2_000]));
    answers.push(false);
    clock.fireAfter(2_000);
    await waitFor(() => expect(serverAnswers).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(clock.delays()).toEqual([10_000, 2_000]));

    // It answers: the start happens now (and fails here), so the 10 s wait gives way to the next, 30 s.
    answers.push(true, true);
    clock.fireAfter(2_000);
    await waitFor(() => expect(clock.delays()).toEqual([30_000]));
    expect(serverAnswers).toHaveBeenCalledTimes(4);
  });

  it('keeps the full wait, without further checks, when the server answers but the hub fails', async () => {
    const player = await newPlayer();
    const { clock, options } = setup(player, { hubUrl: `${server.url}/hubs/nowhere` });
    await connectRealtime(options);
    clock.fire();
    await waitFor(() => expect(clock.delays()).toEqual([2_000]));
    clock.fire();
    await waitFor(() => expect(clock.delays()).toEqual([10_000]));
    // The real check (a request to the hub address, which answers 404) has had time to come back.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(clock.delays()).toEqual([10_000]);
  });

  it('ends a wait at once when the browser is back online or the tab visible again', async () => {
    const player = await newPlayer();
    let wake = () => {};
    const wakeups = (callback: () => void) => {
      wake = callback;
      return () => {
        wake = () => {};
      };
    };
    const { clock, options } = setup(player, { hubUrl: `${server.url}/hubs/nowhere`, wakeups });
    await connectRealtime(options);
    clock.fire();
    await waitFor(() => expect(clock.delays()).toEqual([2_000]));
    clock.fire();
    await waitFor(() => expect(clock.delays()).toEqual([10_000]));

    // The start happens now (and fails here): the 10 s wait gives way to the next one, 30 s.
    wake();
    await waitFor(() => expect(clock.delays()).toEqual([30_000]));
    await disconnectRealtime();
    wake();
    expect(clock.delays()).toEqual([]);
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
    const { clock, balances, options } = setup(player);
    const secondClock = manualTimers();
    await connectRealtime(options);
    await connectRealtime({ ...options, timers: secondClock.timers });

    expect(clock.delays()).toEqual([]);
    expect(secondClock.delays()).toEqual([20_000]);
    await waitFor(async () => expect(await clientsOf(player.id)).toHaveLength(1));
    await setBalance(player.id, '3.00');
    await waitFor(() => expect(balances).toEqual([{ balance: 3, exposure: 0 }]));
    await setBalance(player.id, '4.00');
    await waitFor(() => expect(balances).toHaveLength(2));
    expect(balances).toEqual([
      { balance: 3, exposure: 0 },
      { balance: 4, exposure: 0 },
    ]);
  });
});

// A message type a remote would define in its own folder: a market's best prices.
const marketPricesCode = 'TestMarketPrices';
const marketPricesSchema = z.object({ marketId: z.string(), back: z.number(), lay: z.number() });
type MarketPrices = z.infer<typeof marketPricesSchema>;

describe('subscriptions and groups on the hub connection', () => {
  const groupsOf = async (playerId: number) => (await clientsOf(playerId)).map((client) => client.groups);

  it('joins wanted groups once registered, delivers their pushes, and leaves with the last holder', async () => {
    const player = await newPlayer();
    const { options, logger } = setup(player);
    const prices: MarketPrices[] = [];
    unsubscribers.push(realtimeHub.subscribe(marketPricesCode, marketPricesSchema, (data) => prices.push(data)));
    // Wanted before the connection exists: joined as soon as the hub knows the player.
    const leaveFirst = realtimeHub.joinGroup('market:1.1');
    await connectRealtime(options);
    await waitFor(async () => expect(await groupsOf(player.id)).toEqual([['market:1.1']]));

    const leaveSecond = realtimeHub.joinGroup('market:1.1');
    const leaveOther = realtimeHub.joinGroup('market:1.2');
    await waitFor(async () => expect(await groupsOf(player.id)).toEqual([['market:1.1', 'market:1.2']]));
    expect(await pushToGroup('market:1.1', marketPricesCode, { marketId: '1.1', back: 2.5, lay: 2.52 })).toEqual({
      sent: 1,
    });
    await waitFor(() => expect(prices).toEqual([{ marketId: '1.1', back: 2.5, lay: 2.52 }]));

    leaveFirst();
    leaveFirst();
    leaveOther();
    await waitFor(async () => expect(await groupsOf(player.id)).toEqual([['market:1.1']]));
    leaveSecond();
    await waitFor(async () => expect(await groupsOf(player.id)).toEqual([[]]));
    expect(await pushToGroup('market:1.1', marketPricesCode, { marketId: '1.1', back: 3, lay: 3.05 })).toEqual({
      sent: 0,
    });
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('joins its groups again after the server drops the connection', async () => {
    const player = await newPlayer();
    const { clock, options } = setup(player);
    const prices: MarketPrices[] = [];
    unsubscribers.push(realtimeHub.subscribe(marketPricesCode, marketPricesSchema, (data) => prices.push(data)));
    unsubscribers.push(realtimeHub.joinGroup('market:2.1'));
    await connectRealtime(options);
    await waitFor(async () => expect(await groupsOf(player.id)).toEqual([['market:2.1']]));

    await admin('POST', `/admin/realtime/players/${player.id}/disconnect`);
    await waitFor(() => expect(realtimeStore.getState().connectionState).toBe('reconnecting'));
    // Joined and left while away: nothing to send now, nothing to join later.
    realtimeHub.joinGroup('market:2.2')();
    clock.fire();
    await waitFor(async () => expect(await groupsOf(player.id)).toEqual([['market:2.1']]));
    await pushToGroup('market:2.1', marketPricesCode, { marketId: '2.1', back: 1.5, lay: 1.51 });
    await waitFor(() => expect(prices).toEqual([{ marketId: '2.1', back: 1.5, lay: 1.51 }]));
  });

  it('joins its groups again after a failed heartbeat restarts the connection', async () => {
    const player = await newPlayer();
    const tokens: string[] = [];
    const { clock, options } = setup(player, { getToken: () => tokens.shift() ?? player.token });
    unsubscribers.push(realtimeHub.joinGroup('market:3.1'));
    await connectRealtime(options);
    const [before] = await clientsOf(player.id);

    tokens.push('not-a-token');
    clock.fire();
    await waitFor(async () => {
      const clients = await clientsOf(player.id);
      expect(clients).toHaveLength(1);
      expect(clients[0]?.connectionId).not.toBe(before?.connectionId);
      expect(clients[0]?.groups).toEqual(['market:3.1']);
    });
  });

  it('joins nothing while the hub refuses the registration, and joins once a heartbeat is accepted', async () => {
    const player = await newPlayer();
    const tokens = ['not-a-token'];
    const { clock, options, logger } = setup(player, { getToken: () => tokens.shift() ?? player.token });
    unsubscribers.push(realtimeHub.joinGroup('market:4.1'));
    await connectRealtime(options);
    expect(logger.error).toHaveBeenCalledWith('Real-time registration failed', expect.any(Error));
    expect(await clientsOf(player.id)).toEqual([]);

    clock.fire();
    await waitFor(async () => expect(await groupsOf(player.id)).toEqual([['market:4.1']]));
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('drops a push whose Data fails its schema, logging once per code, and keeps delivering valid ones', async () => {
    const player = await newPlayer();
    const { options, logger } = setup(player);
    const prices: MarketPrices[] = [];
    unsubscribers.push(realtimeHub.subscribe(marketPricesCode, marketPricesSchema, (data) => prices.push(data)));
    unsubscribers.push(realtimeHub.joinGroup('market:5.1'));
    await connectRealtime(options);
    await waitFor(async () => expect(await groupsOf(player.id)).toEqual([['market:5.1']]));

    await pushToGroup('market:5.1', marketPricesCode, { marketId: '5.1', back: 'high' });
    await pushToGroup('market:5.1', marketPricesCode, { marketId: '5.1', back: 'higher' });
    await pushToGroup('market:5.1', 'SomethingNobodyReads', { anything: true });
    await pushToGroup('market:5.1', marketPricesCode, { marketId: '5.1', back: 4, lay: 4.1 });
    await waitFor(() => expect(prices).toEqual([{ marketId: '5.1', back: 4, lay: 4.1 }]));
    expect(realtimeStore.getState().connectionState).toBe('connected');
    expect(logger.warn.mock.calls).toEqual([
      [`Dropped a ${marketPricesCode} hub message whose Data does not match its schema`, expect.anything()],
    ]);
  });
});
