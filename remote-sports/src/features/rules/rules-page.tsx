import { PlannedPage } from '@exchange/shared';

import { useSportsTranslation } from '../../i18n/sports-translations';

export function RulesPage() {
  const { t } = useSportsTranslation();
  return <PlannedPage remote="sports" title={t('pages.rules.title')} summary={t('pages.rules.summary')} />;
}
