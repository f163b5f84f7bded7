import { lazyNamed } from '@exchange/shared';

// Each page is its own chunk: loading one route never downloads the others.
export const CasinoPage = lazyNamed(() => import('../features/lobby/casino-page'), 'CasinoPage');
export const LobbySectionPage = lazyNamed(() => import('../features/lobby/lobby-section-page'), 'LobbySectionPage');
export const LobbyPage = lazyNamed(() => import('../features/game/lobby-page'), 'LobbyPage');
