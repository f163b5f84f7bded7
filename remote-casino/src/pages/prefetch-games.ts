import { readLobbyUrl } from '../components/game-launch/lobby-url';
import { prefetchCatalogue } from '../features/catalogue/catalogue-query';

/**
 * Asks for the catalogue of `/casino` and `/lobby` before their first render. Not while `lotus_url`
 * holds a game: `/lobby` then shows the game (the crash-game brand's way in), not the catalogue.
 */
export function prefetchGames(): void {
  if (readLobbyUrl() === null) prefetchCatalogue({ kind: 'games' });
}
