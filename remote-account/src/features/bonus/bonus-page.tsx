import { PlannedPage } from '@exchange/shared';

import { useAccountTranslation } from '../../i18n/account-translations';

export function BonusPage() {
  const { t } = useAccountTranslation();
  return <PlannedPage remote="account" title={t('pages.bonus.title')} summary={t('pages.bonus.summary')} />;
}
