import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

import { createVerificationOutbox, type VerificationOutbox } from './accounts/verification-outbox.js';
import { createBetEvents, type BetEvents } from './betting/bet-events.js';
import { BettingService, type BettingOptions, type MarketResultSource } from './betting/betting-service.js';
import type { MarketInfo } from './betting/market-store.js';
import type { Database } from './db/database.js';
import { createPlayerEvents, type PlayerEvents } from './players/player-events.js';
import type { SportsWorld } from './sports/world.js';

/**
 * What the route modules of one server share, built once by `buildServer` and handed to each of
 * them in their context (ADR 0041). Nothing here is found through a module-level lookup: two
 * servers in one process (the tests run many) never meet.
 */
export interface Services {
  /** Balance and exposure changes after their commit: the hub tells the player's pages. */
  readonly playerEvents: PlayerEvents;
  /** Bet changes after their commit: placed, matched, cancelled, lapsed, settled. */
  readonly betEvents: BetEvents;
  /** The verification codes this process sent, for the admin calls that hand them to tests and demos. */
  readonly verificationOutbox: VerificationOutbox;
  /** Placement, cancel, cash out, lapses and settlement: the bet calls and the operator's settlement share it. */
  readonly betting: BettingService;
}

/** What tests replace in the betting service: its engine (the world's by default), terms, clock and bet-delay wait. */
export type BettingOverrides = Partial<Pick<BettingOptions, 'exchange' | 'settings' | 'now' | 'wait'>>;

export interface ServiceDependencies {
  readonly db: Database;
  readonly world: SportsWorld;
  readonly log: FastifyBaseLogger;
  readonly betting?: BettingOverrides;
  /** Services a test made itself; the others are made here. */
  readonly given?: Partial<Services>;
}

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

/** The shared services of one server. */
export function createServices({ db, world, log, betting = {}, given = {} }: ServiceDependencies): Services {
  const playerEvents = given.playerEvents ?? createPlayerEvents();
  const betEvents = given.betEvents ?? createBetEvents();
  return {
    playerEvents,
    betEvents,
    verificationOutbox: given.verificationOutbox ?? createVerificationOutbox(),
    betting:
      given.betting ??
      new BettingService({
        db,
        exchange: betting.exchange ?? world.exchange,
        catalogue: (marketId) => marketFromWorld(world, marketId),
        settings: betting.settings,
        now: betting.now,
        wait: betting.wait,
        log,
        playerEvents,
        betEvents,
      }),
  };
}

/** The world settles its markets through this once it tells results (see ADR 0022). */
const resultsOf = (world: SportsWorld): MarketResultSource | null => {
  const candidate = world as Partial<MarketResultSource>;
  return typeof candidate.onMarketResult === 'function' ? (candidate as MarketResultSource) : null;
};

/**
 * Starts what the services run for the server's life: the betting service recovers the bets resting
 * in the books before the server is ready, settles the world's results, and stops with the server.
 */
export function runServices(app: FastifyInstance, services: Services, world: SportsWorld): void {
  app.addHook('onReady', async () => {
    await services.betting.start();
    const results = resultsOf(world);
    if (results !== null) services.betting.follow(results);
  });
  app.addHook('onClose', () => services.betting.stop());
}
