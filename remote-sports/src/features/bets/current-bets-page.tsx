import { useSportsTranslation } from '../../i18n/sports-translations';
import { BetsView } from './components/bets-view';

/** `/current-bet`: every open bet, matched and unmatched, per event and market. */
export function CurrentBetsPage() {
  const { t } = useSportsTranslation();
  return <BetsView show="all" title={t('bets.currentTitle')} />;
}
