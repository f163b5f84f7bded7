import { lazyNamed } from '@exchange/shared';

// Each page is its own chunk: loading one route never downloads the others.
export const IndexPage = lazyNamed(() => import('../features/home/index-page'), 'IndexPage');
export const InPlayPage = lazyNamed(() => import('../features/in-play/in-play-page'), 'InPlayPage');
export const MarketsPage = lazyNamed(() => import('../features/markets/markets-page'), 'MarketsPage');
export const MatchListPage = lazyNamed(() => import('../features/match-list/match-list-page'), 'MatchListPage');
export const OpenBetsPage = lazyNamed(() => import('../features/bets/open-bets-page'), 'OpenBetsPage');
export const CurrentBetsPage = lazyNamed(() => import('../features/bets/current-bets-page'), 'CurrentBetsPage');
export const RulesPage = lazyNamed(() => import('../features/rules/rules-page'), 'RulesPage');
