import { PlannedPage } from '@exchange/shared';

import { useCasinoTranslation } from '../../i18n/casino-translations';

export function LobbySectionPage() {
  const { t } = useCasinoTranslation();
  return (
    <PlannedPage remote="casino" title={t('pages.lobbySection.title')} summary={t('pages.lobbySection.summary')} />
  );
}
