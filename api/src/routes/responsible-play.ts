import {
  setLimitsRequestSchema,
  setRealityCheckRequestSchema,
  takeBreakRequestSchema,
  type BreakPeriod,
  type RealityCheckMinutes,
} from '@exchange/contracts';

import { systemClock } from '../accounts/clock.js';
import { createSessionGuard, playerOf, sessionOf } from '../auth/player-guard.js';
import { ok } from '../http/envelope.js';
import { formInput } from '../http/route-input.js';
import {
  readSettings,
  realityCheckOf,
  setLimits,
  setRealityCheck,
  takeBreak,
} from '../responsible-play/responsible-play.js';
import type { RouteModule } from './route-module.js';

export interface ResponsiblePlayRouteOptions {
  readonly now?: () => Date;
}

/**
 * The player's own limits, reminder and breaks (`ResponsiblePlay/*`). The rules they set are
 * enforced where money moves: deposits, bets, crash-game stakes and logins.
 */
export function createResponsiblePlayRoutes(options: ResponsiblePlayRouteOptions = {}): RouteModule {
  return async (app, { config, db }) => {
    const now = options.now ?? systemClock;
    const { authenticate } = createSessionGuard(config, db, now);

    app.get('/ResponsiblePlay/GetSettings', { onRequest: authenticate }, async (request) =>
      ok(await readSettings(db, playerOf(request), now())),
    );

    app.post(
      '/ResponsiblePlay/SetLimits',
      { onRequest: authenticate, schema: { body: formInput(setLimitsRequestSchema, ['kind', 'daily', 'weekly']) } },
      async (request) => ok(await setLimits(db, playerOf(request), request.body, now())),
    );

    app.post(
      '/ResponsiblePlay/SetRealityCheck',
      { onRequest: authenticate, schema: { body: formInput(setRealityCheckRequestSchema, ['minutes']) } },
      async (request) =>
        ok(await setRealityCheck(db, playerOf(request), request.body.minutes as RealityCheckMinutes, now())),
    );

    app.get('/ResponsiblePlay/GetRealityCheck', { onRequest: authenticate }, async (request) => {
      const { player, sessionId } = sessionOf(request);
      return ok(await realityCheckOf(db, player.id, sessionId, now()));
    });

    app.post(
      '/ResponsiblePlay/TakeBreak',
      { onRequest: authenticate, schema: { body: formInput(takeBreakRequestSchema, ['period']) } },
      async (request) => ok(await takeBreak(db, playerOf(request), request.body.period as BreakPeriod, now())),
    );
  };
}

export const responsiblePlayRoutes: RouteModule = createResponsiblePlayRoutes();
