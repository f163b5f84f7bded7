import { PlannedPage } from '@exchange/shared';

export function CurrentBetsPage() {
  return (
    <PlannedPage remote="sports" title="Current bets" summary="Bets placed on events that have not been settled yet." />
  );
}
