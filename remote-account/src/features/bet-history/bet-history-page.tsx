import { PlannedPage } from '@exchange/shared';

export function BetHistoryPage() {
  return <PlannedPage remote="account" title="Bet history" summary="Your settled bets with their result." />;
}
