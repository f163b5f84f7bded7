import { lazyPage } from '@exchange/shared';

import { loadVariantTranslations } from '../i18n/variant-translations';

/** A page's chunk and the live lobby's strings load side by side, so the page first renders translated. */
const withStrings = <Module>(page: Promise<Module>): Promise<Module> =>
  Promise.all([page, loadVariantTranslations()]).then(([module]) => module);

// The `casino/pages` contract, as the default casino build exposes it; each page is its own chunk.
export const CasinoPage = lazyPage(() => withStrings(import('../pages/casino-page')), 'CasinoPage');
export const LobbySectionPage = lazyPage(() => withStrings(import('../pages/lobby-section-page')), 'LobbySectionPage');
export const LobbyPage = lazyPage(() => withStrings(import('../pages/lobby-page')), 'LobbyPage');
