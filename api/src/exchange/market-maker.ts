import {
  ladderIndex,
  ladderLength,
  ladderMaximum,
  ladderMinimum,
  nearestMinor,
  nearestOnLadder,
  priceAt,
} from '@exchange/contracts';

import type { MarketWriter } from './exchange.js';
import { between, type RandomSource } from './random.js';

/** The owner name of the market maker's orders. */
export const marketMakerOwner = 'market-maker';

/** The best prices to offer: `back` what a backer can take, `lay` what a layer can take (back < lay). */
export interface TwoWayQuote {
  readonly back: number;
  readonly lay: number;
  /**
   * The stake offered at the best price on each side, deeper levels holding more as usual; drawn at
   * random when absent. An operator's pinned price may name it, so a market's depth is known. In
   * currency units as the operator types it; the orders carry it in minor units.
   */
  readonly size?: number;
}

/**
 * The tightest two-way price around a win probability: the best back is the highest ladder price at
 * or below the fair odds 1/p, the best lay `spreadTicks` above it. Both stay on the ladder.
 */
export function quoteForProbability(probability: number, spreadTicks = 1): TwoWayQuote {
  const p = Math.min(Math.max(probability, 1 / ladderMaximum), 1 / ladderMinimum);
  const fair = 1 / p;
  const nearest = nearestOnLadder(fair);
  let backIndex = ladderIndex(nearest);
  if (nearest > fair) backIndex -= 1;
  const spread = Math.max(1, Math.trunc(spreadTicks));
  backIndex = Math.min(Math.max(backIndex, 0), ladderLength - 1 - spread);
  return { back: priceAt(backIndex), lay: priceAt(backIndex + spread) };
}

export interface MarketMakerOptions {
  readonly random: RandomSource;
  readonly owner?: string;
  /** Levels a side; three, as players see them. */
  readonly levels?: number;
  /** Stake at the best level, in currency units; deeper levels hold more. */
  readonly minSize?: number;
  readonly maxSize?: number;
}

/**
 * The odds feed as a participant: it rests lays at and below the best back price and backs at and
 * above the best lay, one order a level, and replaces them when the world's view of the runner
 * changes. It trades through the same books as everyone, so players match against it.
 */
export class MarketMaker {
  readonly owner: string;
  private readonly random: RandomSource;
  private readonly levels: number;
  private readonly minSize: number;
  private readonly maxSize: number;
  /** What the maker last rested on each runner: its quote and its orders' sizes by id. */
  private readonly resting = new Map<
    number,
    { back: number; lay: number; size: number | undefined; sizes: Map<string, bigint> }
  >();

  constructor({ random, owner = marketMakerOwner, levels = 3, minSize = 50, maxSize = 2500 }: MarketMakerOptions) {
    this.random = random;
    this.owner = owner;
    this.levels = levels;
    this.minSize = minSize;
    this.maxSize = maxSize;
  }

  /**
   * Replaces the maker's orders on a runner with `levels` a side from `quote` outwards. A quote that
   * is not a two-way price on the ladder (back not below lay) is refused; in a market that is not
   * open the maker only withdraws.
   */
  quote(market: MarketWriter, runnerId: number, quote: TwoWayQuote): void {
    const backIndex = ladderIndex(quote.back);
    const layIndex = ladderIndex(quote.lay);
    if (backIndex === -1 || layIndex === -1 || backIndex >= layIndex) {
      throw new RangeError(`${quote.back} / ${quote.lay} is not a two-way price on the ladder`);
    }
    // The same quote over untouched orders leaves the book as it is: requoting would only draw new
    // sizes, and a change of one runner (a goal, an operator's price) would redraw every runner's.
    if (market.state === 'OPEN' && this.restsUntouched(market, runnerId, quote)) return;
    market.cancelOwner(this.owner, runnerId);
    this.resting.delete(runnerId);
    if (market.state !== 'OPEN') return;
    const sizes = new Map<string, bigint>();
    const rest = (side: 'back' | 'lay', price: number, size: bigint) => {
      const placed = market.place({ runnerId, side, price, size, owner: this.owner });
      if (placed.remaining > 0n) sizes.set(placed.orderId, placed.remaining);
    };
    for (let level = 0; level < this.levels; level += 1) {
      const depth = 1 + level * 0.8;
      // A resting lay is what backers take: it shows in the back column.
      if (backIndex - level >= 0) rest('lay', priceAt(backIndex - level), this.size(depth, quote.size));
      if (layIndex + level < ladderLength) rest('back', priceAt(layIndex + level), this.size(depth, quote.size));
    }
    this.resting.set(runnerId, { back: quote.back, lay: quote.lay, size: quote.size, sizes });
  }

  /** Takes the maker's orders off a runner, or off the whole market. */
  withdraw(market: MarketWriter, runnerId?: number): void {
    market.cancelOwner(this.owner, runnerId);
    if (runnerId === undefined) this.resting.clear();
    else this.resting.delete(runnerId);
  }

  /** Whether the maker's orders on the runner are those it rested for `quote`, none of them touched. */
  private restsUntouched(market: MarketWriter, runnerId: number, quote: TwoWayQuote): boolean {
    const last = this.resting.get(runnerId);
    if (last === undefined || last.back !== quote.back || last.lay !== quote.lay || last.size !== quote.size) {
      return false;
    }
    const own = market.orders(runnerId).filter((order) => order.owner === this.owner);
    return own.length === last.sizes.size && own.every((order) => last.sizes.get(order.orderId) === order.remaining);
  }

  /** A level's stake in minor units: the best level's (given or drawn) times the level's depth, to the paisa. */
  private size(depth: number, best?: number): bigint {
    return nearestMinor((best ?? between(this.random, this.minSize, this.maxSize)) * depth);
  }
}
