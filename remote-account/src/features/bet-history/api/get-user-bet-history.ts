import { betHistoryRequestSchema, betHistorySchema, type BetHistoryRequest } from '@exchange/contracts';
import { defineEndpoint, hasAccessToken } from '@exchange/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** The player's finished bets of a period, newest settlement first, a page at a time. */
export const getUserBetHistory = defineEndpoint({
  method: 'POST',
  path: 'Bet/GetUserBetHistory',
  request: betHistoryRequestSchema,
  result: betHistorySchema,
});

export const betHistoryKeys = {
  all: ['bet-history'] as const,
  page: (request: BetHistoryRequest) => ['bet-history', request] as const,
};

export const betHistoryQuery = (request: BetHistoryRequest, enabled = true) =>
  queryOptions({
    queryKey: betHistoryKeys.page(request),
    queryFn: () => getUserBetHistory(request),
    placeholderData: keepPreviousData,
    enabled: () => enabled && hasAccessToken(),
  });
