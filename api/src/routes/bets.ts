import { createPlayerAuthenticator } from '../auth/player-guard.js';
import { ok } from '../http/envelope.js';
import type { RouteModule } from './route-module.js';

/**
 * The player's bets as the specification's open-bets object carries them: the open bets with the
 * balance and exposure they are held against, and the expected profit and loss per event. Bet
 * placement does not exist yet, so both lists are empty until it does; balance and exposure are real.
 */
export const betRoutes: RouteModule = async (app, { config, db }) => {
  const requirePlayer = createPlayerAuthenticator(config, db);

  app.get('/Bet/GetUserOpenBets', async (request) => {
    const player = await requirePlayer(request);
    return ok({ openBets: [], balance: Number(player.balance), exposure: Number(player.exposure) });
  });

  app.get('/Bet/GetUserExpectedProfitLoss', async (request) => {
    await requirePlayer(request);
    return ok([]);
  });
};
