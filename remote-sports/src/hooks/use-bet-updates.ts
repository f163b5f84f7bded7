import { betChangedCode, betChangedMessageSchema } from '@exchange/contracts';
import { refreshOpenBets, refreshProfitLoss, useHubSubscription } from '@exchange/shared';

// The api's `BetChanged` message carries the bet as it is now (contracts); the open bets and the
// projected P/L it changes are read again from the calls, which answer for the whole market.

/** Reads the player's open bets and projected P/L again now (after a placement, a cancel, a cash out). */
export function refreshPlayerBets(): void {
  // A failure stays in the queries' own error state, which the bet views show.
  refreshOpenBets().catch(() => undefined);
  refreshProfitLoss().catch(() => undefined);
}

/** Keeps the player's open bets and projected P/L current while a view of them is shown. */
export function useBetUpdates(): void {
  useHubSubscription(betChangedCode, betChangedMessageSchema, refreshPlayerBets);
}
