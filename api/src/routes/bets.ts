import {
  betHistoryRequestSchema,
  cancelBetsRequestSchema,
  cashOutRequestSchema,
  placeBetRequestSchema,
  profitLossHistoryQuerySchema,
  replaceBetRequestSchema,
} from '@exchange/contracts';
import { z } from 'zod';

import { systemClock } from '../accounts/clock.js';
import { createSessionGuard, playerOf } from '../auth/player-guard.js';
import { profitLossHistory } from '../betting/profit-loss-history.js';
import { ok } from '../http/envelope.js';
import { optionalBody } from '../http/route-input.js';
import { assertMayStake } from '../responsible-play/responsible-play.js';
import type { RouteModule } from './route-module.js';

const profitLossQuery = z.object({
  eventId: z.coerce.number().int().positive().optional(),
  marketId: z.string().min(1).optional(),
});

/**
 * The player's betting calls (bearer token): placement, limits, open bets, projected P/L per
 * market, cancel, cash out, bet history and profit and loss per event. The money rules live in `src/betting/`.
 */
export function createBetRoutes(options: { readonly now?: () => Date } = {}): RouteModule {
  return async (app, context) => {
    const { authenticate } = createSessionGuard(context.config, context.db);
    const { betting } = context.services;

    app.post(
      '/Bet/PlaceBetV2',
      { onRequest: authenticate, schema: { body: placeBetRequestSchema } },
      async (request) => {
        const player = playerOf(request);
        await assertMayStake(context.db, player.id, (options.now ?? systemClock)());
        return ok(await betting.placeBet(player.id, request.body));
      },
    );

    app.get('/Odds/GetUserLimits', { onRequest: authenticate }, async () => ok(betting.limits()));

    app.get('/Bet/GetUserOpenBets', { onRequest: authenticate }, async (request) =>
      ok(await betting.openBets(playerOf(request).id)),
    );

    app.get(
      '/Bet/GetUserExpectedProfitLoss',
      { onRequest: authenticate, schema: { querystring: profitLossQuery } },
      async (request) => ok(await betting.expectedProfitLoss(playerOf(request).id, request.query)),
    );

    app.post(
      '/Bet/ReplaceBet',
      { onRequest: authenticate, schema: { body: replaceBetRequestSchema } },
      async (request) => {
        const player = playerOf(request);
        await assertMayStake(context.db, player.id, (options.now ?? systemClock)());
        return ok(await betting.replaceBet(player.id, request.body));
      },
    );

    app.post(
      '/Bet/CancelBets',
      { onRequest: authenticate, schema: { body: cancelBetsRequestSchema } },
      async (request) => ok(await betting.cancelBets(playerOf(request).id, request.body.betIds)),
    );

    app.post('/Bet/CashOut', { onRequest: authenticate, schema: { body: cashOutRequestSchema } }, async (request) => {
      const { idempotencyKey, marketId, percent } = request.body;
      return ok(await betting.cashOut(playerOf(request).id, idempotencyKey, marketId, percent));
    });

    app.post(
      '/Bet/GetUserBetHistory',
      { onRequest: authenticate, schema: { body: optionalBody(betHistoryRequestSchema) } },
      async (request) => ok(await betting.history(playerOf(request).id, request.body)),
    );

    app.get(
      '/Bet/GetUserProfitLoss',
      { onRequest: authenticate, schema: { querystring: profitLossHistoryQuerySchema } },
      async (request) => {
        const { query } = request;
        return ok(
          await profitLossHistory(context.db, playerOf(request).id, {
            from: new Date(query.from).toISOString(),
            to: new Date(query.to).toISOString(),
            sportId: query.sportId,
            skip: query.SkipCount,
            take: query.MaxResultCount,
          }),
        );
      },
    );
  };
}

export const betRoutes: RouteModule = createBetRoutes();
