/** Which way an order bets: a back wants the runner to win, a lay that it does not. */
export type OrderSide = 'back' | 'lay';

/** An order resting in a book. Prices are in hundredths of odds, sizes in minor units (paise). */
export interface RestingOrder {
  readonly id: string;
  readonly owner: string;
  readonly side: OrderSide;
  readonly price: number;
  /** The backer's stake still unmatched, in minor units. */
  remaining: bigint;
  /** Arrival order in the engine: ties at one price go to the lower. */
  readonly sequence: number;
  readonly reference: string | null;
}

/** One match of a taker's order against a resting one, at the resting order's price. */
export interface BookFill {
  readonly maker: RestingOrder;
  readonly price: number;
  /** In minor units. */
  readonly size: bigint;
}

/** The aggregated amount at one price, in hundredths and minor units. */
export interface BookLevel {
  readonly price: number;
  readonly size: bigint;
}

interface Side {
  /** Prices with orders, best for a taker first. */
  readonly prices: number[];
  readonly queues: Map<number, RestingOrder[]>;
  /** Whether `a` is a better price than `b` for the taker of this side's orders. */
  readonly better: (a: number, b: number) => boolean;
}

const newSide = (better: (a: number, b: number) => boolean): Side => ({ prices: [], queues: new Map(), better });

/**
 * One runner's book with price-time priority. Resting backs want at least their price, resting lays
 * accept at most theirs; a back and a lay meet when the back's price is at or below the lay's.
 *
 * Players read it the usual exchange way: the "back" column is what a backer can take now, i.e.
 * the resting lays, highest first; the "lay" column is what a layer can take, the resting backs,
 * lowest first. Matching never leaves the book crossed: the best resting lay is always below the
 * best resting back.
 */
export class RunnerBook {
  /** Resting back orders; a taking lay wants the lowest first. */
  private readonly backs = newSide((a, b) => a < b);
  /** Resting lay orders; a taking back wants the highest first. */
  private readonly lays = newSide((a, b) => a > b);
  private readonly byId = new Map<string, RestingOrder>();

  /**
   * Matches an incoming order against the opposite side as far as its price allows, oldest first at
   * each price. Resting orders of `owner` that it would meet are cancelled instead (self-trade
   * prevention) and returned in `selfCancelled`. The caller decides whether the rest then rests.
   */
  match(
    owner: string,
    side: OrderSide,
    price: number,
    size: bigint,
  ): { fills: BookFill[]; remaining: bigint; selfCancelled: RestingOrder[] } {
    const opposite = side === 'back' ? this.lays : this.backs;
    const crosses = (resting: number) => (side === 'back' ? resting >= price : resting <= price);
    const fills: BookFill[] = [];
    const selfCancelled: RestingOrder[] = [];
    let remaining = size;
    while (remaining > 0n) {
      const best = opposite.prices[0];
      if (best === undefined || !crosses(best)) break;
      const queue = opposite.queues.get(best) ?? [];
      const maker = queue[0];
      if (maker === undefined) {
        this.dropLevel(opposite, best);
        continue;
      }
      if (maker.owner === owner) {
        this.remove(maker);
        selfCancelled.push(maker);
        continue;
      }
      const matched = remaining < maker.remaining ? remaining : maker.remaining;
      maker.remaining -= matched;
      remaining -= matched;
      fills.push({ maker, price: best, size: matched });
      if (maker.remaining === 0n) this.remove(maker);
    }
    return { fills, remaining, selfCancelled };
  }

  /** Puts an order in the book behind those already at its price. Call only after `match`. */
  rest(order: RestingOrder): void {
    const side = order.side === 'back' ? this.backs : this.lays;
    let queue = side.queues.get(order.price);
    if (queue === undefined) {
      queue = [];
      side.queues.set(order.price, queue);
      const at = side.prices.findIndex((price) => side.better(order.price, price));
      side.prices.splice(at === -1 ? side.prices.length : at, 0, order.price);
    }
    queue.push(order);
    this.byId.set(order.id, order);
  }

  /** Takes an order out; answers it as it was, or undefined when it is not resting here. */
  cancel(orderId: string): RestingOrder | undefined {
    const order = this.byId.get(orderId);
    if (order !== undefined) this.remove(order);
    return order;
  }

  order(orderId: string): RestingOrder | undefined {
    return this.byId.get(orderId);
  }

  /** Every resting order, for inspection and for cancelling one owner's orders. */
  orders(): RestingOrder[] {
    return [...this.byId.values()];
  }

  /** What a backer can take: resting lays, highest price first. */
  availableToBack(depth = 3): BookLevel[] {
    return this.levels(this.lays, depth);
  }

  /** What a layer can take: resting backs, lowest price first. */
  availableToLay(depth = 3): BookLevel[] {
    return this.levels(this.backs, depth);
  }

  private levels(side: Side, depth: number): BookLevel[] {
    return side.prices.slice(0, depth).map((price) => ({
      price,
      size: (side.queues.get(price) ?? []).reduce((sum, order) => sum + order.remaining, 0n),
    }));
  }

  private remove(order: RestingOrder): void {
    const side = order.side === 'back' ? this.backs : this.lays;
    const queue = side.queues.get(order.price);
    if (queue !== undefined) {
      const at = queue.indexOf(order);
      if (at !== -1) queue.splice(at, 1);
      if (queue.length === 0) this.dropLevel(side, order.price);
    }
    this.byId.delete(order.id);
  }

  private dropLevel(side: Side, price: number): void {
    side.queues.delete(price);
    const at = side.prices.indexOf(price);
    if (at !== -1) side.prices.splice(at, 1);
  }
}
