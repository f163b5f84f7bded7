import { PlannedPage } from '@exchange/shared';

import { useSportsTranslation } from '../../i18n/sports-translations';

export function MatchListPage() {
  const { t } = useSportsTranslation();
  return <PlannedPage remote="sports" title={t('pages.matchList.title')} summary={t('pages.matchList.summary')} />;
}
