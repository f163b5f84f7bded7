import { PlannedPage } from '@exchange/shared';

export function OpenBetsPage() {
  return (
    <PlannedPage
      remote="sports"
      title="Unselected bets"
      summary="Your unmatched and matched bets that are still open."
    />
  );
}
