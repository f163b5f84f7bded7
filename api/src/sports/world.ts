import type { EventStatus, MarketKind, MarketState, MarketType } from '@exchange/contracts';

import { Exchange, type HouseQuote, type MarketWriter } from '../exchange/exchange.js';
import { MarketMaker, quoteForProbability, type TwoWayQuote } from '../exchange/market-maker.js';
import { between, pick, sample, seededRandom, seedOf, wholeBetween, type RandomSource } from '../exchange/random.js';
import {
  cricketCompetitions,
  footballCompetitions,
  horseNames,
  kabaddiCompetitions,
  raceNames,
  racecourses,
  tennisCompetitions,
  type CompetitionFixture,
} from './fixtures.js';
import { CricketGame } from './games/cricket-game.js';
import { FootballGame } from './games/football-game.js';
import type { Game, GameMarket, GameScore } from './games/game.js';
import { HorseRace } from './games/horse-race.js';
import { KabaddiGame } from './games/kabaddi-game.js';
import { TennisGame } from './games/tennis-game.js';
import { defaultSports, memoryWorldStore, type SportInfo, type StoredMarket, type WorldStore } from './world-store.js';

export interface WorldRunner {
  readonly id: number;
  readonly name: string;
  readonly sortPriority: number;
  readonly line: number | null;
}

export interface WorldMarket {
  readonly id: string;
  readonly eventId: number;
  /** The game's name for it; null for markets the operator added. */
  readonly key: string | null;
  readonly name: string;
  readonly type: MarketType;
  readonly kind: MarketKind;
  readonly betDelay: number;
  readonly runners: readonly WorldRunner[];
  readonly closesAtStart: boolean;
  /** Set by the operator: the feed stays off the market until resumed. */
  adminSuspended: boolean;
  /** Prices the operator set per runner; they replace the feed's for those runners. */
  readonly pinnedQuotes: Map<number, TwoWayQuote>;
  readonly pinnedHouse: Map<number, HouseQuote>;
  closed: boolean;
  /** How the game ended it, once it has; null while open and for markets the operator closes by hand. */
  result: WorldMarketResult | null;
}

export interface WorldEvent {
  readonly id: number;
  readonly dreamEventId: string;
  readonly sportId: number;
  readonly competitionId: number;
  readonly competitionName: string;
  readonly title: string;
  readonly participants: readonly string[];
  readonly openDate: number;
  status: EventStatus;
  /** Null for events the operator made: they have no simulated game. */
  readonly game: Game | null;
  readonly markets: WorldMarket[];
  finishedAt: number | null;
  /** One line for players once finished ("Arsenal 2–1 Chelsea (Full time)", "Won by Red Rum"); null before. */
  result: string | null;
  readonly source: 'world' | 'admin';
}

interface SportSchedule {
  /** Time between two starts. */
  readonly cadenceMs: number;
  /** About how long an event lasts in play, to begin the world with events already running. */
  readonly durationMs: number;
  /** How many upcoming starts are kept scheduled. */
  readonly upcoming: number;
}

const minute = 60_000;

/** A compressed day: a football match in 16 minutes, a Twenty20 in 22, a race in 90 s. */
export const sportSchedules: Readonly<Record<number, SportSchedule>> = {
  1: { cadenceMs: 6 * minute, durationMs: 16 * minute, upcoming: 6 },
  2: { cadenceMs: 5 * minute, durationMs: 10 * minute, upcoming: 6 },
  3: { cadenceMs: 10 * minute, durationMs: 22 * minute, upcoming: 6 },
  25: { cadenceMs: 7 * minute, durationMs: 12 * minute, upcoming: 5 },
  26: { cadenceMs: 4 * minute, durationMs: 2 * minute, upcoming: 6 },
};

const competitionsBySport: Readonly<Record<number, readonly CompetitionFixture[]>> = {
  1: footballCompetitions,
  2: tennisCompetitions,
  3: cricketCompetitions,
  25: kabaddiCompetitions,
  26: racecourses,
};

