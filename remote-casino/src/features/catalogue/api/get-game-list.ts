import { casinoGameListSchema, casinoSections, type CasinoSection } from '@exchange/contracts';
import { defineEndpoint } from '@exchange/shared';

export type GameListName = CasinoSection | 'all';

const gameListNames: readonly GameListName[] = ['all', ...casinoSections];

// One endpoint per file name: the names are ours, never the player's text, so no path can be steered.
const gameListEndpoints = Object.fromEntries(
  gameListNames.map((name) => [
    name,
    defineEndpoint({
      method: 'GET',
      // The CDN's game list file by name, served beside the brand's api in the api's envelope.
      path: `cdn/games/${name}.json`,
      result: casinoGameListSchema,
      background: true,
      anonymous: true,
    }),
  ]),
) as Record<
  GameListName,
  (input?: undefined, config?: { signal?: AbortSignal | undefined; withCredentials?: boolean }) => Promise<unknown[]>
>;

/** A game list file of the CDN: `all` or a section (`slots`, `live-casino`…). */
export const getGameList = (name: GameListName, signal?: AbortSignal): Promise<unknown[]> =>
  // A CDN answers any origin (`Access-Control-Allow-Origin: *`), which browsers refuse to credentialed calls.
  gameListEndpoints[name](undefined, { signal, withCredentials: false });
