import {
  betHistoryRequestSchema,
  cancelBetsRequestSchema,
  cashOutRequestSchema,
  placeBetRequestSchema,
  profitLossHistoryQuerySchema,
} from '@exchange/contracts';
import { z } from 'zod';

import { systemClock } from '../accounts/clock.js';
import { createPlayerAuthenticator } from '../auth/player-guard.js';
import { profitLossHistory } from '../betting/profit-loss-history.js';
import { parseContract } from '../http/contract-input.js';
import { ok } from '../http/envelope.js';
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
    const requirePlayer = createPlayerAuthenticator(context.config, context.db);
    const { betting } = context.services;

    app.post('/Bet/PlaceBetV2', async (request) => {
      const player = await requirePlayer(request);
      await assertMayStake(context.db, player.id, (options.now ?? systemClock)());
      return ok(await betting.placeBet(player.id, parseContract(placeBetRequestSchema, request.body)));
    });

    app.get('/Odds/GetUserLimits', async (request) => {
      await requirePlayer(request);
      return ok(betting.limits());
    });

    app.get('/Bet/GetUserOpenBets', async (request) => {
      const player = await requirePlayer(request);
      return ok(await betting.openBets(player.id));
    });

    app.get('/Bet/GetUserExpectedProfitLoss', async (request) => {
      const player = await requirePlayer(request);
      const filter = profitLossQuery.parse(request.query);
      return ok(await betting.expectedProfitLoss(player.id, filter));
    });

    app.post('/Bet/CancelBets', async (request) => {
      const player = await requirePlayer(request);
      const { betIds } = parseContract(cancelBetsRequestSchema, request.body);
      return ok(await betting.cancelBets(player.id, betIds));
    });

    app.post('/Bet/CashOut', async (request) => {
      const player = await requirePlayer(request);
      const { idempotencyKey, marketId, percent } = parseContract(cashOutRequestSchema, request.body);
      return ok(await betting.cashOut(player.id, idempotencyKey, marketId, percent));
    });

    app.post('/Bet/GetUserBetHistory', async (request) => {
      const player = await requirePlayer(request);
      return ok(await betting.history(player.id, parseContract(betHistoryRequestSchema, request.body ?? {})));
    });

    app.get('/Bet/GetUserProfitLoss', async (request) => {
      const player = await requirePlayer(request);
      const query = parseContract(profitLossHistoryQuerySchema, request.query);
      return ok(
        await profitLossHistory(context.db, player.id, {
          from: new Date(query.from).toISOString(),
          to: new Date(query.to).toISOString(),
          sportId: query.sportId,
          skip: query.SkipCount,
          take: query.MaxResultCount,
        }),
      );
    });
  };
}

export const betRoutes: RouteModule = createBetRoutes();
