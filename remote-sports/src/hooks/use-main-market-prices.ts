import { sportIds as knownSports, type SportEvent } from '@exchange/contracts';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useDeferredValue } from 'react';

import { eventsBySportQuery } from '../api/get-events-by-sport';

export interface MainMarketPrices {
  /** The event with its main market's best prices, once its sport's list has them. */
  readonly withPrices: (event: SportEvent) => SportEvent;
  /**
   * How many outcomes' prices are on their way for the event: its row keeps their room from the
   * first paint, so their arrival pushes nothing. 0 when none are coming (a finished event, one
   * without an open main market, a race's field that the list does not price, a failed list).
   */
  readonly pendingOutcomes: (event: SportEvent) => number;
}

/**
 * Adds the main market's best back and lay to events that came without them (the sports tree's):
 * the same call and cache as each sport's match list (`event/GetBySportName`), asked for the sports
 * given. An event shows its prices once its sport's list has come; until then its row holds their place.
 * The rows a list's answer changes render in the background, in slices (ADR 0035): the functions
 * answered follow the answers as a deferred value.
 */
export function useMainMarketPrices(sportIds: readonly number[]): MainMarketPrices {
  const sports = [...new Set(sportIds)];
  const sportsKey = sports.join(',');
  const combine = useCallback(
    (results: readonly UseQueryResult<SportEvent[]>[]) => pricesOf(results, sportsKey),
    [sportsKey],
  );
  // `combine` runs again only when an answer changed, so the rows (memoised) render again only then.
  const { pricesById, loadingSports } = useQueries({
    queries: sports.map((sportId) => eventsBySportQuery(sportId)),
    combine,
  });
  const withPrices = useCallback(
    (event: SportEvent) => {
      if (event.prices !== undefined) return event;
      const listed = pricesById.get(event.id);
      return listed === undefined ? event : { ...event, ...listed };
    },
    [pricesById],
  );
  const pendingOutcomes = useCallback(
    (event: SportEvent) =>
      event.prices === undefined && event.mainMarketId != null && loadingSports.has(event.sportId)
        ? expectedOutcomes(event.sportId)
        : 0,
    [loadingSports],
  );
  return { withPrices: useDeferredValue(withPrices), pendingOutcomes: useDeferredValue(pendingOutcomes) };
}

/**
 * The outcomes of a sport's main market as a match list shows them: football's 1 / X / 2, the two
 * sides of the others; a race's field is not priced in a list.
 */
function expectedOutcomes(sportId: number): number {
  if (sportId === knownSports.horseRacing) return 0;
  return sportId === knownSports.football ? 3 : 2;
}

/** The prices (and main market's state) of the lists that came, and the sports (of `sportsKey`, in query order) still coming. */
function pricesOf(results: readonly UseQueryResult<SportEvent[]>[], sportsKey: string) {
  const sportIds = sportsKey.split(',').map(Number);
  const pricesById = new Map<number, Pick<SportEvent, 'prices' | 'mainMarketState'>>();
  const loadingSports = new Set<number>();
  results.forEach(({ data, isPending }, index) => {
    const sportId = sportIds[index];
    if (isPending && sportId !== undefined) loadingSports.add(sportId);
    for (const event of data ?? []) {
      if (event.prices)
        pricesById.set(event.id, { prices: event.prices, mainMarketState: event.mainMarketState ?? null });
    }
  });
  return { pricesById, loadingSports };
}
