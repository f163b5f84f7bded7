import { PlannedPage } from '@exchange/shared';

export function DepositWithdrawRequestsPage() {
  return (
    <PlannedPage
      remote="account"
      title="Deposit and withdrawal requests"
      summary="The status of your deposit and withdrawal requests."
    />
  );
}
