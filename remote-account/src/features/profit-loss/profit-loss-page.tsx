import { PlannedPage } from '@exchange/shared';

import { useAccountTranslation } from '../../i18n/account-translations';

export function ProfitLossPage() {
  const { t } = useAccountTranslation();
  return <PlannedPage remote="account" title={t('pages.profitLoss.title')} summary={t('pages.profitLoss.summary')} />;
}
