import { userStakeAddRequestSchema } from '@exchange/contracts';

import { createPlayerAuthenticator } from '../auth/player-guard.js';
import { ok } from '../http/envelope.js';
import { valid } from '../payments/request-input.js';
import { saveStakes } from '../stakes/user-stakes.js';
import type { RouteModule } from './route-module.js';

/** `UserStake/Add`: the bet slip's eight stake buttons; the next login answers them as `stakes`. */
export const userStakeRoutes: RouteModule = async (app, { config, db }) => {
  const requirePlayer = createPlayerAuthenticator(config, db);

  app.post('/UserStake/Add', async (request) => {
    const player = await requirePlayer(request);
    return ok(await saveStakes(db, player.id, valid(userStakeAddRequestSchema, request.body)));
  });
};
