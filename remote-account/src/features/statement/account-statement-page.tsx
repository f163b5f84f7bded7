import { PlannedPage } from '@exchange/shared';

import { useAccountTranslation } from '../../i18n/account-translations';

export function AccountStatementPage() {
  const { t } = useAccountTranslation();
  return <PlannedPage remote="account" title={t('pages.statement.title')} summary={t('pages.statement.summary')} />;
}
