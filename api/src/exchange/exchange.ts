import {
  isOnLadder,
  type FancyQuote,
  type MarketKind,
  type MarketPrices,
  type MarketState,
  type PriceLevel,
} from '@exchange/contracts';

import { cancelOrderIn, cancelOwnerIn, matchOrder, type AcceptedOrder, type JobChanges } from './book-writes.js';
import { KeyedQueue } from './keyed-queue.js';
import { marketPrices, newMarketEntry, orderView, toHundredths, type MarketEntry } from './market-entry.js';
import type { OrderSide, RunnerBook } from './order-book.js';

export type { OrderSide } from './order-book.js';

/** What a caller did wrong, as a value the betting calls can turn into a player's message. */
export type ExchangeErrorKind =
  | 'unknown-market'
  | 'unknown-runner'
  | 'market-not-open'
  | 'not-an-exchange-market'
  | 'price-off-ladder'
  | 'invalid-size';

export class ExchangeError extends Error {
  readonly kind: ExchangeErrorKind;

  constructor(kind: ExchangeErrorKind, message: string) {
    super(message);
    this.name = 'ExchangeError';
    this.kind = kind;
  }
}

/** A market the engine keeps. Ids are the feed's ("1.1000001"); runner ids are unique engine-wide. */
export interface MarketDefinition {
  readonly id: string;
  readonly kind: MarketKind;
  readonly state: MarketState;
  readonly inPlay: boolean;
  /** Seconds a player's bet waits while in play; the betting calls apply it, the engine only keeps it. */
  readonly betDelay: number;
  readonly runnerIds: readonly number[];
  /** Amount matched so far, in minor units (a market reloaded after a restart). */
  readonly totalMatched?: bigint;
}

/**
 * An order to place: `price` on the ladder (decimal odds, read exactly as integer hundredths),
 * `size` the backer's stake in minor units (contracts money), at least 1n.
 */
export interface OrderRequest {
  readonly runnerId: number;
  readonly side: OrderSide;
  readonly price: number;
  readonly size: bigint;
  /** Who places it: `market-maker`, `crowd`, `player:<id>`. Orders of one owner never match each other. */
  readonly owner: string;
  /** The unmatched rest stays in the book (`rest`, the default) or lapses at once (`cancel`). */
  readonly persistence?: 'rest' | 'cancel';
  /** The caller's own id for the order (a bet id), handed back in fills. */
  readonly reference?: string;
}

export interface PlaceOrderRequest extends OrderRequest {
  readonly marketId: string;
}

/** One match between two orders, at the resting (maker) order's price. Sizes are the backer's stake. */
export interface Fill {
  readonly sequence: number;
  readonly marketId: string;
  readonly runnerId: number;
  readonly price: number;
  /** In minor units. */
  readonly size: bigint;
  readonly takerOrderId: string;
  readonly takerOwner: string;
  readonly takerSide: OrderSide;
  readonly takerReference: string | null;
  readonly makerOrderId: string;
  readonly makerOwner: string;
  readonly makerReference: string | null;
  readonly matchedAt: string;
}

export interface PlaceOrderResult {
  readonly orderId: string;
  readonly fills: readonly Fill[];
  /** Matched at once, in minor units. */
  readonly matched: bigint;
  /** Left resting in the book, in minor units. */
  readonly remaining: bigint;
  /** Not matched and not resting (persistence `cancel`), in minor units. */
  readonly lapsed: bigint;
  /** The owner's own resting orders this order met, cancelled instead of matched. */
  readonly selfCancelled: readonly string[];
}

export interface CancelledOrder {
  readonly orderId: string;
  readonly owner: string;
  readonly runnerId: number;
  readonly side: OrderSide;
  readonly price: number;
  /** The unmatched stake taken out of the book, in minor units. */
  readonly size: bigint;
  readonly reference: string | null;
}

/** An order as it rests; `remaining` in minor units. */
export interface OrderView {
  readonly orderId: string;
  readonly owner: string;
  readonly runnerId: number;
  readonly side: OrderSide;
  readonly price: number;
  readonly remaining: bigint;
  readonly reference: string | null;
}

/** The house's quote of a bookmaker (0–100) or fancy (yes/no line) runner; no book stands behind it. */
export interface HouseQuote {
  readonly back?: readonly PriceLevel[];
  readonly lay?: readonly PriceLevel[];
  readonly no?: FancyQuote | null;
  readonly yes?: FancyQuote | null;
}

