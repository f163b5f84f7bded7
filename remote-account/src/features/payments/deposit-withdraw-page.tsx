import { PlannedPage } from '@exchange/shared';

export function DepositWithdrawPage() {
  return (
    <PlannedPage remote="account" title="Deposit and withdraw" summary="Add money by UPI or request a withdrawal." />
  );
}
