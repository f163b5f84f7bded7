import { eventMarketsQuerySchema, eventMarketsSchema, type EventMarkets } from '@exchange/contracts';
import { defineEndpoint, publicQueryMeta, type ApiError } from '@exchange/shared';
import { queryOptions } from '@tanstack/react-query';

const definition = {
  method: 'GET',
  path: 'Market/GetByEventId',
  request: eventMarketsQuerySchema,
  result: eventMarketsSchema,
} as const;

/** `Market/GetByEventId?eventId=`: the event and its markets with their runners and prices. */
export const getMarketsByEventId = defineEndpoint(definition);

/** The same call while the page is shown (new markets open, others close): without the loading indicator. */
export const refreshMarketsByEventId = defineEndpoint({ ...definition, background: true });

export const marketKeys = {
  all: ['markets'] as const,
  byEvent: (eventId: number) => ['markets', 'byEvent', { eventId }] as const,
};

/** Markets open and close during a match; their prices come live, the list itself more slowly. */
export const marketListRefreshMs = 15_000;

export const eventMarketsQuery = (eventId: number) =>
  queryOptions<EventMarkets, ApiError>({
    queryKey: marketKeys.byEvent(eventId),
    queryFn: ({ client, queryKey, signal }) => {
      const call = client.getQueryData(queryKey) === undefined ? getMarketsByEventId : refreshMarketsByEventId;
      return call({ eventId }, { signal });
    },
    meta: publicQueryMeta,
    refetchInterval: marketListRefreshMs,
  });
