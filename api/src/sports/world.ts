import type { MarketState } from '@exchange/contracts';

import { Exchange, type MarketWriter } from '../exchange/exchange.js';
import { MarketMaker } from '../exchange/market-maker.js';
import { between, seededRandom, seedOf, type RandomSource } from '../exchange/random.js';
import type { GameMarket, GameScore } from './games/game.js';
import { drawFixture, type FixtureDetails } from './world-fixtures.js';
import {
  competitionsBySport,
  defaultFinishedRetentionMs,
  maxClockShiftMs,
  minute,
  sportSchedules,
  WorldError,
  type NewEventInput,
  type NewMarketInput,
  type WorldEvent,
  type WorldLogger,
  type WorldMarket,
  type WorldMarketResult,
  type WorldOptions,
  type WorldRunner,
} from './world-model.js';
import { priceMarket } from './world-pricing.js';
import {
  competitionNamed,
  newWorldMarket,
  pinPrices,
  storedEventOf,
  storedMarketOf,
  type MarketSpec,
  type PinnedPrice,
} from './world-records.js';
import { eventResultOf, marketResultOf } from './world-results.js';
import { defaultSports, memoryWorldStore, type SportInfo, type WorldStore } from './world-store.js';

/**
 * The living sports world: fixtures for five sports scheduled on a compressed day, each simulated
 * (goals, points, balls, raids, strides) on an injectable clock from one seed, priced by the market
 * maker in the exchange's books and by the house for bookmaker and fancy markets. `advance()` moves
 * everything to the clock's time; `start()` calls it every second.
 */
export class SportsWorld {
  readonly exchange: Exchange;
  private readonly clock: () => number;
  private readonly seed: number;
  private readonly store: WorldStore;
  private readonly log: WorldLogger;
  private readonly simulate: boolean;
  private readonly finishedRetentionMs: number;
  private readonly events = new Map<number, WorldEvent>();
  /** Events made since the last pass, priced by the next one. */
  private readonly unpriced = new Set<WorldEvent>();
  private readonly marketsById = new Map<string, WorldMarket>();
  private readonly makers = new Map<string, MarketMaker>();
  private readonly crowdRandom: RandomSource;
  private readonly sportRandom = new Map<number, RandomSource>();
  private readonly lastStart = new Map<number, number>();
  private readonly competitions = new Map<number, { id: number; name: string; sportId: number }>();
  private sportList: readonly SportInfo[] = defaultSports;
  private offsetMs = 0;
  private nextEventId = 1;
  private nextMarketNumber = 1;
  private nextRunnerId = 1;
  private opened = false;
  private advancing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly resultListeners = new Set<(marketId: string, result: WorldMarketResult) => void>();

  constructor({
    now = Date.now,
    seed = 20_260_101,
    store = memoryWorldStore(),
    log,
    simulate = true,
    finishedRetentionMs = defaultFinishedRetentionMs,
  }: WorldOptions = {}) {
    this.finishedRetentionMs = finishedRetentionMs;
    this.clock = now;
    this.seed = seed;
    this.store = store;
    this.simulate = simulate;
    this.log = log ?? { error: (details, message) => console.error(message, details) };
    this.exchange = new Exchange({ now: () => new Date(this.now()) });
    this.crowdRandom = seededRandom(seedOf(`${seed}:crowd`));
    for (const [sportId, list] of Object.entries(competitionsBySport)) {
      for (const competition of list) {
        this.competitions.set(competition.id, { id: competition.id, name: competition.name, sportId: Number(sportId) });
      }
    }
  }

  /** The world's time: the clock plus every move an operator made. */
  now(): number {
    return this.clock() + this.offsetMs;
  }

  sports(): readonly SportInfo[] {
    return this.sportList;
  }

  /** Reads what earlier runs left, schedules the day (some events already under way) and catches up. */
  async open(): Promise<void> {
    if (this.opened) return;
    this.opened = true;
    const start = await this.store.open(
      Object.entries(competitionsBySport).flatMap(([sportId, list]) =>
        list.map((competition) => ({ ...competition, sportId: Number(sportId) })),
      ),
    );
    this.sportList = start.sports;
    this.nextEventId = start.nextEventId;
    this.nextMarketNumber = Math.max(start.nextMarketNumber, 1_000_001);
    this.nextRunnerId = start.nextRunnerId;
    if (this.simulate) {
      const now = this.now();
      for (const sport of this.sportList) {
        const schedule = sportSchedules[sport.id];
        if (schedule === undefined) continue;
        // Begin as if the day had been running: the first starts lie in the past and are played through.
        this.lastStart.set(sport.id, now - schedule.durationMs - schedule.cadenceMs);
      }
    }
    await this.advance();
  }

