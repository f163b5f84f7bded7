import { PlannedPage } from '@exchange/shared';

export function AccountStatementPage() {
  return (
    <PlannedPage
      remote="account"
      title="Account statement"
      summary="Every credit and debit of your account, page by page."
    />
  );
}
