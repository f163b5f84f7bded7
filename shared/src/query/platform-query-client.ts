import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

import type { QueryRuntime } from './query-runtime';

/** Wiring every client of the page needs (the bets' storage mirror); answers its undo. */
export type QueryClientConnection = (client: QueryClient) => () => void;

interface ActiveClient {
  readonly client: QueryClient;
  readonly undo: Map<QueryClientConnection, () => void>;
}

const connections = new Set<QueryClientConnection>();
let active: ActiveClient | null = null;
let runtime: QueryRuntime | null = null;
let runtimeLoading: Promise<QueryRuntime> | null = null;

function activate(client: QueryClient): ActiveClient {
  return { client, undo: new Map([...connections].map((connect) => [connect, connect(client)])) };
}

/**
 * TanStack Query's code, loaded once for the page: by the host's routes that query, by
 * `loadQueryClient`, or by the session when a player's bets load. A page that never queries never
 * downloads it (ADR 0033).
 */
export function loadQueryRuntime(): Promise<QueryRuntime> {
  runtimeLoading ??= import('./query-runtime').then((module) => {
    runtime = module.queryRuntime;
    return runtime;
  });
  return runtimeLoading;
}

/** The loaded runtime; a component reaches it only under the providers, which load it first. */
export function loadedQueryRuntime(): QueryRuntime {
  if (runtime === null) {
    throw new Error('TanStack Query is not loaded yet: render under PlayerProviders or await loadQueryClient().');
  }
  return runtime;
}

/**
 * Makes `client` the page's one QueryClient; `@exchange/shared` is a federation singleton, so every
 * remote's queries land in this client's cache. Tests call it to start each test from a fresh client.
 */
export function setQueryClient(client: QueryClient): void {
  if (active?.client === client) return;
  for (const undo of active?.undo.values() ?? []) undo();
  active = activate(client);
}

/**
 * The page's QueryClient, made with the platform's defaults on first use. Synchronous for the code
 * that runs under the providers (`PlayerProviders`), which load the runtime before they render;
 * elsewhere, `await loadQueryClient()`.
 */
export function getQueryClient(): QueryClient {
  active ??= activate(loadedQueryRuntime().createQueryClient());
  return active.client;
}

/** The page's QueryClient, loading TanStack Query first when nothing has yet. */
export async function loadQueryClient(): Promise<QueryClient> {
  if (active !== null) return active.client;
  await loadQueryRuntime();
  return getQueryClient();
}

/** The page's client if there is one yet: without one, there is no cache to read or clear. */
export function existingQueryClient(): QueryClient | null {
  return active?.client ?? null;
}

/**
 * Runs `connect` on the page's client now (if there is one) and on every client set later, without
 * making one: the wiring waits for whatever first loads TanStack Query. Answers the undo.
 */
export function connectToQueryClient(connect: QueryClientConnection): () => void {
  connections.add(connect);
  if (active !== null && !active.undo.has(connect)) active.undo.set(connect, connect(active.client));
  return () => {
    connections.delete(connect);
    active?.undo.get(connect)?.();
    active?.undo.delete(connect);
  };
}

/**
 * Asks for a query's data unless the page's cache holds it, without waiting: what a page's
 * `preload` does for the data it shows first. A failure is left in the cache for the page's own
 * query, which shows it (and asks again when it mounts).
 */
export function prefetchQueryData<Data, QueryError, Key extends QueryKey>(
  options: FetchQueryOptions<Data, QueryError, Data, Key, never>,
): void {
  loadQueryClient()
    .then((client) => client.ensureQueryData(options))
    .catch(() => undefined);
}
