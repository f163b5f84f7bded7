import { PlannedPage } from '@exchange/shared';

import { useSportsTranslation } from '../../i18n/sports-translations';

export function OpenBetsPage() {
  const { t } = useSportsTranslation();
  return <PlannedPage remote="sports" title={t('pages.openBets.title')} summary={t('pages.openBets.summary')} />;
}
