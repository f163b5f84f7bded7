import { PlannedPage } from '@exchange/shared';

import { useSportsTranslation } from '../../i18n/sports-translations';

export function MarketsPage() {
  const { t } = useSportsTranslation();
  return <PlannedPage remote="sports" title={t('pages.markets.title')} summary={t('pages.markets.summary')} />;
}
