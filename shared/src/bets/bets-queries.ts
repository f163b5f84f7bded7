import type { OpenBets, ProfitLossItem } from '@exchange/contracts';

import type { ApiError } from '../api/api-error';
import { getUserExpectedProfitLoss, getUserOpenBets } from '../api/endpoints/bets';
import { queryKeys } from '../query/query-keys';
import { queryOptions } from '../query/query-options';
import { hasAccessToken } from '../storage/storage-keys';

// Both are the player's: fetched only with an access token (read when the query decides, so a logout
// stops a refetch that its last render still allowed), and cleared when the session ends.

/** The player's open bets with the balance and exposure they leave; stored under `OpenBets`. */
export const openBetsQuery = queryOptions<OpenBets, ApiError>({
  queryKey: queryKeys.bets.open,
  queryFn: ({ signal }) => getUserOpenBets(undefined, { signal }),
  enabled: hasAccessToken,
});

/** The player's expected profit and loss per event; stored under `ProfitLoss`. */
export const profitLossQuery = queryOptions<ProfitLossItem[], ApiError>({
  queryKey: queryKeys.bets.profitLoss,
  queryFn: ({ signal }) => getUserExpectedProfitLoss(undefined, { signal }),
  enabled: hasAccessToken,
});
