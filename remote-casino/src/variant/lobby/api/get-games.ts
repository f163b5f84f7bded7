import { casinoGamesSchema } from '@exchange/contracts';
import { defineEndpoint } from '@exchange/shared';

/** The casino catalogue; a background call, so the lobby shows its own placeholders instead of the global loader. */
export const getGames = defineEndpoint({
  method: 'GET',
  path: 'api/InternationalCasino/GetGames',
  result: casinoGamesSchema,
  background: true,
  service: 'casino',
});
