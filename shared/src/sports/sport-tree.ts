import { inPlayMatchDate, inPlayStatus, sportTreeSchema, type SportEvent, type SportTree } from '@exchange/contracts';
import type { QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';

import type { ApiError } from '../api/api-error';
import { defineEndpoint } from '../api/define-endpoint';
import { connectToQueryClient } from '../query/platform-query-client';
import { publicQueryMeta } from '../query/player-queries';
import { queryOptions } from '../query/query-options';
import { paths } from '../routes/paths';
import { readJson, writeJson } from '../session/session-storage';
import { storageKeys } from '../storage/storage-keys';

// The sports tree is the platform's (specification point 7: "the store requests the domain sports
// tree"): the sports menu, the index, in-play and the navbar's search all read this one query, and
// the specification keeps its last answer under `TreeSportWithEvent`.

/** `Event/TreeSportWithEvent`: every sport with its open events. Polled, so no loading indicator. */
export const getTreeSportWithEvent = defineEndpoint({
  method: 'GET',
  path: 'Event/TreeSportWithEvent',
  result: sportTreeSchema,
  background: true,
  // The specification's event tree has a test and a live host of its own.
  service: 'events',
});

export const sportTreeQueryKey = ['sports', 'tree'] as const;

/** How often the tree is asked again while shown: events start and finish on their own. */
export const sportTreeRefreshMs = 30_000;

/** The stored copy, when it still meets the contract (an older client may have written another shape). */
export function readStoredSportTree(): SportTree | undefined {
  const stored = z.safeParse(sportTreeSchema, readJson(storageKeys.treeSportWithEvent));
  return stored.success ? stored.data : undefined;
}

/**
 * The sports tree: shown at once from its stored copy, asked again straight away (the copy may be
 * old) and then every `sportTreeRefreshMs`. The same for every visitor, so a logout keeps it.
 */
export const sportTreeQuery = queryOptions<SportTree, ApiError>({
  queryKey: sportTreeQueryKey,
  queryFn: ({ signal }) => getTreeSportWithEvent(undefined, { signal }),
  meta: publicQueryMeta,
  initialData: readStoredSportTree,
  // The stored copy counts as old, so the first render also asks the server.
  initialDataUpdatedAt: 0,
  refetchInterval: sportTreeRefreshMs,
});

/** Writes every tree the server answers to `TreeSportWithEvent`. */
function mirrorTreeToStorage(client: QueryClient): () => void {
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryKey[0] !== sportTreeQueryKey[0] || event.query.queryKey[1] !== sportTreeQueryKey[1]) return;
    if (event.query.state.data !== undefined) writeJson(storageKeys.treeSportWithEvent, event.query.state.data);
  });
}

connectToQueryClient(mirrorTreeToStorage);

/** Specification point 3: status `IN_PLAY`, or the matchDate text `In-Play`, marks an event in play. */
export function isEventInPlay(event: Pick<SportEvent, 'status' | 'matchDate'>): boolean {
  return event.status === inPlayStatus || event.matchDate === inPlayMatchDate;
}

/**
 * The market page of an event known by its id alone (a bet or a P/L item names no feed id): the
 * tree's `dreamEventId` when the tree has the event, else the id again (the page reads the id first).
 */
export function marketsPathOfEvent(eventId: number, tree: SportTree | undefined): string {
  for (const sport of tree ?? []) {
    const event = sport.events.find((candidate) => candidate.id === eventId);
    if (event !== undefined) return paths.markets({ eventId, dreamEventId: event.dreamEventId });
  }
  return paths.markets({ eventId, dreamEventId: eventId });
}
