import { marketProfitLossSchema, parseMinor, type ProfitLossItem } from '@exchange/contracts';
import { useProfitLoss } from '@exchange/shared';
import { useMemo } from 'react';

/** One market's runners' P/L in paise from the items of `Bet/GetUserExpectedProfitLoss`; null when absent. */
export function profitLossOfMarket(
  items: readonly ProfitLossItem[] | undefined,
  marketId: string,
): ReadonlyMap<number, bigint> | null {
  for (const item of items ?? []) {
    const parsed = marketProfitLossSchema.safeParse(item);
    if (!parsed.success || parsed.data.marketId !== marketId) continue;
    return new Map(parsed.data.runners.map((runner) => [runner.runnerId, parseMinor(runner.profitLoss) ?? 0n]));
  }
  return null;
}

/**
 * The player's projected P/L per runner of one market over their matched bets, in paise, from
 * `Bet/GetUserExpectedProfitLoss` (shared's query, refreshed after every bet); null when the
 * player has no matched bet there.
 */
export function useMarketProfitLoss(marketId: string): ReadonlyMap<number, bigint> | null {
  const { data } = useProfitLoss();
  return useMemo(() => profitLossOfMarket(data, marketId), [data, marketId]);
}
