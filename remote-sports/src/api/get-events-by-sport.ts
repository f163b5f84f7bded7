import { eventListSchema, eventsBySportQuerySchema, type SportEvent } from '@exchange/contracts';
import { defineEndpoint, publicQueryMeta, type ApiError } from '@exchange/shared';
import { queryOptions } from '@tanstack/react-query';

const definition = {
  method: 'GET',
  path: 'event/GetBySportName',
  request: eventsBySportQuerySchema,
  result: eventListSchema,
} as const;

/** `event/GetBySportName?sportId=`: a sport's open events with their main market's best prices. */
export const getEventsBySport = defineEndpoint(definition);

/**
 * The same call when the list is already on screen. The specification shows the loading indicator
 * for this call (it is not one of its background calls); the list's refreshes would make it blink
 * every few seconds, so only the first load shows it.
 */
export const refreshEventsBySport = defineEndpoint({ ...definition, background: true });

export const eventKeys = {
  all: ['events'] as const,
  bySport: (sportId: number) => ['events', 'bySport', { sportId }] as const,
};

/** How often a match list is asked again while shown, for its prices and in-play markers. */
export const matchListRefreshMs = 10_000;

export const eventsBySportQuery = (sportId: number) =>
  queryOptions<SportEvent[], ApiError>({
    queryKey: eventKeys.bySport(sportId),
    queryFn: ({ client, queryKey, signal }) => {
      const call = client.getQueryData(queryKey) === undefined ? getEventsBySport : refreshEventsBySport;
      return call({ sportId }, { signal });
    },
    meta: publicQueryMeta,
    refetchInterval: matchListRefreshMs,
  });
