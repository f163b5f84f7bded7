// The SignalR hub session. Only realtime-connection.ts loads this module, and only with a dynamic
// import: the SignalR client is downloaded once a player connects, never for a visitor.
import {
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  type HubConnection,
  type ILogger,
} from '@microsoft/signalr';

import { reportApiAnswered, reportApiUnreachable } from '../api/api-reachability';
import type { ConnectionState } from './connection-state';
import { hubRegistry, type HubGroupSink } from './hub-subscriptions';
import { consoleLogger, type RealtimeLogger } from './realtime-logger';
import { realtimeTimings, type RealtimeOptions, type RealtimeTimers } from './realtime-options';
import { realtimeStore } from './realtime-store';
import { browserWakeups } from './realtime-wakeups';
import { reconnectDelayMs } from './reconnect-backoff';

const browserTimers: RealtimeTimers = {
  setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Any answer, whatever its status (a plain GET of the hub address is a 400), shows the server is up
 * again; a network failure or the timeout does not. A CORS request, as the hub's own calls are: an
 * opaque `no-cors` answer is blocked by the api's Cross-Origin-Resource-Policy and looks like a
 * failure.
 */
async function hubServerAnswers(hubUrl: string): Promise<boolean> {
  try {
    await fetch(hubUrl, {
      cache: 'no-store',
      credentials: 'omit',
      signal: AbortSignal.timeout(realtimeTimings.reachabilityCheckTimeoutMs),
    });
    return true;
  } catch {
    return false;
  }
}

/** Passes the SignalR client's own warnings and errors to our logger; its chatter stays out. */
const signalrLogger = (logger: RealtimeLogger): ILogger => ({
  log(level, message) {
    if (level >= LogLevel.Error) logger.error(`SignalR: ${message}`);
    else if (level === LogLevel.Warning) logger.warn(`SignalR: ${message}`);
  },
});

/**
 * One hub session: its connection, the reconnect loop and the heartbeat. The specification does
 * not configure SignalR's automatic reconnect, so the session restarts the connection itself: after
 * a drop or a failed start it waits 0, 2, 10, 30, 30… s, and after a failed heartbeat it stops and
 * starts again at once. Every (re)connect registers the client anew and, once the hub knows the
 * player (the hub admits registered connections only to groups), joins the groups wanted so far.
 * `Message` pushes go to the page's subscriptions (`realtimeHub`), which outlive the session.
 *
 * A server that restarts is back within seconds, long before a 10 or 30 s wait ends. So during
 * such a wait, when the server does not answer at all, the session asks it every 2 s and starts at
 * once when it answers again. A server that answers while the hub still fails (a wrong address, a
 * refusal) is not asked again: those failures keep their full waits. What the checks find is the
 * page's word on whether the api is reachable (`reachabilityStore`). The browser coming back online,
 * the player coming back to the tab and any call answered again end any wait at once
 * (`RealtimeOptions.wakeups`).
 */
export class RealtimeSession {
  readonly #options: RealtimeOptions;
  /** Whether this session is the page's current one; a replaced session goes quiet. */
  readonly #isCurrent: (session: RealtimeSession) => boolean;
  readonly #timers: RealtimeTimers;
  readonly #logger: RealtimeLogger;
  readonly #connection: HubConnection;
  #retryAttempt = 0;
  #retryTimer: unknown = undefined;
  #heartbeatTimer: unknown = undefined;
  #reachabilityTimer: unknown = undefined;
  /** The reconnect wait in progress; a check that outlives its wait does nothing. */
  #wait: object | null = null;
  readonly #serverAnswers: (hubUrl: string) => Promise<boolean>;
  readonly #stopWakeups: () => void;
  /** Set while the session stops its own connection, whose close is then not a drop. */
  #stoppingOnPurpose = false;
  #disposed = false;
  #groupsAttached = false;
  readonly #groupSink: HubGroupSink = {
    join: (group) => this.#invokeGroupMethod('JoinGroup', group),
    leave: (group) => this.#invokeGroupMethod('LeaveGroup', group),
  };

  constructor(options: RealtimeOptions, isCurrent: (session: RealtimeSession) => boolean) {
    this.#options = options;
    this.#isCurrent = isCurrent;
    this.#timers = options.timers ?? browserTimers;
    this.#logger = options.logger ?? consoleLogger;
    this.#serverAnswers = options.serverAnswers ?? hubServerAnswers;
    this.#connection = new HubConnectionBuilder()
      .withUrl(options.hubUrl)
      .withServerTimeout(realtimeTimings.serverTimeoutMs)
      .withKeepAliveInterval(realtimeTimings.keepAliveIntervalMs)
      .configureLogging(signalrLogger(this.#logger))
      .build();
    this.#connection.on('Message', (message: unknown) => {
      // A session being replaced may still receive a push; the page hears its current one only.
      if (this.#isCurrent(this) && !this.#disposed) hubRegistry.dispatch(message, this.#logger);
    });
    this.#connection.onclose((error) => this.#onClose(error));
    // Back online, or back in the tab: a wait in progress ends with a start now.
    this.#stopWakeups = (options.wakeups ?? browserWakeups)(() => {
      if (this.#wait !== null) this.#retryNow(this.#wait);
    });
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
    if (this.#isCurrent(this)) reportApiAnswered();
    this.#publish({ connectionState: 'connected', lastError: null });
    if (await this.#register()) this.#attachGroups();
    this.#scheduleHeartbeat();
  }

  async dispose(): Promise<void> {
    this.#disposed = true;
    this.#stopWakeups();
    this.#clearTimers();
    this.#detachGroups();
    await this.#connection.stop();
  }

  #publish(state: { connectionState?: ConnectionState; lastError?: string | null }): void {
    // A replaced session may still be finishing; only the page's current one speaks for it.
    if (this.#isCurrent(this)) realtimeStore.setState(state);
  }

  #args(): [browser: string, domain: string, currentPage: string, token: string] {
    const { browser, domain, getCurrentPage, getToken } = this.#options;
    return [browser, domain, getCurrentPage(), getToken() ?? ''];
  }

  async #register(): Promise<boolean> {
    try {
      await this.#connection.invoke('RegisterClient', ...this.#args());
      return true;
    } catch (error) {
      // Specification point 8: a registration failure is only logged.
      this.#logger.error('Real-time registration failed', error);
      return false;
    }
  }

  #attachGroups(): void {
    // A session being replaced must not take the groups from its successor.
    if (this.#groupsAttached || this.#disposed || !this.#isCurrent(this)) return;
    if (this.#connection.state !== HubConnectionState.Connected) return;
    this.#groupsAttached = true;
    hubRegistry.attachGroups(this.#groupSink);
  }

  #detachGroups(): void {
    if (!this.#groupsAttached) return;
    this.#groupsAttached = false;
    hubRegistry.detachGroups(this.#groupSink);
  }

  #invokeGroupMethod(method: 'JoinGroup' | 'LeaveGroup', group: string): void {
    // Invocations go out in call order on the one connection, so a quick join then leave arrive so.
    this.#connection.invoke(method, group).catch((error: unknown) => {
      // A call cut short by a dropped connection is repeated by the next attach.
      if (this.#disposed || this.#connection.state !== HubConnectionState.Connected) return;
      this.#logger.warn(`Real-time ${method} ${group} failed`, error);
    });
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
    // A heartbeat with a good token registers the connection too (after a refused registration).
    this.#attachGroups();
    this.#scheduleHeartbeat();
  }

  async #restart(): Promise<void> {
    this.#clearTimers();
    this.#detachGroups();
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
    this.#detachGroups();
    this.#publish({ lastError: error === undefined ? 'The hub closed the connection' : errorText(error) });
    this.#scheduleRetry();
  }

  #scheduleRetry(): void {
    const delay = reconnectDelayMs(this.#retryAttempt);
    this.#retryAttempt += 1;
    this.#publish({ connectionState: 'reconnecting' });
    const wait = {};
    this.#wait = wait;
    this.#retryTimer = this.#timers.setTimeout(() => this.#retryNow(wait), delay);
    if (delay > realtimeTimings.reachabilityCheckIntervalMs) void this.#checkReachability(wait, true);
  }

  /** Ends the wait (when it is still the one in progress) with a start. */
  #retryNow(wait: object): void {
    if (this.#disposed || this.#wait !== wait) return;
    this.#clearTimers();
    void this.start('reconnecting');
  }

  /**
   * Asks the server during a wait: an answer ends the wait, unless this is the first check, made
   * as the wait begins (the server answered, so the hub itself failed and the wait stays).
   */
  async #checkReachability(wait: object, waitBegins: boolean): Promise<void> {
    const answers = await this.#serverAnswers(this.#options.hubUrl);
    if (this.#disposed || !this.#isCurrent(this)) return;
    // The page's other calls may be few (an account page): the hub's checks say it for them.
    if (answers) reportApiAnswered();
    else reportApiUnreachable();
    if (this.#wait !== wait) return;
    if (answers) {
      if (!waitBegins) this.#retryNow(wait);
      return;
    }
    this.#reachabilityTimer = this.#timers.setTimeout(() => {
      this.#reachabilityTimer = undefined;
      void this.#checkReachability(wait, false);
    }, realtimeTimings.reachabilityCheckIntervalMs);
  }

  #clearTimers(): void {
    if (this.#retryTimer !== undefined) this.#timers.clearTimeout(this.#retryTimer);
    if (this.#heartbeatTimer !== undefined) this.#timers.clearTimeout(this.#heartbeatTimer);
    if (this.#reachabilityTimer !== undefined) this.#timers.clearTimeout(this.#reachabilityTimer);
    this.#retryTimer = undefined;
    this.#heartbeatTimer = undefined;
    this.#reachabilityTimer = undefined;
    this.#wait = null;
  }
}
