import { PlannedPage } from '@exchange/shared';

import { useAccountTranslation } from '../../i18n/account-translations';

export function DepositWithdrawPage() {
  const { t } = useAccountTranslation();
  return (
    <PlannedPage
      remote="account"
      title={t('pages.depositWithdraw.title')}
      summary={t('pages.depositWithdraw.summary')}
    />
  );
}
