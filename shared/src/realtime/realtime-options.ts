import type { RealtimeLogger } from './realtime-logger';

/** Timings of the specification (point 9), and of the reachability checks between long reconnect waits. */
export const realtimeTimings = {
  heartbeatIntervalMs: 20_000,
  serverTimeoutMs: 30_000,
  keepAliveIntervalMs: 15_000,
  /** During a reconnect wait longer than this, a server that did not answer is asked this often. */
  reachabilityCheckIntervalMs: 2_000,
  /** A reachability check with no answer by then counts as no answer. */
  reachabilityCheckTimeoutMs: 5_000,
} as const;

/** The timer functions the connection uses; tests hand in a clock they drive themselves. */
export interface RealtimeTimers {
  setTimeout(callback: () => void, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface RealtimeOptions {
  readonly hubUrl: string;
  readonly browser: string;
  readonly domain: string;
  readonly getCurrentPage: () => string;
  /** Read at every registration and heartbeat, so a refreshed token is used from then on. */
  readonly getToken: () => string | null;
  /** The heartbeat's GroupBy; the brand's domain unless given. */
  readonly getGroupBy?: () => string;
  readonly timers?: RealtimeTimers;
  readonly logger?: RealtimeLogger;
  /**
   * Whether the hub's server answers HTTP at all (any status); by default a GET of the hub address.
   * Tests hand in their own.
   */
  readonly serverAnswers?: (hubUrl: string) => Promise<boolean>;
  /**
   * Subscribes to the moments a reconnect wait should end at once (answers the unsubscribe); by
   * default the browser coming back online and the tab becoming visible (`browserWakeups`).
   */
  readonly wakeups?: (wake: () => void) => () => void;
}
