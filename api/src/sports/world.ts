import { Exchange } from '../exchange/exchange.js';
import type { GameScore } from './games/game.js';
import { WorldCatalogue } from './world-catalogue.js';
import {
  defaultFinishedRetentionMs,
  type NewEventInput,
  type NewMarketInput,
  type WorldEvent,
  type WorldMarket,
  type WorldMarketResult,
  type WorldOptions,
} from './world-model.js';
import { WorldOperator } from './world-operator.js';
import { WorldPricer } from './world-pricing.js';
import type { PinnedPrice } from './world-records.js';
import { WorldClock, WorldSimulation } from './world-simulation.js';
import { memoryWorldStore, type SportInfo, type WorldStore } from './world-store.js';

/**
 * The living sports world: fixtures for five sports scheduled on a compressed day, each simulated
 * (goals, points, balls, raids, strides) on an injectable clock from one seed, priced by the market
 * maker in the exchange's books and by the house for bookmaker and fancy markets. `advance()` moves
 * everything to the clock's time; `start()` calls it every second.
 *
 * It composes the catalogue (what the world holds, and the reads), the simulation (the clock's
 * passes), the pricer and the operator's calls.
 */
export class SportsWorld {
  readonly exchange: Exchange;
  private readonly store: WorldStore;
  private readonly clock: WorldClock;
  private readonly catalogue: WorldCatalogue;
  private readonly simulation: WorldSimulation;
  private readonly operator: WorldOperator;
  private opened = false;

  constructor({
    now = Date.now,
    seed = 20_260_101,
    store = memoryWorldStore(),
    log,
    simulate = true,
    finishedRetentionMs = defaultFinishedRetentionMs,
  }: WorldOptions = {}) {
    const logger = log ?? { error: (details: object, message: string) => console.error(message, details) };
    this.store = store;
    this.clock = new WorldClock(now);
    this.exchange = new Exchange({ now: () => new Date(this.now()) });
    const exchange = this.exchange;
    const catalogue = new WorldCatalogue({ exchange, store, seed });
    const pricer = new WorldPricer({ exchange, store, makerOf: (id) => catalogue.makerOf(id), log: logger, seed });
    const clock = this.clock;
    const simulation = new WorldSimulation({
      clock,
      catalogue,
      pricer,
      exchange,
      store,
      log: logger,
      seed,
      simulate,
      finishedRetentionMs,
    });
    this.catalogue = catalogue;
    this.simulation = simulation;
    this.operator = new WorldOperator({ clock, catalogue, pricer, simulation, exchange, store });
  }

  /** The world's time: the clock plus every move an operator made. */
  now(): number {
    return this.clock.now();
  }

  sports(): readonly SportInfo[] {
    return this.catalogue.sports();
  }

  /**
   * Reads what earlier runs left and resumes their unfinished events, schedules the rest of the day
   * (a fresh world begins with some events already under way) and catches up.
   */
  async open(): Promise<void> {
    if (this.opened) return;
    this.opened = true;
    const { clockOffsetMs } = await this.catalogue.open();
    this.clock.resume(clockOffsetMs);
    this.simulation.beginDay();
    await this.simulation.advance();
    // Every market is in the database before a bet can rest on it: a writer that takes over after
    // this one rebuilds its books from there.
    await this.saved();
  }

  /** Resolves once every change of the catalogue so far is in the database (its writes queue). */
  saved(): Promise<void> {
    return this.store.flush();
  }

  /** Calls `advance` every `intervalMs`; the timer does not keep the process alive. */
  start(intervalMs = 1_000): void {
    this.simulation.start(intervalMs);
  }

  async stop(): Promise<void> {
    this.simulation.stopTimer();
    await this.simulation.running();
    await this.exchange.idle();
    await this.saved();
  }

  /** Moves the world's clock forward (an operator's fast-forward) and plays what that time holds. */
  shiftClock(ms: number): Promise<void> {
    return this.operator.shiftClock(ms);
  }

  /** Plays every event up to now, schedules what comes next and reprices what changed. */
  advance(): Promise<void> {
    return this.simulation.advance();
  }

  /**
   * Tells the result listeners (settlement) how a market the game closed ended. Markets the
   * operator made or closed by hand are settled by the operator.
   */
  onMarketResult(listener: (marketId: string, result: WorldMarketResult) => void): () => void {
    return this.simulation.onMarketResult(listener);
  }

  // ---- reads ----

  eventList(): WorldEvent[] {
    return this.catalogue.eventList();
  }

  event(eventId: number): WorldEvent | undefined {
    return this.catalogue.event(eventId);
  }

  market(marketId: string): WorldMarket | undefined {
    return this.catalogue.market(marketId);
  }

  score(eventId: number): GameScore | null | undefined {
    return this.catalogue.score(eventId);
  }

  // ---- the operator's calls ----

  createEvent(input: NewEventInput, markets: readonly NewMarketInput[]): WorldEvent {
    return this.operator.createEvent(input, markets);
  }

  createMarket(eventId: number, input: NewMarketInput): WorldMarket {
    return this.operator.createMarket(eventId, input);
  }

  /**
   * Pins a runner's best back and lay (exchange: ladder odds, with the stake offered at them when
   * `size` is given; bookmaker: 0–100) until the market resumes the feed.
   */
  setPrices(marketId: string, prices: readonly PinnedPrice[]): Promise<WorldMarket> {
    return this.operator.setPrices(marketId, prices);
  }

  suspendMarket(marketId: string): Promise<WorldMarket> {
    return this.operator.suspendMarket(marketId);
  }

  /** Lifts the operator's suspension and hands the prices back to the feed. */
  resumeMarket(marketId: string): Promise<WorldMarket> {
    return this.operator.resumeMarket(marketId);
  }

  closeMarket(marketId: string): Promise<WorldMarket> {
    return this.operator.closeMarket(marketId);
  }
}
