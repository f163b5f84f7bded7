import {
  profitLossHistoryQuerySchema,
  profitLossHistorySchema,
  type ProfitLossHistoryQuery,
} from '@exchange/contracts';
import { defineEndpoint, hasAccessToken } from '@exchange/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/**
 * The player's P/L per event over a period, with its totals and running series. Kept in the query
 * cache only: the `ProfitLoss` storage key is the open markets' expected P/L (spec section 3), not this.
 */
export const getUserProfitLoss = defineEndpoint({
  method: 'GET',
  path: 'Bet/GetUserProfitLoss',
  request: profitLossHistoryQuerySchema,
  result: profitLossHistorySchema,
});

export const profitLossHistoryQuery = (query: ProfitLossHistoryQuery, enabled = true) =>
  queryOptions({
    queryKey: ['profit-loss-history', query] as const,
    queryFn: () => getUserProfitLoss(query),
    placeholderData: keepPreviousData,
    enabled: () => enabled && hasAccessToken(),
  });