/** What one job may do to its market while it holds it; see `Exchange.withMarket`. */
export interface MarketWriter {
  readonly id: string;
  readonly kind: MarketKind;
  readonly state: MarketState;
  readonly inPlay: boolean;
  readonly runnerIds: readonly number[];
  place(order: OrderRequest): PlaceOrderResult;
  cancel(orderId: string): CancelledOrder | undefined;
  /** Cancels every resting order of `owner` (on one runner, or all); answers how many. */
  cancelOwner(owner: string, runnerId?: number): number;
  orders(runnerId: number): OrderView[];
  setState(state: MarketState): void;
  setInPlay(inPlay: boolean): void;
  setHouseQuote(runnerId: number, quote: HouseQuote | null): void;
}

export interface ExchangeOptions {
  readonly now?: () => Date;
  /** Depth of each side in price snapshots; three, as players see it. */
  readonly depth?: number;
}

/** The runner's book, or why the market has none for it. */
function bookOf(entry: MarketEntry, runnerId: number): RunnerBook {
  const book = entry.books.get(runnerId);
  if (book !== undefined) return book;
  if (entry.kind !== 'exchange') {
    throw new ExchangeError('not-an-exchange-market', `Market ${entry.id} is quoted by the house`);
  }
  throw new ExchangeError('unknown-runner', `Runner ${runnerId} is not in market ${entry.id}`);
}

/** The order checked against its market (open, exchange, known runner) and the ladder, or why not. */
function acceptOrder(entry: MarketEntry, order: OrderRequest): AcceptedOrder {
  if (entry.kind !== 'exchange') {
    throw new ExchangeError('not-an-exchange-market', `Market ${entry.id} is quoted by the house`);
  }
  const book = bookOf(entry, order.runnerId);
  if (entry.state !== 'OPEN') {
    throw new ExchangeError('market-not-open', `Market ${entry.id} is ${entry.state.toLowerCase()}`);
  }
  if (!isOnLadder(order.price)) {
    throw new ExchangeError('price-off-ladder', `${order.price} is not a price of the ladder`);
  }
  if (typeof order.size !== 'bigint' || order.size < 1n) {
    throw new ExchangeError('invalid-size', 'The size must be a positive number of minor units');
  }
  return { request: order, book, price: toHundredths(order.price), size: order.size };
}

/**
 * The matching engine: one order book per exchange runner, price-time priority on the price
 * ladder, one writer per market at a time. Every participant (the market maker, the simulated
 * crowd, players) trades through the same books. A market's `version` rises once per job that
 * changed it, and change listeners hear of it after the job.
 */
export class Exchange {
  private readonly markets = new Map<string, MarketEntry>();
  private readonly queue = new KeyedQueue();
  private readonly changeListeners = new Set<(marketId: string) => void>();
  private readonly fillListeners = new Set<(fill: Fill) => void>();
  private readonly now: () => Date;
  private readonly depth: number;
  private orderSequence = 0;
  private fillSequence = 0;

  constructor({ now = () => new Date(), depth = 3 }: ExchangeOptions = {}) {
    this.now = now;
    this.depth = depth;
  }

  /** Adds a market (again: no change). Its runners get empty books or no quotes. */
  addMarket(definition: MarketDefinition): void {
    if (this.markets.has(definition.id)) return;
    this.markets.set(definition.id, newMarketEntry(definition));
  }

  /** Forgets a market and its resting orders (a closed market no one looks at any more). */
  removeMarket(marketId: string): void {
    this.markets.delete(marketId);
  }

  hasMarket(marketId: string): boolean {
    return this.markets.has(marketId);
  }

  marketIds(): string[] {
    return [...this.markets.keys()];
  }

  /** The market's current state, or undefined when the engine does not know it. */
  stateOf(marketId: string): MarketState | undefined {
    return this.markets.get(marketId)?.state;
  }

  /**
   * Runs `job` as the market's only writer: jobs of one market run one after another in arrival
   * order, so a bet's checks, its matching and its records see no other change of the book in
   * between (the job may await a database transaction). Rejects with `unknown-market` when the
   * market does not exist when the job's turn comes.
   */
  withMarket<T>(marketId: string, job: (market: MarketWriter) => T | Promise<T>): Promise<T> {
    return this.queue.run(marketId, async () => {
      const entry = this.markets.get(marketId);
      if (entry === undefined) throw new ExchangeError('unknown-market', `Market ${marketId} does not exist`);
      const changes: JobChanges = { count: 0, fills: [] };
      try {
        return await job(this.writer(entry, changes));
      } finally {
        if (changes.count > 0) {
          entry.version += 1;
          for (const fill of changes.fills) this.emit(this.fillListeners, fill);
          this.emit(this.changeListeners, marketId);
        }
      }
    });
  }

