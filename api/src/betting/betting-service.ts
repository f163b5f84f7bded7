import type {
  Bet,
  BetHistoryRequest,
  BetLimit,
  CashOutResult,
  MarketProfitLoss,
  PlaceBetRequest,
  PlaceBetResult,
  ReplaceBetRequest,
} from '@exchange/contracts';

import type { Database } from '../db/database.js';
import type { Exchange } from '../exchange/exchange.js';
import { HttpError } from '../http/errors.js';
import type { PlayerEvents } from '../players/player-events.js';
import type { BetEvents } from './bet-events.js';
import { expectedProfitLoss, history, limits, openBets } from './bet-queries.js';
import type { BettingContext, BettingLogger } from './betting-context.js';
import { cancelBets } from './cancellation.js';
import { cashOut } from './cash-out.js';
import { GroupCommit } from './group-commit.js';
import { readMarketInfo, type MarketInfo } from './market-store.js';
import { placeBet, type Placement } from './placement.js';
import { replaceBet } from './replacement.js';
import { onFill, onMarketChange, recoverResting } from './resting-orders.js';
import { defaultBettingSettings, type BettingSettings } from './settings.js';
import { settleMarket, type MarketResult, type SettlementSummary } from './settlement.js';

/**
 * Where markets' results come from: the world calls the listener when a market closes with its
 * winner, the runs of its fancy lines, or void. Settling is idempotent, so telling twice is safe.
 */
export interface MarketResultSource {
  onMarketResult(listener: (marketId: string, result: MarketResult) => void): () => void;
}

/** What a betting service works with: the database, the engine, and what tests may replace. */
export interface BettingOptions {
  readonly db: Database;
  readonly exchange: Exchange;
  /** Markets the world holds in memory; the catalogue tables answer for the others. */
  readonly catalogue?: (marketId: string) => MarketInfo | null;
  readonly settings?: BettingSettings;
  readonly now?: () => Date;
  /** Waits out an in-play bet delay; tests pass one they release themselves. */
  readonly wait?: (ms: number) => Promise<void>;
  readonly log?: BettingLogger;
  /** Told of each player's new balance and exposure, after the commit. */
  readonly playerEvents: PlayerEvents;
  /** Told of each bet that changed, after the commit. */
  readonly betEvents: BetEvents;
}

/**
 * The betting side of the api: placement through the exchange engine (or against the house's
 * quote), held exposure, cancel, cash out, lapses and settlement through the ledger. Every change
 * of a market's bets happens in that market's turn of the engine (`withMarket`), inside a database
 * transaction that locks the players' rows, so one market has one writer and one player's money
 * one writer at a time; placements and fills of resting orders that wait for the same turn commit
 * together (`GroupCommit`). Each job lives in its own module; this service holds what they share
 * (the engine's listeners, the markets watched, the records still being written).
 */
export class BettingService {
  private readonly context: BettingContext;
  private readonly catalogue: (marketId: string) => MarketInfo | null;
  private readonly markets = new Map<string, MarketInfo>();
  /** Markets where players' orders rest, and whether each was in play when last seen. */
  private readonly resting = new Map<string, { inPlay: boolean }>();
  private readonly unsubscribe: (() => void)[] = [];
  private readonly pending = new Set<Promise<unknown>>();
  private starting: Promise<void> | null = null;
  private readonly following = new Set<MarketResultSource>();
  private stopped = false;

  get isStopped(): boolean {
    return this.stopped;
  }

  constructor(options: BettingOptions) {
    const { db, exchange, catalogue, settings = defaultBettingSettings, now, wait, log } = options;
    this.catalogue = catalogue ?? (() => null);
    this.context = {
      db,
      exchange,
      groups: new GroupCommit(db, exchange),
      settings,
      now: now ?? (() => new Date()),
      wait: wait ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
      log: log ?? { error: (details, message) => console.error(message, details) },
      playerEvents: options.playerEvents,
      betEvents: options.betEvents,
      resting: this.resting,
      marketInfo: (marketId) => this.marketInfo(marketId),
      track: (work) => this.track(work),
      start: () => this.start(),
    };
    this.unsubscribe.push(
      exchange.onFill((fill) => onFill(this.context, fill)),
      exchange.onChange((marketId) => onMarketChange(this.context, marketId)),
    );
  }

