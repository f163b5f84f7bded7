import { marketOddsQuerySchema, marketOddsSchema, type MarketPrices } from '@exchange/contracts';
import { defineEndpoint, type ApiError } from '@exchange/shared';
import { queryOptions } from '@tanstack/react-query';

/** `Odds/GetUserOddsV2?marketIds=a,b`: the markets' prices now; a background call of the specification. */
export const getUserOddsV2 = defineEndpoint({
  method: 'GET',
  path: 'Odds/GetUserOddsV2',
  request: marketOddsQuerySchema,
  result: marketOddsSchema,
  background: true,
});

/** About once a second: the fallback while the hub's price stream is not connected. */
export const oddsPollMs = 1_000;

export const userOddsQuery = (marketIds: readonly string[], enabled: boolean) =>
  queryOptions<MarketPrices[], ApiError>({
    queryKey: ['odds', 'user', { marketIds: marketIds.join(',') }],
    queryFn: ({ signal }) => getUserOddsV2({ marketIds: marketIds.join(',') }, { signal }),
    enabled: enabled && marketIds.length > 0,
    refetchInterval: oddsPollMs,
    // A poll answer is old a second later; nothing is worth keeping once the page has gone.
    gcTime: 0,
    retry: false,
  });
