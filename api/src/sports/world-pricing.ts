import { nearestMinor, type MarketState } from '@exchange/contracts';

import type { Exchange, MarketWriter } from '../exchange/exchange.js';
import { quoteForProbability, type MarketMaker } from '../exchange/market-maker.js';
import { between, pick, seededRandom, seedOf, type RandomSource } from '../exchange/random.js';
import type { WorldEvent, WorldLogger, WorldMarket } from './world-model.js';
import type { WorldStore } from './world-store.js';

/** What pricing a market uses: the engine, the store of its state, the market's maker and the crowd's dice. */
export interface PricingParts {
  readonly exchange: Exchange;
  readonly store: WorldStore;
  readonly maker: MarketMaker | undefined;
  readonly crowdRandom: RandomSource;
}

/**
 * Brings one market in line with its game and the operator's settings, in its turn of the engine:
 * closed, suspended or ball running as the game says; open, priced by the market maker from the
 * game's chances (exchange markets, with the crowd trading now and then) or quoted by the house
 * (bookmaker and fancy markets). Prices the operator pinned replace the feed's.
 */
export function priceMarket(
  { exchange, store, maker, crowdRandom }: PricingParts,
  event: WorldEvent,
  market: WorldMarket,
  writer: MarketWriter,
): void {
  const game = event.game;
  const key = market.key;
  const inPlay = event.status !== 'UPCOMING';
  if (market.closed) {
    if (writer.state !== 'CLOSED') {
      maker?.withdraw(writer);
      writer.setInPlay(inPlay);
      writer.setState('CLOSED');
      const total = exchange.prices(market.id)?.totalMatched ?? 0;
      store.saveMarketState(market.id, 'CLOSED', inPlay, total);
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
    const probabilities = game !== null && key !== null ? game.probabilities(key) : null;
    market.runners.forEach((runner, index) => {
      const pinned = market.pinnedQuotes.get(runner.id);
      const p = probabilities?.[index];
      const quote = pinned ?? (p === undefined ? undefined : quoteForProbability(p));
      if (quote !== undefined) maker?.quote(writer, runner.id, quote);
    });
    // The crowd takes a little at the best price now and then, so markets trade as they do; it
    // leaves alone a runner whose price the operator pinned, which players see exactly as set.
    if (inPlay && crowdRandom() < 0.35) {
      const runner = pick(crowdRandom, market.runners);
      const best = market.pinnedQuotes.has(runner.id)
        ? undefined
        : exchange.prices(market.id)?.runners.find((r) => r.runnerId === runner.id)?.back?.[0];
      if (best !== undefined) {
        writer.place({
          runnerId: runner.id,
          side: 'back',
          price: best.price,
          size: nearestMinor(Math.round(between(crowdRandom, 5, 400))),
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

/** What the pricer needs: the engine, the catalogue's store, the makers by market and a logger. */
export interface PricerParts {
  readonly exchange: Exchange;
  readonly store: WorldStore;
  readonly makerOf: (marketId: string) => MarketMaker | undefined;
  readonly log: WorldLogger;
  readonly seed: number;
}

/** Prices markets in their turn of the engine, with one set of the crowd's dice for the whole world. */
export class WorldPricer {
  private readonly crowdRandom: RandomSource;

  constructor(private readonly parts: PricerParts) {
    this.crowdRandom = seededRandom(seedOf(`${parts.seed}:crowd`));
  }

  /** Brings one market in line with its game and the operator's settings. */
  price(event: WorldEvent, market: WorldMarket): Promise<void> {
    const { exchange, store, makerOf } = this.parts;
    return exchange.withMarket(market.id, (writer) =>
      priceMarket({ exchange, store, maker: makerOf(market.id), crowdRandom: this.crowdRandom }, event, market, writer),
    );
  }

  /** Brings every market of the event in line; a market that fails is logged, the others go on. */
  reprice(event: WorldEvent): Promise<unknown> {
    return Promise.all(
      event.markets.map((market) =>
        this.price(event, market).catch((error: unknown) =>
          this.parts.log.error({ err: error, marketId: market.id }, 'a market could not be priced'),
        ),
      ),
    );
  }
}
