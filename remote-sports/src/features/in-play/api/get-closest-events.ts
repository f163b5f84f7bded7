import { closestEventsQuerySchema, eventListSchema, type SportEvent } from '@exchange/contracts';
import { defineEndpoint, publicQueryMeta, type ApiError } from '@exchange/shared';
import { queryOptions } from '@tanstack/react-query';

/**
 * `Event/Closest?count=`: the next events to start that the caller may see, soonest first, with
 * their main market's best prices. A secondary list that refreshes itself, so no loading indicator.
 */
export const getClosestEvents = defineEndpoint({
  method: 'GET',
  path: 'Event/Closest',
  request: closestEventsQuerySchema,
  result: eventListSchema,
  background: true,
});

export const closestEventKeys = {
  byCount: (count: number) => ['events', 'closest', { count }] as const,
};

/** Events move from starting soon to in play by the minute; their prices change meanwhile. */
export const closestEventsRefreshMs = 30_000;

/**
 * The next `count` events to start. Public data like the sports tree (a player's switched-off sports
 * are only left out of it), so the end of a session keeps it; the page applies who may see what.
 */
export const closestEventsQuery = (count: number) =>
  queryOptions<SportEvent[], ApiError>({
    queryKey: closestEventKeys.byCount(count),
    queryFn: ({ signal }) => getClosestEvents({ count }, { signal }),
    meta: publicQueryMeta,
    refetchInterval: closestEventsRefreshMs,
  });
