import { claimBonusRequestSchema } from '@exchange/contracts';

import { systemClock } from '../accounts/clock.js';
import { createSessionGuard, playerOf } from '../auth/player-guard.js';
import { claimBonus, listBonuses } from '../bonus/bonuses.js';
import { ok } from '../http/envelope.js';
import type { RouteModule } from './route-module.js';

/** The operator's bonuses with the player's claims and wagering progress; a claim credits once. */
export function createBonusRoutes(options: { readonly now?: () => Date } = {}): RouteModule {
  return async (app, { config, db, services }) => {
    const now = options.now ?? systemClock;
    const { authenticate } = createSessionGuard(config, db, now);

    app.get('/Bonus/GetBonuses', { onRequest: authenticate }, async (request) =>
      ok(await listBonuses(db, playerOf(request).id, now())),
    );

    app.get(
      '/Bonus/Claim',
      { onRequest: authenticate, schema: { querystring: claimBonusRequestSchema } },
      async (request) => ok(await claimBonus(db, services.playerEvents, playerOf(request).id, request.query.id, now())),
    );
  };
}

export const bonusRoutes: RouteModule = createBonusRoutes();
