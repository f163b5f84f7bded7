import { anyResultSchema, betChangedCode } from '@exchange/contracts';
import { refreshOpenBets, refreshProfitLoss, useHubSubscription } from '@exchange/shared';

// The api's `BetChanged` message says that one of the player's bets changed (matched, cancelled,
// settled); what changed is read again from the calls, so its Data may carry anything.
const betChangedSchema = anyResultSchema;

/** Reads the player's open bets and projected P/L again now (after a placement, a cancel, a cash out). */
export function refreshPlayerBets(): void {
  // A failure stays in the queries' own error state, which the bet views show.
  refreshOpenBets().catch(() => undefined);
  refreshProfitLoss().catch(() => undefined);
}

/** Keeps the player's open bets and projected P/L current while a view of them is shown. */
export function useBetUpdates(): void {
  useHubSubscription(betChangedCode, betChangedSchema, refreshPlayerBets);
}
