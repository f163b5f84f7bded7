import {
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  type HubConnection,
  type ILogger,
} from '@microsoft/signalr';
import { z } from 'zod';

import type { ConnectionState } from './connection-state';
import { realtimeStore } from './realtime-store';
import { reconnectDelayMs } from './reconnect-backoff';

/** Timings of the specification (point 9). */
export const realtimeTimings = {
  heartbeatIntervalMs: 20_000,
  serverTimeoutMs: 30_000,
  keepAliveIntervalMs: 15_000,
} as const;

/** The balance message's Balance and Exposure; the client only shows them, it never computes with them. */
export interface UserBalance {
  readonly balance: number;
  readonly exposure: number;
}

/** The timer functions the connection uses; tests hand in a clock they drive themselves. */
export interface RealtimeTimers {
  setTimeout(callback: () => void, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface RealtimeLogger {
  warn(message: string, error?: unknown): void;
  error(message: string, error?: unknown): void;
}

export interface RealtimeOptions {
  readonly hubUrl: string;
  readonly browser: string;
  readonly domain: string;
  readonly getCurrentPage: () => string;
  /** Read at every registration and heartbeat, so a refreshed token is used from then on. */
  readonly getToken: () => string | null;
  readonly onUserBalance: (balance: UserBalance) => void;
  /** The heartbeat's GroupBy; the brand's domain unless given. */
  readonly getGroupBy?: () => string;
  readonly timers?: RealtimeTimers;
  readonly logger?: RealtimeLogger;
}

const browserTimers: RealtimeTimers = {
  setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

const consoleLogger: RealtimeLogger = {
  warn: (message, ...error) => console.warn(message, ...error),
  error: (message, ...error) => console.error(message, ...error),
};

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

// A .NET backend writes decimals as JSON numbers; some write them as strings. Both are read.
const amount = z.union([
  z.number().finite(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
const userBalanceData = z.object({ Balance: amount, Exposure: amount });
const hubMessage = z.object({ Code: z.string(), Data: z.unknown() });

export type HubMessageReading =
  | { readonly kind: 'user-balance'; readonly balance: UserBalance }
  /** Another Code: not for this client to handle. */
  | { readonly kind: 'other' }
  | { readonly kind: 'unreadable'; readonly reason: string };

/** Reads one `Message` push: `{ Code: "UserBalance", Data: "{\"Balance\":…,\"Exposure\":…}" }`. */
export function readHubMessage(message: unknown): HubMessageReading {
  const envelope = hubMessage.safeParse(message);
  if (!envelope.success) {
    return { kind: 'unreadable', reason: 'Hub message without a Code' };
  }
  if (envelope.data.Code !== 'UserBalance') {
    return { kind: 'other' };
  }
  let data: unknown;
  try {
    data = typeof envelope.data.Data === 'string' ? JSON.parse(envelope.data.Data) : envelope.data.Data;
  } catch {
    return { kind: 'unreadable', reason: 'UserBalance Data is not JSON' };
  }
  const parsed = userBalanceData.safeParse(data);
  return parsed.success
    ? { kind: 'user-balance', balance: { balance: parsed.data.Balance, exposure: parsed.data.Exposure } }
    : { kind: 'unreadable', reason: 'UserBalance Data lacks a numeric Balance and Exposure' };
}

/** Passes the SignalR client's own warnings and errors to our logger; its chatter stays out. */
const signalrLogger = (logger: RealtimeLogger): ILogger => ({
  log(level, message) {
    if (level >= LogLevel.Error) logger.error(`SignalR: ${message}`);
    else if (level === LogLevel.Warning) logger.warn(`SignalR: ${message}`);
  },
});

let current: RealtimeSession | null = null;

/**
 * One hub session: its connection, the reconnect loop and the heartbeat. The specification does
 * not configure SignalR's automatic reconnect, so the session restarts the connection itself: after
 * a drop or a failed start it waits 0, 2, 10, 30, 30… s, and after a failed heartbeat it stops and
 * starts again at once. Every (re)connect registers the client anew.
 */
class RealtimeSession {
  readonly #options: RealtimeOptions;
  readonly #timers: RealtimeTimers;
  readonly #logger: RealtimeLogger;
  readonly #connection: HubConnection;
  #retryAttempt = 0;
  #retryTimer: unknown = undefined;
  #heartbeatTimer: unknown = undefined;
  /** Set while the session stops its own connection, whose close is then not a drop. */
  #stoppingOnPurpose = false;
  #disposed = false;

  constructor(options: RealtimeOptions) {
    this.#options = options;
    this.#timers = options.timers ?? browserTimers;
    this.#logger = options.logger ?? consoleLogger;
    this.#connection = new HubConnectionBuilder()
      .withUrl(options.hubUrl)
      .withServerTimeout(realtimeTimings.serverTimeoutMs)
      .withKeepAliveInterval(realtimeTimings.keepAliveIntervalMs)
      .configureLogging(signalrLogger(this.#logger))
      .build();
    this.#connection.on('Message', (message: unknown) => this.#onMessage(message));
    this.#connection.onclose((error) => this.#onClose(error));
  }

  async start(phase: 'connecting' | 'reconnecting'): Promise<void> {
    if (this.#disposed) return;
    this.#publish({ connectionState: phase });
    try {
      await this.#connection.start();
    } catch (error) {
      if (this.#disposed) return;
      this.#publish({ lastError: errorText(error) });
      this.#scheduleRetry();
      return;
    }
    if (this.#disposed) return;
    this.#retryAttempt = 0;
    this.#publish({ connectionState: 'connected', lastError: null });
    await this.#register();
    this.#scheduleHeartbeat();
  }

  async dispose(): Promise<void> {
    this.#disposed = true;
    this.#clearTimers();
    await this.#connection.stop();
  }

  #publish(state: { connectionState?: ConnectionState; lastError?: string | null }): void {
    // A replaced session may still be finishing; only the page's current one speaks for it.
    if (current === this) realtimeStore.setState(state);
  }

  #args(): [browser: string, domain: string, currentPage: string, token: string] {
    const { browser, domain, getCurrentPage, getToken } = this.#options;
    return [browser, domain, getCurrentPage(), getToken() ?? ''];
  }

  async #register(): Promise<void> {
    try {
      await this.#connection.invoke('RegisterClient', ...this.#args());
    } catch (error) {
      // Specification point 8: a registration failure is only logged.
      this.#logger.error('Real-time registration failed', error);
    }
  }

  #scheduleHeartbeat(): void {
    if (this.#disposed || this.#connection.state !== HubConnectionState.Connected) return;
    this.#heartbeatTimer = this.#timers.setTimeout(() => {
      this.#heartbeatTimer = undefined;
      void this.#heartbeat();
    }, realtimeTimings.heartbeatIntervalMs);
  }

  async #heartbeat(): Promise<void> {
    const groupBy = this.#options.getGroupBy?.() ?? this.#options.domain;
    try {
      await this.#connection.invoke('SendHeartbeat', ...this.#args(), groupBy);
    } catch (error) {
      // A heartbeat cut short by a dropped connection is the close handler's to recover.
      if (this.#disposed || this.#connection.state !== HubConnectionState.Connected) return;
      this.#logger.warn('Real-time heartbeat failed; restarting the connection', error);
      await this.#restart();
      return;
    }
    this.#scheduleHeartbeat();
  }

  async #restart(): Promise<void> {
    this.#clearTimers();
    this.#publish({ connectionState: 'reconnecting' });
    this.#stoppingOnPurpose = true;
    try {
      await this.#connection.stop();
    } finally {
      this.#stoppingOnPurpose = false;
    }
    await this.start('reconnecting');
  }

  #onClose(error: Error | undefined): void {
    if (this.#disposed || this.#stoppingOnPurpose) return;
    this.#clearTimers();
    this.#publish({ lastError: error === undefined ? 'The hub closed the connection' : errorText(error) });
    this.#scheduleRetry();
  }

  #scheduleRetry(): void {
    const delay = reconnectDelayMs(this.#retryAttempt);
    this.#retryAttempt += 1;
    this.#publish({ connectionState: 'reconnecting' });
    this.#retryTimer = this.#timers.setTimeout(() => {
      this.#retryTimer = undefined;
      void this.start('reconnecting');
    }, delay);
  }

  #clearTimers(): void {
    if (this.#retryTimer !== undefined) this.#timers.clearTimeout(this.#retryTimer);
    if (this.#heartbeatTimer !== undefined) this.#timers.clearTimeout(this.#heartbeatTimer);
    this.#retryTimer = undefined;
    this.#heartbeatTimer = undefined;
  }

  #onMessage(message: unknown): void {
    const reading = readHubMessage(message);
    if (reading.kind === 'unreadable') {
      this.#logger.warn(`Ignored a hub message: ${reading.reason}`, message);
    }
    if (reading.kind !== 'user-balance') return;
    try {
      this.#options.onUserBalance(reading.balance);
    } catch (error) {
      this.#logger.error('The UserBalance handler failed', error);
    }
  }
}

/**
 * Opens the page's hub connection, replacing any earlier one (one connection per page). Resolves
 * after the first attempt, connected or not; a failed attempt keeps retrying in the background and
 * `realtimeStore` follows every state.
 */
export function connectRealtime(options: RealtimeOptions): Promise<void> {
  const previous = current;
  const session = new RealtimeSession(options);
  current = session;
  return (async () => {
    await previous?.dispose();
    if (current === session) await session.start('connecting');
  })();
}

/** Stops the connection, its heartbeat and any pending reconnect. */
export async function disconnectRealtime(): Promise<void> {
  const session = current;
  if (session === null) return;
  current = null;
  realtimeStore.setState({ connectionState: 'disconnecting' });
  try {
    await session.dispose();
  } finally {
    if (current === null) realtimeStore.setState({ connectionState: 'disconnected' });
  }
}
