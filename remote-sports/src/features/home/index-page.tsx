import { PlannedPage } from '@exchange/shared';

import { useSportsTranslation } from '../../i18n/sports-translations';

export function IndexPage() {
  const { t } = useSportsTranslation();
  return <PlannedPage remote="sports" title={t('pages.index.title')} summary={t('pages.index.summary')} />;
}
