import type { Query, QueryClient } from '@tanstack/react-query';

import { existingQueryClient } from './platform-query-client';

/**
 * Marks a query whose data is the same for every visitor (sports, markets, the game list), which the
 * end of a session keeps: `queryOptions({ …, meta: publicQueryMeta })`. Everything else is taken to
 * be the player's, so a query that forgets the mark is cleared rather than shown to the next player.
 */
export const publicQueryMeta = { scope: 'public' } as const;

export function isPublicQuery(query: Pick<Query, 'meta'>): boolean {
  return query.meta?.scope === publicQueryMeta.scope;
}

/**
 * Forgets every query that is not public (logout, an expired or ended session, the next login), so
 * the next player never sees the last one's data. A query nobody shows is removed; one on screen is
 * reset to empty (its call cancelled, so a late answer never lands) and fetched again only if its
 * `enabled` still allows: the platform's player queries are enabled only while there is an access
 * token. Without a client on the page yet, nothing was fetched and there is nothing to forget.
 */
export function clearPlayerQueries(client: QueryClient | null = existingQueryClient()): void {
  if (client === null) return;
  const cache = client.getQueryCache();
  const playerQueries = cache.findAll({ predicate: (query) => !isPublicQuery(query) });
  for (const query of playerQueries) {
    if (query.getObserversCount() === 0) cache.remove(query);
    else query.reset();
  }
  const shown = new Set(playerQueries);
  // Never rejects (no `throwOnError`): a failure lands in the query's own error state.
  void client.refetchQueries({ type: 'active', predicate: (query) => shown.has(query) });
}
