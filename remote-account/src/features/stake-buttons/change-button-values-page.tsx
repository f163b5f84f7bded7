import { PlannedPage } from '@exchange/shared';

import { useAccountTranslation } from '../../i18n/account-translations';

export function ChangeButtonValuesPage() {
  const { t } = useAccountTranslation();
  return (
    <PlannedPage remote="account" title={t('pages.stakeButtons.title')} summary={t('pages.stakeButtons.summary')} />
  );
}
