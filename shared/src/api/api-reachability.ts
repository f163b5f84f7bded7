import { createStore, useStore } from 'zustand';

/**
 * Whether the api answers, as the page last found out: every call to it and the hub's own checks
 * report here, and while it does not answer it is asked every few seconds (`setReachabilityProbe`),
 * so the page heals by itself. A page shows "connection lost" from it (prices paused, no bets taken,
 * figures as of when the connection went), and the hub tries again at once when the api answers.
 */
export interface ReachabilityState {
  /** False from a call that got no answer (or the browser going offline) until one that got an answer. */
  apiReachable: boolean;
  /** When the api was last found unreachable (epoch ms), while it is; null while it answers. */
  lostAt: number | null;
}

export interface ReachabilityActions {
  reset: () => void;
}

export type ReachabilityStore = ReachabilityState & ReachabilityActions;

const initialReachability: ReachabilityState = { apiReachable: true, lostAt: null };

export const reachabilityStore = createStore<ReachabilityStore>()((set) => ({
  ...initialReachability,
  reset: () => {
    clearTimeout(probeTimer);
    probeTimer = undefined;
    set(initialReachability);
  },
}));

const recoveryListeners = new Set<() => void>();

/** How often the api is asked while it is unreachable, so that the page heals even when it calls nothing. */
export const reachabilityProbeIntervalMs = 3_000;

/** Asks the api once: true when it answered. Set by the http client (`apiAnswers`). */
let probe: (() => Promise<boolean>) | null = null;
let probeTimer: ReturnType<typeof setTimeout> | undefined;

/** The question asked every `reachabilityProbeIntervalMs` while the api is unreachable; null stops asking. */
export function setReachabilityProbe(next: (() => Promise<boolean>) | null): void {
  probe = next;
}

function scheduleProbe(): void {
  if (probe === null || probeTimer !== undefined) return;
  probeTimer = setTimeout(() => {
    probeTimer = undefined;
    const ask = probe;
    if (ask === null || reachabilityStore.getState().apiReachable) return;
    void ask().then(
      (answered) => (answered ? reportApiAnswered() : scheduleProbe()),
      () => scheduleProbe(),
    );
  }, reachabilityProbeIntervalMs);
}

/** A call to the api got no answer at all (a network failure, a gateway with no api behind it). */
export function reportApiUnreachable(now: number = Date.now()): void {
  if (!reachabilityStore.getState().apiReachable) return;
  reachabilityStore.setState({ apiReachable: false, lostAt: now });
  scheduleProbe();
}

/** A call to the api got an answer (whatever its status): the api is there. */
export function reportApiAnswered(): void {
  if (reachabilityStore.getState().apiReachable) return;
  reachabilityStore.setState({ apiReachable: true, lostAt: null });
  for (const listener of [...recoveryListeners]) listener();
}

/** Told each time the api answers again after it was unreachable. Answers the unsubscribe. */
export function onApiRecovered(listener: () => void): () => void {
  recoveryListeners.add(listener);
  return () => recoveryListeners.delete(listener);
}

/**
 * Statuses that come from a gateway in front of the api rather than from the api: it is not there.
 * The api's own 503 (a refusal in JSON) is an answer.
 */
export function isGatewayFailure(status: number, body: unknown): boolean {
  if (status === 502 || status === 504) return true;
  return status === 503 && (typeof body !== 'object' || body === null);
}

export function useReachabilityStore<T>(selector: (state: ReachabilityStore) => T): T {
  return useStore(reachabilityStore, selector);
}

export const selectApiReachable = (state: ReachabilityStore): boolean => state.apiReachable;

export const selectConnectionLostAt = (state: ReachabilityStore): number | null => state.lostAt;

/** True while the api is unreachable: live prices are paused and what the page shows may be out of date. */
export function useConnectionLost(): boolean {
  return !useReachabilityStore(selectApiReachable);
}
