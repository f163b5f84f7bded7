import { betSchema, type Bet, type BetStatus } from '@exchange/contracts';
import { useOpenBets } from '@exchange/shared';
import { useMemo } from 'react';

/** What is still in play of a bet: a cancelled, lapsed or voided one is over even before settlement. */
const openStatuses: ReadonlySet<BetStatus> = new Set(['UNMATCHED', 'PARTIALLY_MATCHED', 'MATCHED']);

/**
 * The player's open bets as bets (`Bet/GetUserOpenBets`, shared's query): the specification names
 * only an item's eventId, so each item is read against the betting contract and one that breaks it
 * is left out (and logged) rather than shown half.
 */
export function usePlayerBets() {
  const query = useOpenBets();
  const bets = useMemo((): readonly Bet[] | undefined => {
    if (query.data === undefined) return undefined;
    const parsed: Bet[] = [];
    for (const item of query.data.openBets) {
      const bet = betSchema.safeParse(item);
      if (bet.success) {
        if (openStatuses.has(bet.data.status)) parsed.push(bet.data);
      } else console.warn('An open bet breaks the betting contract and is not shown.', item);
    }
    return parsed;
  }, [query.data]);
  return { ...query, bets };
}