/**
 * Finished events stay listed this long with their result and closed markets, then live only in the
 * database. The games run about 6.5 times faster than real ones (90 minutes of football in 16), so three
 * hours of the world's clock is roughly a real day's worth of results: a match list keeps what finished
 * "today" (some 30 football matches, 45 races) without growing without end.
 */
export const defaultFinishedRetentionMs = 3 * 60 * minute;
/** One move of the clock simulates at most a day. */
export const maxClockShiftMs = 24 * 60 * minute;

export interface WorldLogger {
  error(details: object, message: string): void;
}

export interface WorldOptions {
  /** The wall clock in milliseconds; tests pass a fake one. Operators' moves are added to it. */
  readonly now?: () => number;
  /** Seeds every game, fixture and quote: one seed, one world. */
  readonly seed?: number;
  readonly store?: WorldStore;
  readonly log?: WorldLogger;
  /** Whether the world schedules fixtures of its own; off, it holds only what the operator makes. */
  readonly simulate?: boolean;
  /** How long finished events stay in memory (listed, their markets answering); `defaultFinishedRetentionMs`. */
  readonly finishedRetentionMs?: number;
}

export interface NewEventInput {
  readonly sportId: number;
  readonly competitionName: string;
  readonly title: string;
  readonly participants: readonly string[];
  readonly openDate: number;
}

export interface NewMarketInput {
  readonly name: string;
  readonly type: MarketType;
  readonly kind: MarketKind;
  readonly betDelay: number;
  readonly runners: readonly { readonly name: string; readonly line?: number }[];
}

