import { PlannedPage } from '@exchange/shared';

import { useCasinoTranslation } from '../../i18n/casino-translations';

export function LobbyPage() {
  const { t } = useCasinoTranslation();
  return <PlannedPage remote="casino" title={t('pages.lobby.title')} summary={t('pages.lobby.summary')} />;
}
