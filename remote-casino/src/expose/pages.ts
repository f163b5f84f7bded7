import { lazyPage } from '@exchange/shared';

import { loadCasinoTranslations } from '../i18n/casino-translations';

/** A page's chunk and the casino strings load side by side, so the page first renders translated. */
const withStrings = <Module>(page: Promise<Module>): Promise<Module> =>
  Promise.all([page, loadCasinoTranslations()]).then(([module]) => module);

/**
 * The catalogue pages ask for their games beside their chunk rather than after their first render,
 * so the tiles come with the page. Not from this module: every casino page loads it first. A chunk
 * that fails here fails the page too, which says so.
 */
const prefetchGames = () =>
  void import('../pages/prefetch-games')
    .then(({ prefetchGames: prefetch }) => prefetch())
    .catch((error: unknown) => console.warn('The games were not asked for early:', error));

// Each page is its own chunk: loading one route never downloads the others. The host preloads the
// page it is about to show (PageComponent.preload), which asks for the catalogue beside the chunk.
export const CasinoPage = lazyPage(() => withStrings(import('../pages/casino-page')), 'CasinoPage', prefetchGames);
export const LobbySectionPage = lazyPage(() => withStrings(import('../pages/lobby-section-page')), 'LobbySectionPage');
export const LobbyPage = lazyPage(() => withStrings(import('../pages/lobby-page')), 'LobbyPage', prefetchGames);