export class WorldError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
    this.name = 'WorldError';
  }
}

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
    const competition = pick(random, competitionsBySport[sportId] ?? []);
    const id = this.nextEventId;
    const gameRandom = seededRandom(seedOf(`${this.seed}:event:${id}`));
    let game: Game;
    let title: string;
    let participants: string[];
    if (sportId === 26) {
      const field = sample(random, horseNames, wholeBetween(random, 8, 14)).map((name) => ({
        name,
        strength: between(random, 0.85, 1.15),
      }));
      game = new HorseRace(field, gameRandom);
      const time = new Date(openDate).toISOString().slice(11, 16);
      title = `${time} ${competition.name.replace(/ \(.*\)$/, '')} ${pick(random, raceNames)}`;
      participants = field.map((horse) => horse.name);
    } else {
      const [home, away] = sample(random, competition.sides, 2);
      if (home === undefined || away === undefined) return;
      game =
        sportId === 1
          ? new FootballGame(home, away, gameRandom)
          : sportId === 2
            ? new TennisGame(home, away, gameRandom)
            : sportId === 3
              ? new CricketGame(home, away, gameRandom)
              : new KabaddiGame(home, away, gameRandom);
      title = `${home.name} v ${away.name}`;
      participants = [home.name, away.name];
    }
    this.addEvent(
      {
        sportId,
        competitionId: competition.id,
        competitionName: competition.name,
        title,
        participants,
        openDate,
        source: 'world',
        game,
      },
      game.markets,
    );
  }

  private addEvent(
    details: Omit<WorldEvent, 'id' | 'dreamEventId' | 'status' | 'markets' | 'finishedAt' | 'result'>,
    markets: readonly GameMarket[],
  ): WorldEvent {
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
    const [home, away] = event.sportId === 26 ? [null, null] : event.participants;
    this.store.saveEvent(
      {
        id,
        dreamEventId: event.dreamEventId,
        sportId: event.sportId,
        competitionId: event.competitionId,
        competitionName: event.competitionName,
        title: event.title,
        home: home ?? null,
        away: away ?? null,
        participants: event.participants,
        openDate: new Date(event.openDate),
        status: event.status,
        source: event.source,
      },
      made.map((market) => this.storedMarket(event, market)),
    );
    return event;
  }

  private storedMarket(event: WorldEvent, market: WorldMarket): StoredMarket {
    return {
      id: market.id,
      eventId: event.id,
      name: market.name,
      type: market.type,
      kind: market.kind,
      state: market.closed ? 'CLOSED' : 'OPEN',
      inPlay: event.status === 'IN_PLAY',
      betDelay: market.betDelay,
      runners: market.runners,
    };
  }

  private addMarket(event: WorldEvent, spec: GameMarket | (NewMarketInput & { key?: undefined })): WorldMarket {
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
    const market: WorldMarket = {
      id,
      eventId: event.id,
      key: spec.key ?? null,
      name: spec.name,
      type: spec.type,
      kind: spec.kind,
      betDelay: spec.betDelay,
      runners,
      closesAtStart: 'closesAtStart' in spec && spec.closesAtStart === true,
      adminSuspended: false,
      pinnedQuotes: new Map(),
      pinnedHouse: new Map(),
      closed: false,
      result: null,
    };
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
    const game = event.game;
    const key = market.key;
    const inPlay = event.status !== 'UPCOMING';
    if (market.closed) {
      if (writer.state !== 'CLOSED') {
        this.makers.get(market.id)?.withdraw(writer);
        writer.setInPlay(inPlay);
        writer.setState('CLOSED');
        const total = this.exchange.prices(market.id)?.totalMatched ?? 0;
        this.store.saveMarketState(market.id, 'CLOSED', inPlay, total);
      }
      return;
    }
    const state: MarketState = market.adminSuspended
      ? 'SUSPENDED'
      : game !== null && key !== null && game.suspended(key)
        ? 'SUSPENDED'
        : game !== null && key !== null && game.ballRunning(key)
          ? 'BALL_RUNNING'
          : 'OPEN';
    writer.setInPlay(inPlay);
    writer.setState(state);
    if (state !== 'OPEN') return;

    if (market.kind === 'exchange') {
      const maker = this.makers.get(market.id);
      const probabilities = game !== null && key !== null ? game.probabilities(key) : null;
      market.runners.forEach((runner, index) => {
        const pinned = market.pinnedQuotes.get(runner.id);
        const p = probabilities?.[index];
        const quote = pinned ?? (p === undefined ? undefined : quoteForProbability(p));
        if (quote !== undefined) maker?.quote(writer, runner.id, quote);
      });
      // The crowd takes a little at the best price now and then, so markets trade as they do.
      if (inPlay && this.crowdRandom() < 0.35) {
        const runner = pick(this.crowdRandom, market.runners);
        const best = this.exchange.prices(market.id)?.runners.find((r) => r.runnerId === runner.id)?.back?.[0];
        if (best !== undefined) {
          writer.place({
            runnerId: runner.id,
            side: 'back',
            price: best.price,
            size: Math.round(between(this.crowdRandom, 5, 400)),
            owner: 'crowd',
            persistence: 'cancel',
          });
        }
      }
      return;
    }
    const quotes = game !== null && key !== null ? game.houseQuotes(key) : null;
    market.runners.forEach((runner, index) => {
      const pinned = market.pinnedHouse.get(runner.id);
      const quote = pinned ?? quotes?.[index] ?? null;
      writer.setHouseQuote(runner.id, quote);
    });
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
    const competition = this.competitionFor(input.sportId, input.competitionName);
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

  private competitionFor(sportId: number, name: string): { id: number; name: string } {
    for (const competition of this.competitions.values()) {
      if (competition.sportId === sportId && competition.name.toLowerCase() === name.toLowerCase()) return competition;
    }
    // Operators' own competitions take ids above the catalogue's.
    const id = Math.max(100_000, ...this.competitions.keys()) + 1;
    const competition = { id, name, sportId };
    this.competitions.set(id, competition);
    return competition;
  }

  createMarket(eventId: number, input: NewMarketInput): WorldMarket {
    const event = this.events.get(eventId);
    if (event === undefined) throw new WorldError(404, `Event ${eventId} not found`);
    if (event.status === 'FINISHED') throw new WorldError(409, `Event ${eventId} has finished`);
    const market = this.addMarket(event, input);
    this.store.saveMarkets([this.storedMarket(event, market)]);
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
  setPrices(
    marketId: string,
    prices: readonly {
      runnerId: number;
      back?: number;
      lay?: number;
      size?: number;
      no?: number;
      yes?: number;
      rate?: number;
    }[],
  ): Promise<WorldMarket> {
    const { market } = this.knownMarket(marketId);
    if (market.closed) throw new WorldError(409, `Market ${marketId} is closed`);
    for (const price of prices) {
      if (!market.runners.some((runner) => runner.id === price.runnerId)) {
        throw new WorldError(400, `Runner ${price.runnerId} is not in market ${marketId}`);
      }
    }
    return this.applyOperator(marketId, (target) => {
      for (const price of prices) {
        if (target.kind === 'exchange') {
          if (price.back === undefined || price.lay === undefined) continue;
          target.pinnedQuotes.set(price.runnerId, { back: price.back, lay: price.lay, size: price.size });
        } else if (target.kind === 'bookmaker') {
          target.pinnedHouse.set(price.runnerId, {
            back: price.back === undefined ? [] : [{ price: price.back, size: 100_000 }],
            lay: price.lay === undefined ? [] : [{ price: price.lay, size: 100_000 }],
          });
        } else {
          const rate = price.rate ?? 100;
          target.pinnedHouse.set(price.runnerId, {
            no: price.no === undefined ? null : { line: price.no, rate },
            yes: price.yes === undefined ? null : { line: price.yes, rate },
          });
        }
      }
    });
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

/** The finished event's line for players: the game's final score, or a race's winner. */
function eventResultOf(event: WorldEvent): string | null {
  const summary = event.game?.score()?.summary;
  if (summary !== undefined) return summary;
  for (const market of event.markets) {
    const result = market.result;
    if (market.type !== 'WIN' || result === null || !('winnerRunnerId' in result)) continue;
    const winner = market.runners.find((runner) => runner.id === result.winnerRunnerId);
    if (winner !== undefined) return `Won by ${winner.name}`;
  }
  return null;
}

/** How a market ended, by runner id, as settlement reads it. */
export type WorldMarketResult =
  { readonly winnerRunnerId: number } | { readonly runs: Readonly<Record<string, number>> } | { readonly void: true };

/**
 * A closed market's result: the game's own when it gives one, else the runner its final prices make
 * a near-certainty (a finished match prices its winner at the top of the range). A market whose
 * outcome cannot be read — a fancy line without runs, prices that name no clear winner — is void,
 * and every stake on it goes back.
 */
export function marketResultOf(event: WorldEvent, market: WorldMarket): WorldMarketResult {
  const game = event.game;
  if (game === null || market.key === null) return { void: true };
  const own = game.result?.(market.key) ?? null;
  if (own !== null) {
    if ('winnerIndex' in own) {
      const runner = market.runners[own.winnerIndex];
      return runner === undefined ? { void: true } : { winnerRunnerId: runner.id };
    }
    const runs: Record<string, number> = {};
    market.runners.forEach((runner, index) => {
      const value = own.runsByIndex[index];
      if (value !== undefined) runs[String(runner.id)] = value;
    });
    return Object.keys(runs).length === market.runners.length ? { runs } : { void: true };
  }
  if (market.kind === 'fancy') return { void: true };
  const chances = game.probabilities(market.key);
  if (chances === null || chances.length !== market.runners.length) return { void: true };
  const best = Math.max(...chances);
  const leaders = chances.filter((chance) => chance === best).length;
  const winner = market.runners[chances.indexOf(best)];
  return leaders === 1 && best >= 0.9 && winner !== undefined ? { winnerRunnerId: winner.id } : { void: true };
}
