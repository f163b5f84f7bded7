import { userStakeAddRequestSchema } from '@exchange/contracts';

import { createSessionGuard, playerOf } from '../auth/player-guard.js';
import { ok } from '../http/envelope.js';
import { saveStakes } from '../stakes/user-stakes.js';
import type { RouteModule } from './route-module.js';

/** `UserStake/Add`: the bet slip's eight stake buttons; the next login answers them as `stakes`. */
export const userStakeRoutes: RouteModule = async (app, { config, db }) => {
  const { authenticate } = createSessionGuard(config, db);

  app.post(
    '/UserStake/Add',
    { onRequest: authenticate, schema: { body: userStakeAddRequestSchema } },
    async (request) => ok(await saveStakes(db, playerOf(request).id, request.body)),
  );
};