  /** Calls `advance` every `intervalMs`; the timer does not keep the process alive. */
  start(intervalMs = 1_000): void {
    if (this.timer !== null) return;
    this.timer = setInterval(() => {
      this.advance().catch((error: unknown) => this.log.error({ err: error }, 'the sports world failed to advance'));
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    await this.advancing;
    await this.exchange.idle();
    await this.store.flush();
  }

  /** Moves the world's clock forward (an operator's fast-forward) and plays what that time holds. */
  async shiftClock(ms: number): Promise<void> {
    if (!Number.isFinite(ms) || ms < 0 || ms > maxClockShiftMs) {
      throw new WorldError(400, `The clock moves forward by 0 to ${maxClockShiftMs / 1000} seconds at a time`);
    }
    this.offsetMs += ms;
    await this.advance();
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
    const now = this.now();
    if (this.simulate) this.schedule(now);
    const changed = new Set<WorldEvent>(this.unpriced);
    this.unpriced.clear();
    for (const event of this.events.values()) {
      if (this.play(event, now)) changed.add(event);
      if (event.finishedAt !== null && now - event.finishedAt > this.finishedRetentionMs) this.forget(event);
    }
    const live = [...changed].filter((event) => this.events.has(event.id));
    await Promise.all(live.map((event) => this.reprice(event)));
  }

  /** Keeps each sport's day full: new starts every cadence, `upcoming` of them ahead. */
  private schedule(now: number): void {
    for (const sport of this.sportList) {
      const schedule = sportSchedules[sport.id];
      const last = this.lastStart.get(sport.id);
      if (schedule === undefined || last === undefined) continue;
      let start = last;
      while (start < now + schedule.upcoming * schedule.cadenceMs) {
        const random = this.randomOfSport(sport.id);
        // Starts fall on whole minutes, as a fixture list shows them.
        start = Math.round((start + schedule.cadenceMs * between(random, 0.8, 1.2)) / minute) * minute;
        this.createFixture(sport.id, start, random);
      }
      this.lastStart.set(sport.id, start);
    }
  }

  private randomOfSport(sportId: number): RandomSource {
    let random = this.sportRandom.get(sportId);
    if (random === undefined) {
      random = seededRandom(seedOf(`${this.seed}:sport:${sportId}`));
      this.sportRandom.set(sportId, random);
    }
    return random;
  }

  private createFixture(sportId: number, openDate: number, random: RandomSource): void {
    const fixture = drawFixture(
      sportId,
      openDate,
      random,
      seededRandom(seedOf(`${this.seed}:event:${this.nextEventId}`)),
    );
    if (fixture !== null) this.addEvent(fixture.details, fixture.game.markets);
  }

  private addEvent(details: FixtureDetails, markets: readonly GameMarket[]): WorldEvent {
    const id = this.nextEventId;
    this.nextEventId += 1;
    const event: WorldEvent = {
      ...details,
      id,
      dreamEventId: String(30_000_000 + id),
      status: 'UPCOMING',
      markets: [],
      finishedAt: null,
      result: null,
    };
    this.events.set(id, event);
    this.unpriced.add(event);
    const made = markets.map((market) => this.addMarket(event, market));
    this.store.saveEvent(
      storedEventOf(event),
      made.map((market) => storedMarketOf(event, market)),
    );
    return event;
  }

  private addMarket(event: WorldEvent, spec: MarketSpec): WorldMarket {
    const id = `1.${this.nextMarketNumber}`;
    this.nextMarketNumber += 1;
    const runners = spec.runners.map((runner, index) => {
      const made: WorldRunner = {
        id: this.nextRunnerId,
        name: runner.name,
        sortPriority: index + 1,
        line: runner.line ?? null,
      };
      this.nextRunnerId += 1;
      return made;
    });
    const market = newWorldMarket(id, event.id, spec, runners);
    event.markets.push(market);
    this.marketsById.set(id, market);
    this.makers.set(id, new MarketMaker({ random: seededRandom(seedOf(`${this.seed}:maker:${id}`)) }));
    this.exchange.addMarket({
      id,
      kind: market.kind,
      state: 'OPEN',
      inPlay: event.status === 'IN_PLAY',
      betDelay: market.betDelay,
      runnerIds: runners.map((runner) => runner.id),
    });
    return market;
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
      this.store.saveEventStatus(event.id, 'IN_PLAY');
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
    return changed || event.markets.some((market) => market.closed && this.exchange.stateOf(market.id) !== 'CLOSED');
  }

  private finish(event: WorldEvent, at: number): void {
    event.status = 'FINISHED';
    event.finishedAt = at;
    for (const market of event.markets) {
      const wasOpen = !market.closed;
      market.closed = true;
      if (wasOpen && event.game !== null) this.announceResult(event, market);
    }
    event.result = eventResultOf(event);
    this.store.saveEventStatus(event.id, 'FINISHED');
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
        this.log.error({ err: error, marketId: market.id }, 'a market result listener failed');
      }
    }
  }

  private forget(event: WorldEvent): void {
    this.events.delete(event.id);
    for (const market of event.markets) {
      this.marketsById.delete(market.id);
      this.makers.delete(market.id);
      this.exchange.removeMarket(market.id);
    }
  }