  /** Places one order as its market's only writer; see `MarketWriter.place`. */
  placeOrder({ marketId, ...order }: PlaceOrderRequest): Promise<PlaceOrderResult> {
    return this.withMarket(marketId, (market) => market.place(order));
  }

  cancelOrder(marketId: string, orderId: string): Promise<CancelledOrder | undefined> {
    return this.withMarket(marketId, (market) => market.cancel(orderId));
  }

  /** Resolves once every job queued so far has run (tests, shutdown). */
  idle(): Promise<void> {
    return this.queue.idle();
  }

  /** The market's prices as players see them (three levels a side), or undefined when unknown. */
  prices(marketId: string): MarketPrices | undefined {
    const entry = this.markets.get(marketId);
    if (entry === undefined) return undefined;
    return marketPrices(entry, this.depth);
  }

  /** Every resting order of a runner, best price first within each side. */
  orders(marketId: string, runnerId: number): OrderView[] {
    return (
      this.markets
        .get(marketId)
        ?.books.get(runnerId)
        ?.orders()
        .map((order) => orderView(runnerId, order)) ?? []
    );
  }

  /** Called after every job that changed a market (state, quotes, orders); answers an unsubscribe. */
  onChange(listener: (marketId: string) => void): () => void {
    const entry = (marketId: string) => listener(marketId);
    this.changeListeners.add(entry);
    return () => this.changeListeners.delete(entry);
  }

  /** Called for every fill after its job; the betting calls record players' matches here or in their job. */
  onFill(listener: (fill: Fill) => void): () => void {
    const entry = (fill: Fill) => listener(fill);
    this.fillListeners.add(entry);
    return () => this.fillListeners.delete(entry);
  }

  private emit<T>(listeners: Set<(value: T) => void>, value: T): void {
    for (const listener of [...listeners]) {
      try {
        listener(value);
      } catch (error) {
        // The change is made; a listener's failure must not undo or hide it from the others.
        console.error('An exchange listener failed', error);
      }
    }
  }

  private writer(entry: MarketEntry, changes: JobChanges): MarketWriter {
    return {
      id: entry.id,
      kind: entry.kind,
      get state() {
        return entry.state;
      },
      get inPlay() {
        return entry.inPlay;
      },
      runnerIds: entry.runnerIds,
      place: (order) => this.place(entry, changes, order),
      cancel: (orderId) => cancelOrderIn(entry, changes, orderId),
      cancelOwner: (owner, runnerId) => cancelOwnerIn(entry, changes, owner, runnerId),
      orders: (runnerId) =>
        bookOf(entry, runnerId)
          .orders()
          .map((order) => orderView(runnerId, order)),
      setState: (state) => {
        if (entry.state === state) return;
        // Nothing reopens a closed market: its bets are being settled.
        if (entry.state === 'CLOSED') return;
        entry.state = state;
        changes.count += 1;
      },
      setInPlay: (inPlay) => {
        if (entry.inPlay === inPlay) return;
        entry.inPlay = inPlay;
        changes.count += 1;
      },
      setHouseQuote: (runnerId, quote) => {
        if (!entry.runnerIds.includes(runnerId)) {
          throw new ExchangeError('unknown-runner', `Runner ${runnerId} is not in market ${entry.id}`);
        }
        if (quote === null) entry.house.delete(runnerId);
        else entry.house.set(runnerId, quote);
        changes.count += 1;
      },
    };
  }

  /** Checks the order, gives it the engine's next order number and time, and matches it in its book. */
  private place(entry: MarketEntry, changes: JobChanges, order: OrderRequest): PlaceOrderResult {
    const accepted = acceptOrder(entry, order);
    this.orderSequence += 1;
    const stamp = {
      orderId: `o${this.orderSequence}`,
      sequence: this.orderSequence,
      matchedAt: this.now().toISOString(),
      nextFillSequence: () => (this.fillSequence += 1),
    };
    return matchOrder(entry, accepted, stamp, changes);
  }
}
