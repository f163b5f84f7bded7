import { PlannedPage } from '@exchange/shared';

import { useCasinoTranslation } from '../../i18n/casino-translations';

export function CasinoPage() {
  const { t } = useCasinoTranslation();
  return <PlannedPage remote="casino" title={t('pages.casino.title')} summary={t('pages.casino.summary')} />;
}
