import { PlannedPage } from '@exchange/shared';

import { useAccountTranslation } from '../../i18n/account-translations';

export function ChangePasswordPage() {
  const { t } = useAccountTranslation();
  return (
    <PlannedPage remote="account" title={t('pages.changePassword.title')} summary={t('pages.changePassword.summary')} />
  );
}
