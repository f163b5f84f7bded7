import { PlannedPage } from '@exchange/shared';

export function ChangeButtonValuesPage() {
  return <PlannedPage remote="account" title="Stake buttons" summary="Set the quick-stake buttons of your bet slip." />;
}
