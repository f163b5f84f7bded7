import type { MarketState } from '@exchange/contracts';

import type { Exchange } from '../exchange/exchange.js';
import type { WorldCatalogue } from './world-catalogue.js';
import {
  WorldError,
  type NewEventInput,
  type NewMarketInput,
  type WorldEvent,
  type WorldMarket,
} from './world-model.js';
import type { WorldPricer } from './world-pricing.js';
import { pinPrices, storedMarketOf, type PinnedPrice } from './world-records.js';
import type { WorldClock, WorldSimulation } from './world-simulation.js';
import type { WorldStore } from './world-store.js';

/** What the operator's calls act on. */
export interface OperatorParts {
  readonly clock: WorldClock;
  readonly catalogue: WorldCatalogue;
  readonly pricer: WorldPricer;
  readonly simulation: WorldSimulation;
  readonly exchange: Exchange;
  readonly store: WorldStore;
}

/**
 * The operator's calls on the world: events and markets of their own, pinned prices, suspending,
 * resuming and closing markets, and moving the clock forward. Each change to a market is priced in
 * the market's turn before the call answers.
 */
export class WorldOperator {
  constructor(private readonly parts: OperatorParts) {}

  createEvent(input: NewEventInput, markets: readonly NewMarketInput[]): WorldEvent {
    const { catalogue } = this.parts;
    if (!catalogue.sports().some((sport) => sport.id === input.sportId)) {
      throw new WorldError(400, `There is no sport ${input.sportId}`);
    }
    const competition = catalogue.competitionNamed(input.sportId, input.competitionName);
    const event = catalogue.addEvent(
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
    const event = this.parts.catalogue.event(eventId);
    if (event === undefined) throw new WorldError(404, `Event ${eventId} not found`);
    if (event.status === 'FINISHED') throw new WorldError(409, `Event ${eventId} has finished`);
    const market = this.parts.catalogue.addMarket(event, input);
    this.parts.store.saveMarkets([storedMarketOf(event, market)]);
    return market;
  }

  private async applyOperator(marketId: string, change: (market: WorldMarket) => void): Promise<WorldMarket> {
    const { market, event } = this.parts.catalogue.knownMarket(marketId);
    change(market);
    await this.parts.pricer.price(event, market);
    return market;
  }

  /**
   * Pins a runner's best back and lay (exchange: ladder odds, with the stake offered at them when
   * `size` is given; bookmaker: 0–100) until the market resumes the feed.
   */
  setPrices(marketId: string, prices: readonly PinnedPrice[]): Promise<WorldMarket> {
    const { market } = this.parts.catalogue.knownMarket(marketId);
    if (market.closed) throw new WorldError(409, `Market ${marketId} is closed`);
    for (const price of prices) {
      if (!market.runners.some((runner) => runner.id === price.runnerId)) {
        throw new WorldError(400, `Runner ${price.runnerId} is not in market ${marketId}`);
      }
    }
    return this.applyOperator(marketId, (target) => pinPrices(target, prices));
  }

  async suspendMarket(marketId: string): Promise<WorldMarket> {
    const { market } = this.parts.catalogue.knownMarket(marketId);
    if (market.closed) throw new WorldError(409, `Market ${marketId} is closed`);
    const suspended = await this.applyOperator(marketId, (target) => {
      target.adminSuspended = true;
    });
    this.saveState(suspended, 'SUSPENDED');
    return suspended;
  }

  private saveState(market: WorldMarket, state: MarketState): void {
    const prices = this.parts.exchange.prices(market.id);
    this.parts.store.saveMarketState(market.id, state, prices?.inPlay ?? false, prices?.totalMatched ?? 0);
  }

  /** Lifts the operator's suspension and hands the prices back to the feed. */
  async resumeMarket(marketId: string): Promise<WorldMarket> {
    const { market } = this.parts.catalogue.knownMarket(marketId);
    if (market.closed) throw new WorldError(409, `Market ${marketId} is closed`);
    const resumed = await this.applyOperator(marketId, (target) => {
      target.adminSuspended = false;
      if (this.parts.catalogue.event(target.eventId)?.game !== null) {
        target.pinnedQuotes.clear();
        target.pinnedHouse.clear();
      }
    });
    this.saveState(resumed, 'OPEN');
    return resumed;
  }

  async closeMarket(marketId: string): Promise<WorldMarket> {
    const { event } = this.parts.catalogue.knownMarket(marketId);
    const closed = await this.applyOperator(marketId, (target) => {
      target.closed = true;
    });
    // An operator's event ends with its last market.
    if (event.game === null && event.markets.every((market) => market.closed) && event.status !== 'FINISHED') {
      this.parts.simulation.finish(event, this.parts.clock.now());
    }
    return closed;
  }

  /** Moves the world's clock forward (an operator's fast-forward) and plays what that time holds. */
  async shiftClock(ms: number): Promise<void> {
    this.parts.clock.moveForward(ms);
    this.parts.store.saveClockOffset(this.parts.clock.offsetMs);
    await this.parts.simulation.advance();
  }
}
