import { afterEach, describe, expect, it, vi } from 'vitest';

import type { RealtimeOptions } from './realtime-options';

// What a visitor's page downloads: the SignalR client is a module of its own, fetched on the
// first connect. The module registry is fresh per test, so "evaluated" means "downloaded" here.

const options: RealtimeOptions = {
  hubUrl: 'http://127.0.0.1:9/hubs/notifications',
  browser: 'Chrome',
  domain: 'localhost',
  getCurrentPage: () => '/',
  getToken: () => 'token',
  timers: { setTimeout: () => undefined, clearTimeout: () => undefined },
  logger: { warn: () => undefined, error: () => undefined },
};

/** A stand-in session that records what the connection asked of it. */
function fakeSessionModule(log: string[]) {
  return {
    RealtimeSession: class {
      readonly #name: string;
      constructor({ domain }: RealtimeOptions) {
        this.#name = domain;
        log.push(`created ${domain}`);
      }
      async start() {
        log.push(`started ${this.#name}`);
      }
      async dispose() {
        log.push(`disposed ${this.#name}`);
      }
    },
  };
}

afterEach(() => {
  vi.doUnmock('@microsoft/signalr');
  vi.doUnmock('./realtime-session');
  vi.resetModules();
});

// The first test evaluates the whole platform package in a fresh module registry, which takes a
// few seconds on a busy machine.
describe('loading the SignalR client', { timeout: 30_000 }, () => {
  it('is not part of the platform package until a connection is opened', async () => {
    vi.resetModules();
    const evaluated = vi.fn();
    vi.doMock('@microsoft/signalr', async (importOriginal) => {
      evaluated();
      return importOriginal();
    });
    const shared = await import('../index');
    expect(evaluated).not.toHaveBeenCalled();

    const connecting = shared.connectRealtime(options);
    await vi.waitFor(() => expect(evaluated).toHaveBeenCalledTimes(1));
    await shared.disconnectRealtime();
    await connecting;
    expect(shared.realtimeStore.getState().connectionState).toBe('disconnected');
  });

  it('starts only the latest connect when several are made while the client loads', async () => {
    vi.resetModules();
    const log: string[] = [];
    vi.doMock('./realtime-session', () => fakeSessionModule(log));
    const { connectRealtime } = await import('./realtime-connection');

    await Promise.all([
      connectRealtime({ ...options, domain: 'first' }),
      connectRealtime({ ...options, domain: 'second' }),
    ]);
    expect(log).toEqual(['created second', 'started second']);
  });

  it('starts nothing when the player logs out while the client loads', async () => {
    vi.resetModules();
    const log: string[] = [];
    vi.doMock('./realtime-session', () => fakeSessionModule(log));
    const { connectRealtime, disconnectRealtime } = await import('./realtime-connection');
    const { realtimeStore } = await import('./realtime-store');

    const connecting = connectRealtime(options);
    await disconnectRealtime();
    await connecting;
    expect(log).toEqual([]);
    expect(realtimeStore.getState().connectionState).toBe('disconnected');
  });

  it('reports a client that cannot be downloaded and tries again on the next connect', async () => {
    vi.resetModules();
    const log: string[] = [];
    let available = false;
    vi.doMock('./realtime-session', () => {
      if (!available) throw new Error('Loading chunk 95 failed.');
      return fakeSessionModule(log);
    });
    const { connectRealtime } = await import('./realtime-connection');
    const { realtimeStore } = await import('./realtime-store');
    const logger = { warn: vi.fn(), error: vi.fn() };

    await connectRealtime({ ...options, logger });
    expect(realtimeStore.getState()).toMatchObject({ connectionState: 'disconnected', lastError: expect.any(String) });
    expect(logger.error).toHaveBeenCalledWith('The real-time client could not be loaded', expect.any(Error));

    available = true;
    await connectRealtime(options);
    expect(log).toEqual(['created localhost', 'started localhost']);
  });
});
