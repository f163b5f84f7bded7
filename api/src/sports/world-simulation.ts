import type { Exchange } from '../exchange/exchange.js';
import { between, seededRandom, seedOf, type RandomSource } from '../exchange/random.js';
import type { WorldCatalogue } from './world-catalogue.js';
import { fixtureAt } from './world-fixtures.js';
import {
  maxClockShiftMs,
  minute,
  sportSchedules,
  WorldError,
  type WorldEvent,
  type WorldLogger,
  type WorldMarket,
  type WorldMarketResult,
} from './world-model.js';
import type { WorldPricer } from './world-pricing.js';
import { eventResultOf, marketResultOf } from './world-results.js';
import type { WorldStore } from './world-store.js';

/** The world's time: the wall clock plus every move an operator made. */
export class WorldClock {
  private offset = 0;

  constructor(private readonly clock: () => number) {}

  now(): number {
    return this.clock() + this.offset;
  }

  /** Every move an operator made, in milliseconds. */
  get offsetMs(): number {
    return this.offset;
  }

  /** Takes back the moves an earlier run made (a restart). */
  resume(offsetMs: number): void {
    this.offset = Math.max(this.offset, offsetMs);
  }

  /** An operator's fast-forward: 0 to a day at a time. */
  moveForward(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0 || ms > maxClockShiftMs) {
      throw new WorldError(400, `The clock moves forward by 0 to ${maxClockShiftMs / 1000} seconds at a time`);
    }
    this.offset += ms;
  }
}

/** What the simulation runs on. */
export interface SimulationParts {
  readonly clock: WorldClock;
  readonly catalogue: WorldCatalogue;
  readonly pricer: WorldPricer;
  readonly exchange: Exchange;
  readonly store: WorldStore;
  readonly log: WorldLogger;
  readonly seed: number;
  /** Whether the world schedules fixtures of its own. */
  readonly simulate: boolean;
  readonly finishedRetentionMs: number;
}

/**
 * The simulation and its scheduler: each pass keeps every sport's day full of fixtures, plays each
 * event up to the world's time (start, steps of its game, end), tells the result listeners how the
 * markets the game closed ended, forgets what finished long ago and reprices what changed. A timer
 * runs a pass every second.
 */
export class WorldSimulation {
  private readonly sportRandom = new Map<number, RandomSource>();
  private readonly lastStart = new Map<number, number>();
  private advancing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly resultListeners = new Set<(marketId: string, result: WorldMarketResult) => void>();

  constructor(private readonly parts: SimulationParts) {}

  /**
   * Begins each sport's day as if it had been running: the first starts lie in the past and are
   * played through. A sport with events resumed from an earlier run goes on after the last of them.
   */
  beginDay(): void {
    if (!this.parts.simulate) return;
    const now = this.parts.clock.now();
    const resumedStarts = new Map<number, number>();
    for (const event of this.parts.catalogue.heldEvents()) {
      if (event.source !== 'world') continue;
      resumedStarts.set(event.sportId, Math.max(event.openDate, resumedStarts.get(event.sportId) ?? -Infinity));
    }
    for (const sport of this.parts.catalogue.sports()) {
      const schedule = sportSchedules[sport.id];
      if (schedule === undefined) continue;
      const fresh = now - schedule.durationMs - schedule.cadenceMs;
      this.lastStart.set(sport.id, Math.max(fresh, resumedStarts.get(sport.id) ?? fresh));
    }
  }

  /** Calls `advance` every `intervalMs`; the timer does not keep the process alive. */
  start(intervalMs: number): void {
    if (this.timer !== null) return;
    this.timer = setInterval(() => {
      this.advance().catch((error: unknown) =>
        this.parts.log.error({ err: error }, 'the sports world failed to advance'),
      );
    }, intervalMs);
    this.timer.unref();
  }

