import { openBetsSchema, profitLossSchema, type OpenBets, type ProfitLossItem } from '@exchange/contracts';
import type { DataTag, Query, QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query';
import * as z from 'zod/mini';

import type { ApiError } from '../api/api-error';
import { connectToQueryClient, loadQueryClient } from '../query/platform-query-client';
import { readJson, removeStorage, writeJson } from '../session/session-storage';
import { storageKeys, type StorageKey } from '../storage/storage-keys';
import { openBetsQuery, profitLossQuery } from './bets-queries';

// The query cache is the one source of the player's open bets and profit/loss; the specification's
// local copies (`OpenBets`, `ProfitLoss`) mirror it, and seed it when a page starts.

/** A local copy that breaks the call's contract (written by an older client, edited) is fetched again. */
function readStored<T>(key: StorageKey, schema: z.ZodMiniType<T>): T | null {
  const stored = z.safeParse(schema, readJson(key));
  return stored.success ? stored.data : null;
}

const readStoredOpenBets = (): OpenBets | null => readStored(storageKeys.openBets, openBetsSchema);
const readStoredProfitLoss = (): ProfitLossItem[] | null => readStored(storageKeys.profitLoss, profitLossSchema);

// Keys of plain strings, compared item by item: TanStack's `hashKey` would be the library's code in
// the package's first load (ADR 0033).
const isQuery = (query: Pick<Query, 'queryKey'>, key: readonly unknown[]): boolean =>
  query.queryKey.length === key.length && key.every((part, index) => query.queryKey[index] === part);

/** Whether a query is the open bets' (which `refreshOpenBets` fetches afresh). */
export const isOpenBetsQuery = (query: Pick<Query, 'queryKey'>): boolean => isQuery(query, openBetsQuery.queryKey);

const storageKeyOf = (query: Pick<Query, 'queryKey'>): StorageKey | undefined =>
  isQuery(query, openBetsQuery.queryKey)
    ? storageKeys.openBets
    : isQuery(query, profitLossQuery.queryKey)
      ? storageKeys.profitLoss
      : undefined;

/** Writes every new value of the two queries to its key: a server answer and a `setQueryData` alike. */
function mirrorBetsToStorage(client: QueryClient): () => void {
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const key = storageKeyOf(event.query);
    if (key !== undefined && event.query.state.data !== undefined) writeJson(key, event.query.state.data);
  });
}

connectToQueryClient(mirrorBetsToStorage);

/** One of the two bets queries, with the type of its data. */
type BetsQuery<T> = QueryExecuteOptions<T, ApiError> & { queryKey: DataTag<QueryKey, T, ApiError> };

async function takeStoredOrFetch<T>(client: QueryClient, options: BetsQuery<T>, readCopy: () => T | null) {
  if (client.getQueryData(options.queryKey) !== undefined) return;
  const stored = readCopy();
  if (stored !== null) client.setQueryData(options.queryKey, stored);
  else await client.query(options);
}

/**
 * At start and on every navigation of a logged-in player (specification): takes the local copies
 * when they are there and fetches only what is missing. What the cache already holds stays.
 * Rejects with the ApiError of a failed call, which also stays in the query for the views.
 */
export async function loadBetsFromStorageOrFetch(given?: QueryClient): Promise<void> {
  const client = given ?? (await loadQueryClient());
  await Promise.all([
    takeStoredOrFetch(client, openBetsQuery, readStoredOpenBets),
    takeStoredOrFetch(client, profitLossQuery, readStoredProfitLoss),
  ]);
}

/**
 * A fetch that starts now. One already out was asked before whatever asks for this one (a push, a
 * placement) and may answer with what was true before it: the last answer would then overwrite the
 * newer balance a push has just shown. So it is cancelled, and whoever waits for it gets this
 * fetch's answer instead (a silent cancellation hands them the fetch that replaced it).
 */
function fetchAfresh<T>(client: QueryClient, options: BetsQuery<T>): Promise<T> {
  const defaulted = client.defaultQueryOptions({ ...options, retry: false });
  const query = client.getQueryCache().build(client, defaulted);
  if (query.state.fetchStatus !== 'idle') void query.cancel({ silent: true });
  return query.fetch(defaulted);
}

/**
 * Fetches the open bets now, whatever the cache holds or has asked for (a placement, a `UserBalance`
 * push, back from the casino). The local copy is behind from the moment the refresh is asked for:
 * it is forgotten at once, so a page started before the answer arrives (a reload straight after a
 * placement) asks the server instead of showing the bets as they were. The answer is stored again.
 */
export async function refreshOpenBets(given?: QueryClient): Promise<OpenBets> {
  removeStorage(storageKeys.openBets);
  const client = given ?? (await loadQueryClient());
  return fetchAfresh(client, openBetsQuery);
}

/** Fetches the expected profit and loss now, whatever the cache holds; its local copy as above. */
export async function refreshProfitLoss(given?: QueryClient): Promise<ProfitLossItem[]> {
  removeStorage(storageKeys.profitLoss);
  const client = given ?? (await loadQueryClient());
  return fetchAfresh(client, profitLossQuery);
}

function subscribeOn(client: QueryClient, listener: (openBets: OpenBets) => void): () => void {
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (!isQuery(event.query, openBetsQuery.queryKey)) return;
    const openBets = event.query.state.data as OpenBets | undefined;
    if (openBets !== undefined) listener(openBets);
  });
}

/**
 * Calls `listener` with every new open bets value in the page's cache (the given client's, else the
 * page's, whenever it has one: subscribing does not load TanStack Query); answers the undo.
 */
export function subscribeToOpenBets(listener: (openBets: OpenBets) => void, client?: QueryClient): () => void {
  if (client !== undefined) return subscribeOn(client, listener);
  return connectToQueryClient((pageClient) => subscribeOn(pageClient, listener));
}
