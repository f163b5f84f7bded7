import {
  setLimitsRequestSchema,
  setRealityCheckRequestSchema,
  takeBreakRequestSchema,
  type BreakPeriod,
  type RealityCheckMinutes,
} from '@exchange/contracts';

import { systemClock } from '../accounts/clock.js';
import { createSessionAuthenticator } from '../auth/player-guard.js';
import { ok } from '../http/envelope.js';
import { formFields, valid } from '../payments/request-input.js';
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
    const requireSession = createSessionAuthenticator(config, db, now);

    app.get('/ResponsiblePlay/GetSettings', async (request) => {
      const { player } = await requireSession(request);
      return ok(await readSettings(db, player, now()));
    });

    app.post('/ResponsiblePlay/SetLimits', async (request) => {
      const { player } = await requireSession(request);
      const change = valid(setLimitsRequestSchema, formFields(request.body, ['kind', 'daily', 'weekly']));
      return ok(await setLimits(db, player, change, now()));
    });

    app.post('/ResponsiblePlay/SetRealityCheck', async (request) => {
      const { player } = await requireSession(request);
      const { minutes } = valid(setRealityCheckRequestSchema, formFields(request.body, ['minutes']));
      return ok(await setRealityCheck(db, player, minutes as RealityCheckMinutes, now()));
    });

    app.get('/ResponsiblePlay/GetRealityCheck', async (request) => {
      const { player, sessionId } = await requireSession(request);
      return ok(await realityCheckOf(db, player.id, sessionId, now()));
    });

    app.post('/ResponsiblePlay/TakeBreak', async (request) => {
      const { player } = await requireSession(request);
      const { period } = valid(takeBreakRequestSchema, formFields(request.body, ['period']));
      return ok(await takeBreak(db, player, period as BreakPeriod, now()));
    });
  };
}

export const responsiblePlayRoutes: RouteModule = createResponsiblePlayRoutes();
