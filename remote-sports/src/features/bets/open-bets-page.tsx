import { useSportsTranslation } from '../../i18n/sports-translations';
import { BetsView } from './components/bets-view';

/** `/open-bets` (Unselected Bets): the bets still waiting to be matched, wholly or in part, with cancel. */
export function OpenBetsPage() {
  const { t } = useSportsTranslation();
  return <BetsView show="unmatched" title={t('bets.unselectedTitle')} />;
}
