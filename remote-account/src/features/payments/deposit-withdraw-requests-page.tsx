import { PlannedPage } from '@exchange/shared';

import { useAccountTranslation } from '../../i18n/account-translations';

export function DepositWithdrawRequestsPage() {
  const { t } = useAccountTranslation();
  return (
    <PlannedPage
      remote="account"
      title={t('pages.depositWithdrawRequests.title')}
      summary={t('pages.depositWithdrawRequests.summary')}
    />
  );
}