  /** Brings every market of the event in line with its game and the operator's settings. */
  private reprice(event: WorldEvent): Promise<unknown> {
    return Promise.all(
      event.markets.map((market) =>
        this.exchange
          .withMarket(market.id, (writer) => this.priceMarket(event, market, writer))
          .catch((error: unknown) =>
            this.log.error({ err: error, marketId: market.id }, 'a market could not be priced'),
          ),
      ),
    );
  }

  private priceMarket(event: WorldEvent, market: WorldMarket, writer: MarketWriter): void {
    priceMarket(
      { exchange: this.exchange, store: this.store, maker: this.makers.get(market.id), crowdRandom: this.crowdRandom },
      event,
      market,
      writer,
    );
  }

  // ---- reads ----

  eventList(): WorldEvent[] {
    return [...this.events.values()];
  }

  event(eventId: number): WorldEvent | undefined {
    return this.events.get(eventId);
  }

  market(marketId: string): WorldMarket | undefined {
    return this.marketsById.get(marketId);
  }

  score(eventId: number): GameScore | null | undefined {
    const event = this.events.get(eventId);
    if (event === undefined) return undefined;
    return event.game?.score() ?? null;
  }

  // ---- the operator's calls ----

  createEvent(input: NewEventInput, markets: readonly NewMarketInput[]): WorldEvent {
    if (!this.sportList.some((sport) => sport.id === input.sportId)) {
      throw new WorldError(400, `There is no sport ${input.sportId}`);
    }
    const competition = competitionNamed(this.competitions, input.sportId, input.competitionName);
    const event = this.addEvent(
      {
        sportId: input.sportId,
        competitionId: competition.id,
        competitionName: competition.name,
        title: input.title,
        participants: [...input.participants],
        openDate: input.openDate,
        source: 'admin',
        game: null,
      },
      [],
    );
    for (const market of markets) this.createMarket(event.id, market);
    return event;
  }

  createMarket(eventId: number, input: NewMarketInput): WorldMarket {
    const event = this.events.get(eventId);
    if (event === undefined) throw new WorldError(404, `Event ${eventId} not found`);
    if (event.status === 'FINISHED') throw new WorldError(409, `Event ${eventId} has finished`);
    const market = this.addMarket(event, input);
    this.store.saveMarkets([storedMarketOf(event, market)]);
    return market;
  }

  private knownMarket(marketId: string): { market: WorldMarket; event: WorldEvent } {
    const market = this.marketsById.get(marketId);
    const event = market === undefined ? undefined : this.events.get(market.eventId);
    if (market === undefined || event === undefined) throw new WorldError(404, `Market ${marketId} not found`);
    return { market, event };
  }

  private async applyOperator(marketId: string, change: (market: WorldMarket) => void): Promise<WorldMarket> {
    const { market, event } = this.knownMarket(marketId);
    change(market);
    await this.exchange.withMarket(marketId, (writer) => this.priceMarket(event, market, writer));
    return market;
  }

  /**
   * Pins a runner's best back and lay (exchange: ladder odds, with the stake offered at them when
   * `size` is given; bookmaker: 0–100) until the market resumes the feed.
   */
  setPrices(marketId: string, prices: readonly PinnedPrice[]): Promise<WorldMarket> {
    const { market } = this.knownMarket(marketId);
    if (market.closed) throw new WorldError(409, `Market ${marketId} is closed`);
    for (const price of prices) {
      if (!market.runners.some((runner) => runner.id === price.runnerId)) {
        throw new WorldError(400, `Runner ${price.runnerId} is not in market ${marketId}`);
      }
    }
    return this.applyOperator(marketId, (target) => pinPrices(target, prices));
  }

  async suspendMarket(marketId: string): Promise<WorldMarket> {
    const { market } = this.knownMarket(marketId);
    if (market.closed) throw new WorldError(409, `Market ${marketId} is closed`);
    const suspended = await this.applyOperator(marketId, (target) => {
      target.adminSuspended = true;
    });
    this.saveState(suspended, 'SUSPENDED');
    return suspended;
  }

  private saveState(market: WorldMarket, state: MarketState): void {
    const prices = this.exchange.prices(market.id);
    this.store.saveMarketState(market.id, state, prices?.inPlay ?? false, prices?.totalMatched ?? 0);
  }

  /** Lifts the operator's suspension and hands the prices back to the feed. */
  async resumeMarket(marketId: string): Promise<WorldMarket> {
    const { market } = this.knownMarket(marketId);
    if (market.closed) throw new WorldError(409, `Market ${marketId} is closed`);
    const resumed = await this.applyOperator(marketId, (target) => {
      target.adminSuspended = false;
      if (this.events.get(target.eventId)?.game !== null) {
        target.pinnedQuotes.clear();
        target.pinnedHouse.clear();
      }
    });
    this.saveState(resumed, 'OPEN');
    return resumed;
  }

  async closeMarket(marketId: string): Promise<WorldMarket> {
    const { event } = this.knownMarket(marketId);
    const closed = await this.applyOperator(marketId, (target) => {
      target.closed = true;
    });
    // An operator's event ends with its last market.
    if (event.game === null && event.markets.every((market) => market.closed) && event.status !== 'FINISHED') {
      this.finish(event, this.now());
    }
    return closed;
  }
}
