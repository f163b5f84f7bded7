import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

import { createAccountService, type AccountService, type AccountServiceOptions } from './accounts/accounts.js';
import { systemClock } from './accounts/clock.js';
import { createVerificationOutbox, type VerificationOutbox } from './accounts/verification-outbox.js';
import { createBetEvents, type BetEvents } from './betting/bet-events.js';
import { BettingService, type BettingOptions, type MarketResultSource } from './betting/betting-service.js';
import type { MarketInfo } from './betting/market-store.js';
import { createCrashGame, type CrashGame, type CrashGameOptions } from './casino/crash-game.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { createPaymentService, type PaymentService } from './payments/payment-requests.js';
import { readPaymentSettings, type PaymentSettings } from './payments/payment-settings.js';
import { createPlayerEvents, type PlayerEvents } from './players/player-events.js';
import { createEventBus, sharedOver, type EventBus, type Relay } from './realtime/event-bus.js';
import type { HubNotification } from './realtime/notifications-hub.js';
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
  /** Registration, verification, logins, token refresh and password changes: the Account calls. */
  readonly accounts: AccountService;
  /** Deposits and withdrawals: the player's payment calls, the UPI payer's page and the operator's review share it. */
  readonly payments: PaymentService;
  /** The crash game's rounds: one per server, since its calls run one at a time. */
  readonly crashGame: CrashGame;
  /**
   * Pushes to a hub group (market prices): this process's hub delivers them to its members, and with
   * a relay every process's hub does. `everywhere` says whether other processes hear them.
   */
  readonly groupPushes: EventBus<GroupPush> & { readonly everywhere: boolean };
}

/** A `Message` for every connection in `group`. */
export interface GroupPush {
  readonly group: string;
  readonly notification: HubNotification;
}

/** What tests replace in the betting service: its engine (the world's by default), terms, clock and bet-delay wait. */
export type BettingOverrides = Partial<Pick<BettingOptions, 'exchange' | 'settings' | 'now' | 'wait'>>;

/** What tests replace in the payment service: its clock (to expire UPI payments) and the operator's terms. */
export interface PaymentOverrides {
  readonly now?: () => Date;
  /** The operator's payment details and limits; `readPaymentSettings()` by default. */
  readonly settings?: PaymentSettings;
}

/** What tests (and the browser tests' api) replace in the casino: its clock and the crash game's chains and timings. */
export type CasinoOverrides = Pick<
  CrashGameOptions,
  'now' | 'chainLength' | 'drawChainSeed' | 'drawClientSeed' | 'bettingMs' | 'pauseMs' | 'playerSeedsMixed' | 'alarm'
>;

/** What a server's maker may replace in the services it makes: clocks, terms, codes, seeds. */
export interface ServiceOverrides {
  readonly betting?: BettingOverrides;
  /** The account service's clock, and the maker of verification codes. */
  readonly accounts?: AccountServiceOptions;
  readonly payments?: PaymentOverrides;
  readonly casino?: CasinoOverrides;
}

/** What `createServices` builds the services from: the server's database, configuration, world and log. */
export interface ServiceDependencies extends ServiceOverrides {
  readonly db: Database;
  readonly config: Config;
  readonly world: SportsWorld;
  readonly log: FastifyBaseLogger;
  /** Services a test made itself; the others are made here. */
  readonly given?: Partial<Services>;
  /** Carries balance and bet events to the deployment's other api processes (`REDIS_URL`). */
  readonly relay?: Relay;
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
export function createServices(dependencies: ServiceDependencies): Services {
  const { db, world, log, betting = {}, given = {}, relay } = dependencies;
  const playerEvents = given.playerEvents ?? createPlayerEvents(undefined, relay);
  const betEvents = given.betEvents ?? createBetEvents(relay);
  const verificationOutbox = given.verificationOutbox ?? createVerificationOutbox();
  return {
    playerEvents,
    betEvents,
    verificationOutbox,
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
    accounts: given.accounts ?? accountServiceOf(dependencies, verificationOutbox),
    payments: given.payments ?? paymentServiceOf(dependencies, playerEvents),
    crashGame:
      given.crashGame ??
      createCrashGame({
        db,
        events: playerEvents,
        chainLength: dependencies.config.crashChainLength,
        onAlarmError: (error) => log.error({ err: error }, 'the crash game could not wake itself for an auto cash-out'),
        ...dependencies.casino,
      }),
    groupPushes: given.groupPushes ?? {
      ...sharedOver(
        createEventBus<GroupPush>((error, push) => log.error({ err: error, group: push.group }, 'a group push failed')),
        relay,
        'api:group-push',
      ),
      everywhere: relay !== undefined,
    },
  };
}

/** The account service, whose codes go to the outbox and the log once their transaction has committed. */
function accountServiceOf(
  { db, config, log, accounts = {} }: ServiceDependencies,
  outbox: VerificationOutbox,
): AccountService {
  return createAccountService({
    ...accounts,
    db,
    config,
    now: accounts.now ?? systemClock,
    sendCode: (sent) => {
      outbox.record(sent);
      log.info(`Verification code for ${sent.userName}: ${sent.code}`);
    },
  });
}

/** The payment service, on the operator's payment settings unless a test gives its own. */
function paymentServiceOf({ db, payments = {} }: ServiceDependencies, events: PlayerEvents): PaymentService {
  return createPaymentService({
    db,
    settings: payments.settings ?? readPaymentSettings(),
    now: payments.now ?? systemClock,
    events,
  });
}

/** The world settles its markets through this once it tells results (see ADR 0022). */
const resultsOf = (world: SportsWorld): MarketResultSource | null => {
  const candidate = world as Partial<MarketResultSource>;
  return typeof candidate.onMarketResult === 'function' ? (candidate as MarketResultSource) : null;
};

/**
 * What the services run for the server's life: the betting service recovers the bets resting in the
 * books before the server is ready and settles the world's results (`startExchangeServices`), and
 * stops with the server. A process of a deployment that does not write the exchange starts them
 * only once it does (`startsWithServer` false). The account and payment services and the crash
 * game hold nothing between calls: they need no start (the crash game's wake-up for the next auto
 * cash-out is cleared when the server stops).
 */
export function runServices(
  app: FastifyInstance,
  services: Services,
  world: SportsWorld,
  startsWithServer = true,
): void {
  if (startsWithServer) app.addHook('onReady', () => startExchangeServices(services, world));
  app.addHook('onClose', () => {
    services.crashGame.stop();
    return services.betting.stop();
  });
}

/** Puts the bets resting in the books back (once the world has its markets) and settles the world's results. */
export async function startExchangeServices(services: Services, world: SportsWorld): Promise<void> {
  await services.betting.start();
  const results = resultsOf(world);
  if (results !== null) services.betting.follow(results);
}
