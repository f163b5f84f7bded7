import type { MarketPrices, MarketState } from '@exchange/contracts';

/** The sides of a price: back/lay levels (exchange, bookmaker) and a fancy market's no/yes lines. */
export type PriceSide = 'back' | 'lay' | 'no' | 'yes';

/** One price as a cell shows it: the odds (or a fancy line) and the size (or a fancy rate). */
export interface PriceCell {
  readonly price: number;
  readonly size: number;
}

/** What a market shows besides its prices. */
export interface MarketStatus {
  readonly state: MarketState;
  readonly inPlay: boolean;
  readonly totalMatched: number;
  /** Whether any runner has any price at all: a feed message may carry none. */
  readonly priced: boolean;
}

/** Runs `flush` before the next paint; answers how to cancel it. */
export type FrameScheduler = (flush: () => void) => () => void;

export const animationFrameScheduler: FrameScheduler = (flush) => {
  if (typeof requestAnimationFrame === 'function') {
    const frame = requestAnimationFrame(flush);
    return () => cancelAnimationFrame(frame);
  }
  const timer = setTimeout(flush, 16);
  return () => clearTimeout(timer);
};

export const cellTopic = (marketId: string, runnerId: number, side: PriceSide, level: number): string =>
  `cell|${marketId}|${runnerId}|${side}|${level}`;
const statusTopic = (marketId: string): string => `status|${marketId}`;

const sameCell = (a: PriceCell | undefined, b: PriceCell | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && a.price === b.price && a.size === b.size);

const sameStatus = (a: MarketStatus | undefined, b: MarketStatus): boolean =>
  a !== undefined &&
  a.state === b.state &&
  a.inPlay === b.inPlay &&
  a.totalMatched === b.totalMatched &&
  a.priced === b.priced;

/** Every cell of a market's message, by topic. */
function cellsOf(prices: MarketPrices): Map<string, PriceCell> {
  const cells = new Map<string, PriceCell>();
  for (const runner of prices.runners) {
    const put = (side: PriceSide, level: number, price: number, size: number) => {
      if (Number.isFinite(price) && Number.isFinite(size)) {
        cells.set(cellTopic(prices.marketId, runner.runnerId, side, level), { price, size });
      }
    };
    runner.back?.forEach((level, index) => put('back', index, level.price, level.size));
    runner.lay?.forEach((level, index) => put('lay', index, level.price, level.size));
    if (runner.no) put('no', 0, runner.no.line, runner.no.rate);
    if (runner.yes) put('yes', 0, runner.yes.line, runner.yes.rate);
  }
  return cells;
}

/**
 * The live prices of the markets on a page, as an external store that each price cell subscribes
 * to by its own topic: a message notifies only the cells whose price or size changed (and the
 * market's status when it changed), so one changed price re-renders one cell. Messages from the
 * hub are coalesced per market and applied once per animation frame; an older version never
 * overwrites a newer one.
 */
export class MarketPriceBook {
  readonly #status = new Map<string, MarketStatus>();
  readonly #versions = new Map<string, number>();
  readonly #cells = new Map<string, PriceCell>();
  readonly #topicsOfMarket = new Map<string, Set<string>>();
  readonly #listeners = new Map<string, Set<() => void>>();
  readonly #pending = new Map<string, MarketPrices>();
  readonly #nextFrameWork = new Set<() => void>();
  readonly #schedule: FrameScheduler;
  #cancelFrame: (() => void) | null = null;
  #cancelNextFrame: (() => void) | null = null;

  constructor(schedule: FrameScheduler = animationFrameScheduler) {
    this.#schedule = schedule;
  }

  /** Whether the page shows this market (a message for another one is ignored). */
  knows(marketId: string): boolean {
    return this.#versions.has(marketId);
  }

