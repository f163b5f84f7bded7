// The data each sports page shows first, asked for by its `preload` beside the page's own chunk.
// A chunk of its own: it needs the api's schemas, which the pages module itself does without.
import { defaultMatchListId, prefetchQueryData, sportTreeQuery, type PageParams } from '@exchange/shared';

import { eventsBySportQuery } from '../api/get-events-by-sport';
import { eventMarketsQuery } from '../features/markets/api/get-markets-by-event-id';

/** A route parameter that is a whole number, as the pages read their ids. */
function wholeNumber(value: string | undefined): number | undefined {
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}

/** `/index` and `/inplay` list the sports tree's events. */
export function prefetchSportTree(): void {
  prefetchQueryData(sportTreeQuery);
}

/** `/matchlist/:id`: the sport's events (cricket without an id). */
export function prefetchMatchList({ id = String(defaultMatchListId) }: PageParams): void {
  const sportId = wholeNumber(id);
  if (sportId !== undefined) prefetchQueryData(eventsBySportQuery(sportId));
}

/** `/markets/:eventid?/:dreamEventId`: the event's markets; without `:eventid`, the tree that finds it. */
export function prefetchMarkets({ eventid }: PageParams): void {
  if (eventid === undefined) {
    prefetchQueryData(sportTreeQuery);
    return;
  }
  const eventId = wholeNumber(eventid);
  if (eventId !== undefined) prefetchQueryData(eventMarketsQuery(eventId));
}
