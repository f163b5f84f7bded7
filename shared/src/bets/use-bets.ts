import type { OpenBets, ProfitLossItem } from '@exchange/contracts';
import type { UseQueryResult } from '@tanstack/react-query';

import type { ApiError } from '../api/api-error';
import { loadedQueryRuntime } from '../query/platform-query-client';
import { selectLoggedIn, useSessionStore } from '../session/session-store';
import { openBetsQuery, profitLossQuery } from './bets-queries';

/**
 * A login or logout renders the view again, so its query looks at `enabled` (an access token) again:
 * the bets load when a player logs in and stop when they leave.
 */
function useRenderOnLoginChange(): void {
  useSessionStore(selectLoggedIn);
}

/**
 * The player's open bets from the page's cache: `data` once loaded (from storage or the server),
 * `isLoading` while the first call is out, `error` (an ApiError) when it failed. Nothing is fetched
 * for a visitor who is not logged in. Used under `PlayerProviders`, which load TanStack Query.
 */
export function useOpenBets(): UseQueryResult<OpenBets, ApiError> {
  useRenderOnLoginChange();
  return loadedQueryRuntime().useQuery(openBetsQuery);
}

/** The player's expected profit and loss per event, like `useOpenBets`. */
export function useProfitLoss(): UseQueryResult<ProfitLossItem[], ApiError> {
  useRenderOnLoginChange();
  return loadedQueryRuntime().useQuery(profitLossQuery);
}
