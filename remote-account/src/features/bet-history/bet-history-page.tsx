import { PlannedPage } from '@exchange/shared';

import { useAccountTranslation } from '../../i18n/account-translations';

export function BetHistoryPage() {
  const { t } = useAccountTranslation();
  return <PlannedPage remote="account" title={t('pages.betHistory.title')} summary={t('pages.betHistory.summary')} />;
}
