import type { RunnerPrice, SportEvent } from '@exchange/contracts';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';

import { eventsBySportQuery } from './get-events-by-sport';

/**
 * Adds the main market's best back and lay to events that came without them (the sports tree's):
 * the same call and cache as each sport's match list (`event/GetBySportName`), asked for the sports
 * given. An event shows its prices once its sport's list has come; until then it shows none.
 */
export function useMainMarketPrices(sportIds: readonly number[]): (event: SportEvent) => SportEvent {
  // `combine` runs again only when an answer changed, so the rows (memoised) render again only then.
  const pricesById = useQueries({
    queries: [...new Set(sportIds)].map((sportId) => eventsBySportQuery(sportId)),
    combine: pricesOf,
  });
  return useCallback(
    (event: SportEvent) => {
      if (event.prices !== undefined) return event;
      const prices = pricesById.get(event.id);
      return prices === undefined ? event : { ...event, prices };
    },
    [pricesById],
  );
}

function pricesOf(results: readonly UseQueryResult<SportEvent[]>[]): Map<number, RunnerPrice[]> {
  const byId = new Map<number, RunnerPrice[]>();
  for (const { data } of results) for (const event of data ?? []) if (event.prices) byId.set(event.id, event.prices);
  return byId;
}
