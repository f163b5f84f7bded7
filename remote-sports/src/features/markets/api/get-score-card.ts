import { eventQuerySchema, scorecardSchema, type Scorecard } from '@exchange/contracts';
import { defineEndpoint, publicQueryMeta, type ApiError } from '@exchange/shared';
import { queryOptions } from '@tanstack/react-query';

/** `api/services/app/Sport/GetScoreCard?eventId=`: a background call of the specification. */
export const getScoreCard = defineEndpoint({
  method: 'GET',
  path: 'api/services/app/Sport/GetScoreCard',
  request: eventQuerySchema,
  result: scorecardSchema,
  background: true,
});

/** The score moves ball by ball while the event is in play. */
export const scorecardRefreshMs = 5_000;

export const scorecardQuery = (eventId: number, inPlay: boolean) =>
  queryOptions<Scorecard, ApiError>({
    queryKey: ['sports', 'scorecard', { eventId }],
    queryFn: ({ signal }) => getScoreCard({ eventId }, { signal }),
    meta: publicQueryMeta,
    refetchInterval: inPlay ? scorecardRefreshMs : false,
  });
