import { isCasinoSection, readCasinoCatalogue } from '@exchange/contracts';
import { loadQueryClient } from '@exchange/shared';

import { readLobbyUrl } from '../components/game-launch/lobby-url';
import { firstScreenGames } from '../features/catalogue/catalogue-filter';
import { catalogueQuery } from '../features/catalogue/catalogue-query';

/**
 * Asks for the catalogue of `/casino` and `/lobby` before their first render, and as soon as it
 * arrives for the artwork of the tiles that fill the first screen (the section in the address, as
 * the page will show it): the largest paint of a lobby is a tile, and its image is then on its way
 * while the page's code still loads instead of after the first render. Not while `lotus_url` holds
 * a game: `/lobby` then shows the game (the crash-game brand's way in), not the catalogue.
 */
export async function prefetchGames(doc: Document = document): Promise<void> {
  if (readLobbyUrl() !== null) return;
  const client = await loadQueryClient();
  // A failure is the page's to show when it reads the catalogue.
  const data = await client.ensureQueryData(catalogueQuery({ kind: 'games' })).catch(() => undefined);
  if (data === undefined) return;
  const section = new URLSearchParams(doc.location.search).get('section');
  const games = firstScreenGames(readCasinoCatalogue(data).games, isCasinoSection(section) ? section : null);
  const preloaded = new Set(
    [...doc.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href')),
  );
  for (const { imageUrl } of games) {
    if (imageUrl == null || preloaded.has(imageUrl)) continue;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.setAttribute('fetchpriority', 'high');
    link.href = imageUrl;
    doc.head.append(link);
    preloaded.add(imageUrl);
  }
}
