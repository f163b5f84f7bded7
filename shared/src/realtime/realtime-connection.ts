import { consoleLogger } from './realtime-logger';
import type { RealtimeOptions } from './realtime-options';
import type * as RealtimeSessionModule from './realtime-session';
import type { RealtimeSession } from './realtime-session';
import { realtimeStore } from './realtime-store';

type SessionModule = typeof RealtimeSessionModule;

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

let sessionModule: Promise<SessionModule> | undefined;

/**
 * The SignalR client and the session built on it, fetched on the first connect: only a logged-in
 * player connects, so a visitor's first screen never downloads them. A failed download is
 * forgotten, so the next connect asks again.
 */
function loadSessionModule(): Promise<SessionModule> {
  sessionModule ??= import('./realtime-session').catch((error: unknown) => {
    sessionModule = undefined;
    throw error;
  });
  return sessionModule;
}

let current: RealtimeSession | null = null;
/** The latest connect still waiting for its session; a later connect or a disconnect replaces it. */
let pending: object | null = null;

const isCurrent = (session: RealtimeSession): boolean => current === session;

/**
 * Opens the page's hub connection, replacing any earlier one (one connection per page). Resolves
 * after the first attempt, connected or not; a failed attempt keeps retrying in the background and
 * `realtimeStore` follows every state.
 */
export function connectRealtime(options: RealtimeOptions): Promise<void> {
  const request = {};
  pending = request;
  const previous = current;
  current = null;
  return (async () => {
    await previous?.dispose();
    let module: SessionModule;
    try {
      module = await loadSessionModule();
    } catch (error) {
      if (pending !== request) return;
      pending = null;
      (options.logger ?? consoleLogger).error('The real-time client could not be loaded', error);
      realtimeStore.setState({ connectionState: 'disconnected', lastError: errorText(error) });
      return;
    }
    if (pending !== request) return;
    pending = null;
    const session = new module.RealtimeSession(options, isCurrent);
    current = session;
    await session.start('connecting');
  })();
}

/** Stops the connection, its heartbeat and any pending reconnect (or a connect still loading). */
export async function disconnectRealtime(): Promise<void> {
  const session = current;
  const connecting = pending !== null;
  current = null;
  pending = null;
  if (session === null && !connecting) return;
  realtimeStore.setState({ connectionState: 'disconnecting' });
  try {
    await session?.dispose();
  } finally {
    if (current === null && pending === null) realtimeStore.setState({ connectionState: 'disconnected' });
  }
}
