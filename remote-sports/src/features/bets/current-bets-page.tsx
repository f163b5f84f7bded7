import { PlannedPage } from '@exchange/shared';

import { useSportsTranslation } from '../../i18n/sports-translations';

export function CurrentBetsPage() {
  const { t } = useSportsTranslation();
  return <PlannedPage remote="sports" title={t('pages.currentBets.title')} summary={t('pages.currentBets.summary')} />;
}
