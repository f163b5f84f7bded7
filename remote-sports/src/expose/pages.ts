import { lazyPage, type PageParams } from '@exchange/shared';

import { loadSportsTranslations } from '../i18n/sports-translations';
import type * as pageData from './page-data';

/** A page's chunk and the sports strings load side by side, so the page first renders translated. */
const withStrings = <Module>(page: Promise<Module>): Promise<Module> =>
  Promise.all([page, loadSportsTranslations()]).then(([module]) => module);

/** A page's `preload` asks for its first data through the page-data chunk, loaded beside the page's. */
const prefetchWith =
  (pick: (data: typeof pageData) => (params: PageParams) => void) =>
  (params: PageParams): void => {
    // A chunk that fails here fails the page too, which says so.
    import('./page-data')
      .then((data) => pick(data)(params))
      .catch((error: unknown) => console.warn("The page's data was not asked for early:", error));
  };

// Each page is its own chunk: loading one route never downloads the others.
export const IndexPage = lazyPage(
  () => withStrings(import('../pages/index-page')),
  'IndexPage',
  prefetchWith((data) => data.prefetchSportTree),
);
export const InPlayPage = lazyPage(
  () => withStrings(import('../pages/in-play-page')),
  'InPlayPage',
  prefetchWith((data) => data.prefetchSportTree),
);
export const MarketsPage = lazyPage(
  () => withStrings(import('../pages/markets-page')),
  'MarketsPage',
  prefetchWith((data) => data.prefetchMarkets),
);
export const MatchListPage = lazyPage(
  () => withStrings(import('../pages/match-list-page')),
  'MatchListPage',
  prefetchWith((data) => data.prefetchMatchList),
);
export const OpenBetsPage = lazyPage(() => withStrings(import('../features/bets/open-bets-page')), 'OpenBetsPage');
export const CurrentBetsPage = lazyPage(
  () => withStrings(import('../features/bets/current-bets-page')),
  'CurrentBetsPage',
);
export const RulesPage = lazyPage(() => withStrings(import('../features/rules/rules-page')), 'RulesPage');
