import type { Exchange } from '../exchange/exchange.js';
import { MarketMaker } from '../exchange/market-maker.js';
import { seededRandom, seedOf } from '../exchange/random.js';
import type { GameMarket, GameScore } from './games/game.js';
import type { FixtureDetails } from './world-fixtures.js';
import { competitionsBySport, WorldError, type WorldEvent, type WorldMarket, type WorldRunner } from './world-model.js';
import { competitionNamed, newWorldMarket, storedEventOf, storedMarketOf, type MarketSpec } from './world-records.js';
import { resumedEvent } from './world-resume.js';
import { defaultSports, type LeftMarket, type SportInfo, type WorldStore } from './world-store.js';

/** What the catalogue needs: the engine that holds the books, the store that keeps the catalogue and the world's seed. */
export interface CatalogueParts {
  readonly exchange: Exchange;
  readonly store: WorldStore;
  readonly seed: number;
}

/**
 * What the world holds: its sports and competitions, its events and their markets with a book and a
 * market maker each, and the next ids. The world's reads (what the routes list and look up) are
 * answered here.
 */
export class WorldCatalogue {
  private readonly events = new Map<number, WorldEvent>();
  /** Events made since the last pass, priced by the next one. */
  private readonly unpriced = new Set<WorldEvent>();
  private readonly marketsById = new Map<string, WorldMarket>();
  private readonly makers = new Map<string, MarketMaker>();
  private readonly competitions = new Map<number, { id: number; name: string; sportId: number }>();
  private sportList: readonly SportInfo[] = defaultSports;
  private nextEventId = 1;
  private nextMarketNumber = 1;
  private nextRunnerId = 1;

  constructor(private readonly parts: CatalogueParts) {
    for (const [sportId, list] of Object.entries(competitionsBySport)) {
      for (const competition of list) {
        this.competitions.set(competition.id, { id: competition.id, name: competition.name, sportId: Number(sportId) });
      }
    }
  }

  /**
   * Writes the catalogue's competitions, reads the sports and the ids earlier runs left, and holds
   * again the events they left unfinished that can be resumed (see `resumedEvent`); the others end.
   * Answers the operator's moves of the clock so far.
   */
  async open(): Promise<{ clockOffsetMs: number }> {
    const { store, seed } = this.parts;
    const start = await store.open(
      Object.entries(competitionsBySport).flatMap(([sportId, list]) =>
        list.map((competition) => ({ ...competition, sportId: Number(sportId) })),
      ),
    );
    this.sportList = start.sports;
    this.nextEventId = start.nextEventId;
    this.nextMarketNumber = Math.max(start.nextMarketNumber, 1_000_001);
    this.nextRunnerId = start.nextRunnerId;
    const resumed: number[] = [];
    for (const left of start.unfinished) {
      const event = resumedEvent(left, seed);
      if (event === null) continue;
      this.hold(event, left.markets);
      resumed.push(event.id);
    }
    await store.endEventsExcept(resumed);
    return { clockOffsetMs: start.clockOffsetMs };
  }

  sports(): readonly SportInfo[] {
    return this.sportList;
  }

  addEvent(details: FixtureDetails, markets: readonly GameMarket[]): WorldEvent {
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
      resultLine: null,
    };
    this.events.set(id, event);
    this.unpriced.add(event);
    const made = markets.map((market) => this.addMarket(event, market));
    this.parts.store.saveEvent(
      storedEventOf(event),
      made.map((market) => storedMarketOf(event, market)),
    );
    return event;
  }

  addMarket(event: WorldEvent, spec: MarketSpec): WorldMarket {
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
    this.register(event, market, 0n);
    return market;
  }

  /** Gives the market its maker and its book (with what was matched on it already). */
  private register(event: WorldEvent, market: WorldMarket, totalMatched: bigint): void {
    this.marketsById.set(market.id, market);
    this.makers.set(
      market.id,
      new MarketMaker({ random: seededRandom(seedOf(`${this.parts.seed}:maker:${market.id}`)) }),
    );
    this.parts.exchange.addMarket({
      id: market.id,
      kind: market.kind,
      state: market.closed ? 'CLOSED' : 'OPEN',
      inPlay: event.status === 'IN_PLAY',
      betDelay: market.betDelay,
      runnerIds: market.runners.map((runner) => runner.id),
      totalMatched,
    });
  }

  /** Holds an event an earlier run left, with its markets as they were; the next pass prices them. */
  private hold(event: WorldEvent, left: readonly LeftMarket[]): void {
    this.events.set(event.id, event);
    this.unpriced.add(event);
    for (const market of event.markets) {
      this.register(event, market, left.find((stored) => stored.id === market.id)?.totalMatched ?? 0n);
    }
  }

  /** The events made since the last call, which no pass has priced yet. */
  takeUnpriced(): Set<WorldEvent> {
    const made = new Set<WorldEvent>(this.unpriced);
    this.unpriced.clear();
    return made;
  }

  /** Drops a finished event, its markets, their makers and their books; the database keeps them. */
  forget(event: WorldEvent): void {
    this.events.delete(event.id);
    for (const market of event.markets) {
      this.marketsById.delete(market.id);
      this.makers.delete(market.id);
      this.parts.exchange.removeMarket(market.id);
    }
  }

  makerOf(marketId: string): MarketMaker | undefined {
    return this.makers.get(marketId);
  }

  /** A sport's competition by name; a name the catalogue lacks becomes an operator's own competition. */
  competitionNamed(sportId: number, name: string): { id: number; name: string } {
    return competitionNamed(this.competitions, sportId, name);
  }

  /** The events held, as the map iterates them (a pass may forget the one it is on). */
  heldEvents(): IterableIterator<WorldEvent> {
    return this.events.values();
  }

  /** Whether the event is still held (a pass may have forgotten it). */
  holds(event: WorldEvent): boolean {
    return this.events.has(event.id);
  }

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

  /** The market and its event, or a 404. */
  knownMarket(marketId: string): { market: WorldMarket; event: WorldEvent } {
    const market = this.marketsById.get(marketId);
    const event = market === undefined ? undefined : this.events.get(market.eventId);
    if (market === undefined || event === undefined) throw new WorldError(404, `Market ${marketId} not found`);
    return { market, event };
  }
}