  /**
   * Orders live in the engine's memory: bets whose order is no longer in the book (the api
   * restarted) lapse, and markets where orders still rest are watched for in-play and close.
   */
  start(): Promise<void> {
    // A database that does not answer yet must not stop the server from starting (its health
    // call says so); the next call of a betting route tries again.
    this.starting ??= recoverResting(this.context).catch((error: unknown) => {
      this.starting = null;
      this.context.log.error({ err: error }, 'bets resting in the books could not be recovered');
    });
    return this.starting;
  }

  /** Settles each market the source reports; a result for a market settled already is ignored. */
  follow(source: MarketResultSource): void {
    if (this.following.has(source)) return;
    this.following.add(source);
    this.unsubscribe.push(
      source.onMarketResult((marketId, result) => {
        this.track(
          this.settleMarket(marketId, result).catch((error: unknown) => {
            if (error instanceof HttpError && error.statusCode === 409) return;
            throw error;
          }),
        );
      }),
    );
  }

  /** Stops listening to the engine and waits for the records it already started. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const unsubscribe of this.unsubscribe.splice(0)) unsubscribe();
    await this.idle();
  }

  /** Resolves once the records of fills and lapses started so far are written (tests). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  limits(): BetLimit[] {
    return limits(this.context.settings);
  }

  /** See `placement.ts`. */
  placeBet(playerId: number, request: PlaceBetRequest, placement: Placement = {}): Promise<PlaceBetResult> {
    return placeBet(this.context, playerId, request, placement);
  }

  /** See `replacement.ts`. */
  replaceBet(playerId: number, request: ReplaceBetRequest): Promise<PlaceBetResult> {
    return replaceBet(this.context, playerId, request);
  }

  cancelBets(playerId: number, betIds: readonly number[]): Promise<{ bets: Bet[]; balance: number; exposure: number }> {
    return cancelBets(this.context, playerId, betIds);
  }

  /** See `cash-out.ts`. */
  cashOut(playerId: number, idempotencyKey: string, marketId: string, percent = 100): Promise<CashOutResult> {
    return cashOut(this.context, playerId, idempotencyKey, marketId, percent);
  }

  openBets(playerId: number): Promise<{ openBets: Bet[]; balance: number; exposure: number }> {
    return openBets(this.context, playerId);
  }

  expectedProfitLoss(
    playerId: number,
    filter: { eventId?: number; marketId?: string } = {},
  ): Promise<MarketProfitLoss[]> {
    return expectedProfitLoss(this.context, playerId, filter);
  }

  history(playerId: number, request: BetHistoryRequest): Promise<{ totalCount: number; items: Bet[] }> {
    return history(this.context, playerId, request);
  }

  /** See `settlement.ts`. */
  settleMarket(marketId: string, result: MarketResult): Promise<SettlementSummary> {
    return settleMarket(this.context, marketId, result);
  }

  /** A market's names, type and runners from the catalogue the world writes; cached, they never change. */
  async marketInfo(marketId: string): Promise<MarketInfo | null> {
    const cached = this.markets.get(marketId) ?? this.catalogue(marketId);
    if (cached !== null && cached !== undefined) {
      this.markets.set(marketId, cached);
      return cached;
    }
    const info = await readMarketInfo(this.context.db, marketId);
    if (info === null) return null;
    this.markets.set(marketId, info);
    return info;
  }

  private track<T>(work: Promise<T>): void {
    const entry = work.catch((error: unknown) => this.context.log.error({ err: error }, 'a bet record failed'));
    this.pending.add(entry);
    void entry.finally(() => this.pending.delete(entry));
  }
}
