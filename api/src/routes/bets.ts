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
import {
  bettingFor,
  type BettingService,
  type MarketInfo,
  type MarketResultSource,
} from '../betting/betting-service.js';
import { profitLossHistory } from '../betting/profit-loss-history.js';
import type { BettingSettings } from '../betting/settings.js';
import type { Exchange } from '../exchange/exchange.js';
import { parseContract } from '../http/contract-input.js';
import { ok } from '../http/envelope.js';
import { assertMayStake } from '../responsible-play/responsible-play.js';
import type { SportsWorld } from '../sports/world.js';
import type { RouteContext, RouteModule } from './route-module.js';

export interface BetRoutesOptions {
  /** The engine the bets trade in; by default the sports world's. */
  readonly exchange?: Exchange;
  readonly settings?: BettingSettings;
  readonly now?: () => Date;
  /** Waits out an in-play bet delay (tests pass one they release). */
  readonly wait?: (ms: number) => Promise<void>;
}

const profitLossQuery = z.object({
  eventId: z.coerce.number().int().positive().optional(),
  marketId: z.string().min(1).optional(),
});

/** A market's names, type and runners as the world holds them (markets it has not forgotten). */
function marketFromWorld(world: SportsWorld, marketId: string): MarketInfo | null {
  const market = world.market(marketId);
  const event = market === undefined ? undefined : world.event(market.eventId);
  if (market === undefined || event === undefined) return null;
  return {
    id: market.id,
    name: market.name,
    type: market.type,
    kind: market.kind,
    betDelay: market.betDelay,
    eventId: event.id,
    eventName: event.title,
    sportId: event.sportId,
    runners: market.runners.map((runner) => ({ id: runner.id, name: runner.name })),
  };
}

/** The world settles its markets through this once it tells results (see ADR 0022). */
const resultsOf = (world: SportsWorld): MarketResultSource | null => {
  const candidate = world as Partial<MarketResultSource>;
  return typeof candidate.onMarketResult === 'function' ? (candidate as MarketResultSource) : null;
};

/** The one betting service of a server, started once whichever route module asks first. */
export async function bettingOf(
  app: Parameters<RouteModule>[0],
  context: RouteContext,
  options: BetRoutesOptions,
): Promise<BettingService> {
  const betting = bettingFor({
    db: context.db,
    exchange: options.exchange ?? context.world.exchange,
    catalogue: (marketId) => marketFromWorld(context.world, marketId),
    settings: options.settings,
    now: options.now,
    wait: options.wait,
    log: app.log,
  });
  await betting.start();
  const results = resultsOf(context.world);
  if (results !== null) betting.follow(results);
  app.addHook('onClose', () => betting.stop());
  return betting;
}

/**
 * The player's betting calls (bearer token): placement, limits, open bets, projected P/L per
 * market, cancel, cash out, bet history and profit and loss per event. The money rules live in `src/betting/`.
 */
export function createBetRoutes(options: BetRoutesOptions = {}): RouteModule {
  return async (app, context) => {
    const requirePlayer = createPlayerAuthenticator(context.config, context.db);
    const betting = await bettingOf(app, context, options);

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
