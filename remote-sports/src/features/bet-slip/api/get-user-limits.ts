import { betLimitsSchema, type BetLimit } from '@exchange/contracts';
import { defineEndpoint, type ApiError } from '@exchange/shared';
import { queryOptions } from '@tanstack/react-query';

/** `Odds/GetUserLimits`: per market type, the smallest and largest stake and the largest profit of one bet. */
export const getUserLimits = defineEndpoint({
  method: 'GET',
  path: 'Odds/GetUserLimits',
  result: betLimitsSchema,
  background: true,
});

/** The player's limits change rarely; a slip reads them from the cache and they refresh in the background. */
export const userLimitsQuery = queryOptions<BetLimit[], ApiError>({
  queryKey: ['bets', 'limits'],
  queryFn: ({ signal }) => getUserLimits(undefined, { signal }),
  staleTime: 5 * 60_000,
});
