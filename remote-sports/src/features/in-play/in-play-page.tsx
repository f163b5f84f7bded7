import { PlannedPage } from '@exchange/shared';

import { useSportsTranslation } from '../../i18n/sports-translations';

export function InPlayPage() {
  const { t } = useSportsTranslation();
  return <PlannedPage remote="sports" title={t('pages.inPlay.title')} summary={t('pages.inPlay.summary')} />;
}
