import { casinoGameListSchema, casinoGamesRequestSchema } from '@exchange/contracts';
import { defineEndpoint } from '@exchange/shared';

/**
 * The casino catalogue (`api/InternationalCasino/GetGames`, the bearer sent if there is one). The
 * list is read entry by entry by `readCasinoCatalogue`, so one bad entry never costs the lobby.
 */
export const getGames = defineEndpoint({
  method: 'GET',
  path: 'api/InternationalCasino/GetGames',
  request: casinoGamesRequestSchema,
  result: casinoGameListSchema,
  // The specification's background calls include "get games": tiles show their own skeletons.
  background: true,
  service: 'casino',
});

export const catalogueKeys = {
  all: ['casino'] as const,
  games: () => ['casino', 'games'] as const,
  gameList: (name: string) => ['casino', 'game-list', { name }] as const,
};