  stopTimer(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  /** The pass under way, if any. */
  running(): Promise<void> | null {
    return this.advancing;
  }

  /** Plays every event up to now, schedules what comes next and reprices what changed. */
  advance(): Promise<void> {
    // One pass at a time; a call during a pass waits for it and then runs its own.
    const run = async () => {
      const previous = this.advancing;
      if (previous !== null) await previous;
      await this.advanceOnce();
    };
    const pass = run().finally(() => {
      if (this.advancing === pass) this.advancing = null;
    });
    this.advancing = pass;
    return pass;
  }

  private async advanceOnce(): Promise<void> {
    const { clock, catalogue, pricer, finishedRetentionMs } = this.parts;
    const now = clock.now();
    if (this.parts.simulate) this.schedule(now);
    const changed = catalogue.takeUnpriced();
    for (const event of catalogue.heldEvents()) {
      if (this.play(event, now)) changed.add(event);
      if (event.finishedAt !== null && now - event.finishedAt > finishedRetentionMs) catalogue.forget(event);
    }
    const live = [...changed].filter((event) => catalogue.holds(event));
    await Promise.all(live.map((event) => pricer.reprice(event)));
  }

  /** Keeps each sport's day full: new starts every cadence, `upcoming` of them ahead. */
  private schedule(now: number): void {
    for (const sport of this.parts.catalogue.sports()) {
      const schedule = sportSchedules[sport.id];
      const last = this.lastStart.get(sport.id);
      if (schedule === undefined || last === undefined) continue;
      let start = last;
      while (start < now + schedule.upcoming * schedule.cadenceMs) {
        const random = this.randomOfSport(sport.id);
        // Starts fall on whole minutes, as a fixture list shows them.
        start = Math.round((start + schedule.cadenceMs * between(random, 0.8, 1.2)) / minute) * minute;
        this.createFixture(sport.id, start);
      }
      this.lastStart.set(sport.id, start);
    }
  }

  private randomOfSport(sportId: number): RandomSource {
    let random = this.sportRandom.get(sportId);
    if (random === undefined) {
      random = seededRandom(seedOf(`${this.parts.seed}:sport:${sportId}`));
      this.sportRandom.set(sportId, random);
    }
    return random;
  }

  private createFixture(sportId: number, openDate: number): void {
    const fixture = fixtureAt(this.parts.seed, sportId, openDate);
    if (fixture !== null) this.parts.catalogue.addEvent(fixture.details, fixture.game.markets);
  }

  /** Starts, plays and ends one event up to `now`; answers whether anything happened. */
  private play(event: WorldEvent, now: number): boolean {
    let changed = false;
    if (event.status === 'UPCOMING' && event.openDate <= now) {
      event.status = 'IN_PLAY';
      event.game?.start(event.openDate);
      for (const market of event.markets) {
        if (market.closesAtStart) {
          market.closed = true;
          this.announceResult(event, market);
        }
      }
      this.parts.store.saveEventStatus(event.id, 'IN_PLAY');
      changed = true;
    }
    const game = event.game;
    if (event.status === 'IN_PLAY' && game !== null) {
      for (let due = game.nextAt(); due !== null && due <= now; due = game.nextAt()) {
        game.step();
        changed = true;
        if (game.finished) {
          this.finish(event, due);
          break;
        }
      }
    }
    // An event without a game ends when the operator has closed all its markets.
    if (
      event.status !== 'FINISHED' &&
      game === null &&
      event.markets.length > 0 &&
      event.markets.every((m) => m.closed)
    ) {
      this.finish(event, now);
      changed = true;
    }
    return (
      changed || event.markets.some((market) => market.closed && this.parts.exchange.stateOf(market.id) !== 'CLOSED')
    );
  }

  /** Ends the event at `at`: every market closes, those the game closed get their result announced. */
  finish(event: WorldEvent, at: number): void {
    event.status = 'FINISHED';
    event.finishedAt = at;
    for (const market of event.markets) {
      const wasOpen = !market.closed;
      market.closed = true;
      if (wasOpen && event.game !== null) this.announceResult(event, market);
    }
    Object.assign(event, eventResultOf(event));
    this.parts.store.saveEventStatus(event.id, 'FINISHED');
  }

  /**
   * Tells the result listeners (settlement) how a market the game closed ended. Markets the
   * operator made or closed by hand are settled by the operator.
   */
  onMarketResult(listener: (marketId: string, result: WorldMarketResult) => void): () => void {
    this.resultListeners.add(listener);
    return () => {
      this.resultListeners.delete(listener);
    };
  }

  private announceResult(event: WorldEvent, market: WorldMarket): void {
    const result = marketResultOf(event, market);
    market.result = result;
    for (const listener of [...this.resultListeners]) {
      try {
        listener(market.id, result);
      } catch (error) {
        this.parts.log.error({ err: error, marketId: market.id }, 'a market result listener failed');
      }
    }
  }
}
