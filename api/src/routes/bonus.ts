import { claimBonusRequestSchema } from '@exchange/contracts';

import { systemClock } from '../accounts/clock.js';
import { createPlayerAuthenticator } from '../auth/player-guard.js';
import { claimBonus, listBonuses } from '../bonus/bonuses.js';
import { ok } from '../http/envelope.js';
import { valid } from '../payments/request-input.js';
import type { RouteModule } from './route-module.js';

/** The operator's bonuses with the player's claims and wagering progress; a claim credits once. */
export function createBonusRoutes(options: { readonly now?: () => Date } = {}): RouteModule {
  return async (app, { config, db, services }) => {
    const now = options.now ?? systemClock;
    const requirePlayer = createPlayerAuthenticator(config, db, now);

    app.get('/Bonus/GetBonuses', async (request) => {
      const player = await requirePlayer(request);
      return ok(await listBonuses(db, player.id, now()));
    });

    app.get('/Bonus/Claim', async (request) => {
      const player = await requirePlayer(request);
      const { id } = valid(claimBonusRequestSchema, request.query);
      return ok(await claimBonus(db, services.playerEvents, player.id, id, now()));
    });
  };
}

export const bonusRoutes: RouteModule = createBonusRoutes();
