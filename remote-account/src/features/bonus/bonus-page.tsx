import { PlannedPage } from '@exchange/shared';

export function BonusPage() {
  return (
    <PlannedPage remote="account" title="Bonus" summary="The bonuses you can claim and the ones you have claimed." />
  );
}
