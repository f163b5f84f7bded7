import { lazyNamed } from '@exchange/shared';

import { loadSportsTranslations } from '../i18n/sports-translations';

/** A page's chunk and the sports strings load side by side, so the page first renders translated. */
const withStrings = <Module>(page: Promise<Module>): Promise<Module> =>
  Promise.all([page, loadSportsTranslations()]).then(([module]) => module);

// Each page is its own chunk: loading one route never downloads the others.
export const IndexPage = lazyNamed(() => withStrings(import('../features/home/index-page')), 'IndexPage');
export const InPlayPage = lazyNamed(() => withStrings(import('../features/in-play/in-play-page')), 'InPlayPage');
export const MarketsPage = lazyNamed(() => withStrings(import('../pages/markets-page')), 'MarketsPage');
export const MatchListPage = lazyNamed(
  () => withStrings(import('../features/match-list/match-list-page')),
  'MatchListPage',
);
export const OpenBetsPage = lazyNamed(() => withStrings(import('../features/bets/open-bets-page')), 'OpenBetsPage');
export const CurrentBetsPage = lazyNamed(
  () => withStrings(import('../features/bets/current-bets-page')),
  'CurrentBetsPage',
);
export const RulesPage = lazyNamed(() => withStrings(import('../features/rules/rules-page')), 'RulesPage');