  /** Applies a market's prices now; answers whether they were newer than what the book had. */
  apply(prices: MarketPrices): boolean {
    const { marketId } = prices;
    const version = this.#versions.get(marketId);
    if (version !== undefined && prices.version <= version) return false;
    this.#versions.set(marketId, prices.version);
    const changed: string[] = [];
    const next = cellsOf(prices);
    const previous = this.#topicsOfMarket.get(marketId) ?? new Set<string>();
    for (const topic of new Set([...previous, ...next.keys()])) {
      const cell = next.get(topic);
      if (sameCell(this.#cells.get(topic), cell)) continue;
      if (cell === undefined) this.#cells.delete(topic);
      else this.#cells.set(topic, cell);
      changed.push(topic);
    }
    this.#topicsOfMarket.set(marketId, new Set(next.keys()));
    const status: MarketStatus = {
      state: prices.state,
      inPlay: prices.inPlay,
      totalMatched: prices.totalMatched,
      priced: next.size > 0,
    };
    if (!sameStatus(this.#status.get(marketId), status)) {
      this.#status.set(marketId, status);
      changed.push(statusTopic(marketId));
    }
    // Each listener once, however many of its topics changed: a slot that follows every runner's
    // best prices reads them once per message, not once per changed cell.
    const listeners = new Set<() => void>();
    for (const topic of changed) for (const listener of this.#listeners.get(topic) ?? []) listeners.add(listener);
    for (const listener of listeners) listener();
    return true;
  }

  /** Queues a pushed message; the newest per market is applied at the next animation frame. */
  enqueue(prices: MarketPrices): void {
    const queued = this.#pending.get(prices.marketId);
    if (queued === undefined || queued.version < prices.version) this.#pending.set(prices.marketId, prices);
    this.#cancelFrame ??= this.#schedule(() => this.flush());
  }

  /** Applies every queued message now. */
  flush(): void {
    this.#cancelFrame = null;
    const batch = [...this.#pending.values()];
    this.#pending.clear();
    for (const prices of batch) this.apply(prices);
  }

  getCell(marketId: string, runnerId: number, side: PriceSide, level: number): PriceCell | undefined {
    return this.#cells.get(cellTopic(marketId, runnerId, side, level));
  }

  getStatus(marketId: string): MarketStatus | undefined {
    return this.#status.get(marketId);
  }

  subscribeCell(marketId: string, runnerId: number, side: PriceSide, level: number, listener: () => void) {
    return this.#subscribe(cellTopic(marketId, runnerId, side, level), listener);
  }

  subscribeStatus(marketId: string, listener: () => void): () => void {
    return this.#subscribe(statusTopic(marketId), listener);
  }

  /**
   * Runs `work` at the next animation frame, once however often it is asked for until then. A cell
   * whose row is scrolled out of view writes its new figures there, a frame after the cells on
   * screen: a message's layout and paint are shared between two frames instead of one long one.
   */
  nextFrame(work: () => void): void {
    this.#nextFrameWork.add(work);
    this.#cancelNextFrame ??= this.#schedule(() => {
      this.#cancelNextFrame = null;
      const batch = [...this.#nextFrameWork];
      this.#nextFrameWork.clear();
      for (const queued of batch) queued();
    });
  }

  /** Forgets `work` asked for with `nextFrame` (its cell is leaving the page). */
  cancelNextFrame(work: () => void): void {
    this.#nextFrameWork.delete(work);
  }

  /** Drops what is queued; the page is leaving. */
  dispose(): void {
    this.#cancelFrame?.();
    this.#cancelFrame = null;
    this.#pending.clear();
    this.#cancelNextFrame?.();
    this.#cancelNextFrame = null;
    this.#nextFrameWork.clear();
  }

  #subscribe(topic: string, listener: () => void): () => void {
    const listeners = this.#listeners.get(topic) ?? new Set<() => void>();
    listeners.add(listener);
    this.#listeners.set(topic, listeners);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.#listeners.delete(topic);
    };
  }
}
