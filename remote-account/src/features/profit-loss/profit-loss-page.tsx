import { PlannedPage } from '@exchange/shared';

export function ProfitLossPage() {
  return <PlannedPage remote="account" title="Profit and loss" summary="Your profit and loss by event and sport." />;
}
