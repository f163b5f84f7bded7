import type { QueryClient } from '@tanstack/react-query';

import { createQueryClient } from './query-client';

/** Wiring every client of the page needs (the bets' storage mirror); answers its undo. */
export type QueryClientConnection = (client: QueryClient) => () => void;

interface ActiveClient {
  readonly client: QueryClient;
  readonly undo: (() => void)[];
}

const connections: QueryClientConnection[] = [];
let active: ActiveClient | null = null;

function activate(client: QueryClient): ActiveClient {
  return { client, undo: connections.map((connect) => connect(client)) };
}

/**
 * Makes `client` the page's one QueryClient. The host calls it once at start-up, before the first
 * render; `@exchange/shared` is a federation singleton, so every remote's queries land in this
 * client's cache. Tests call it to start each test from a fresh client.
 */
export function setQueryClient(client: QueryClient): void {
  if (active?.client === client) return;
  for (const undo of active?.undo ?? []) undo();
  active = activate(client);
}

/**
 * The page's QueryClient. Until the host has set one (a remote running alone on its dev server), a
 * client with the platform's defaults is created on first use and kept.
 */
export function getQueryClient(): QueryClient {
  active ??= activate(createQueryClient());
  return active.client;
}

/** Runs `connect` on the page's client now (if there is one) and on every client set later. */
export function connectToQueryClient(connect: QueryClientConnection): void {
  connections.push(connect);
  active?.undo.push(connect(active.client));
}
