import { lazyNamed } from '@exchange/shared';

import { loadCasinoTranslations } from '../i18n/casino-translations';

/** A page's chunk and the casino strings load side by side, so the page first renders translated. */
const withStrings = <Module>(page: Promise<Module>): Promise<Module> =>
  Promise.all([page, loadCasinoTranslations()]).then(([module]) => module);

// Each page is its own chunk: loading one route never downloads the others.
export const CasinoPage = lazyNamed(() => withStrings(import('../pages/casino-page')), 'CasinoPage');
export const LobbySectionPage = lazyNamed(() => withStrings(import('../pages/lobby-section-page')), 'LobbySectionPage');
export const LobbyPage = lazyNamed(() => withStrings(import('../pages/lobby-page')), 'LobbyPage');
