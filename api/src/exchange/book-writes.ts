import type { CancelledOrder, Fill, OrderRequest, PlaceOrderResult } from './exchange.js';
import { toOdds, type MarketEntry } from './market-entry.js';
import type { RunnerBook } from './order-book.js';

/** What one job has done to its market: how many changes, and the fills to tell of once it ends. */
export interface JobChanges {
  count: number;
  readonly fills: Fill[];
}

/** An order the engine has checked: its runner's book, its price in hundredths, its size in minor units. */
export interface AcceptedOrder {
  readonly request: OrderRequest;
  readonly book: RunnerBook;
  readonly price: number;
  readonly size: bigint;
}

/** What the engine gives an accepted order: its id and arrival sequence, its time, and fill numbers. */
export interface OrderStamp {
  readonly orderId: string;
  readonly sequence: number;
  readonly matchedAt: string;
  /** The next engine-wide fill sequence, counted up once per fill. */
  readonly nextFillSequence: () => number;
}

/**
 * Matches an accepted order against its runner's book, rests what is left unless it lapses, and
 * records the fills and whether the market changed.
 */
export function matchOrder(
  entry: MarketEntry,
  { request: order, book, price, size }: AcceptedOrder,
  { orderId, sequence, matchedAt, nextFillSequence }: OrderStamp,
  changes: JobChanges,
): PlaceOrderResult {
  const reference = order.reference ?? null;
  const result = book.match(order.owner, order.side, price, size);
  const ownFills = result.fills.map((fill): Fill => ({
    sequence: nextFillSequence(),
    marketId: entry.id,
    runnerId: order.runnerId,
    price: toOdds(fill.price),
    size: fill.size,
    takerOrderId: orderId,
    takerOwner: order.owner,
    takerSide: order.side,
    takerReference: reference,
    makerOrderId: fill.maker.id,
    makerOwner: fill.maker.owner,
    makerReference: fill.maker.reference,
    matchedAt,
  }));
  const matched = size - result.remaining;
  entry.totalMatched += matched;
  let resting = 0n;
  if (result.remaining > 0n && (order.persistence ?? 'rest') === 'rest') {
    resting = result.remaining;
    book.rest({ id: orderId, owner: order.owner, side: order.side, price, remaining: resting, sequence, reference });
  }
  changes.fills.push(...ownFills);
  if (matched > 0n || resting > 0n || result.selfCancelled.length > 0) changes.count += 1;
  return {
    orderId,
    fills: ownFills,
    matched,
    remaining: resting,
    lapsed: result.remaining - resting,
    selfCancelled: result.selfCancelled.map((cancelled) => cancelled.id),
  };
}

/** Takes one order out of a runner's book; answers what was taken, or undefined when it is not there. */
function cancelFrom(
  changes: JobChanges,
  runnerId: number,
  book: RunnerBook,
  orderId: string,
): CancelledOrder | undefined {
  const order = book.cancel(orderId);
  if (order === undefined) return undefined;
  changes.count += 1;
  return {
    orderId: order.id,
    owner: order.owner,
    runnerId,
    side: order.side,
    price: toOdds(order.price),
    size: order.remaining,
    reference: order.reference,
  };
}

/** Cancels an order wherever in the market it rests; undefined when it rests nowhere. */
export function cancelOrderIn(entry: MarketEntry, changes: JobChanges, orderId: string): CancelledOrder | undefined {
  for (const [runnerId, book] of entry.books) {
    const cancelled = cancelFrom(changes, runnerId, book, orderId);
    if (cancelled !== undefined) return cancelled;
  }
  return undefined;
}

/** Cancels every resting order of `owner` (on one runner, or all); answers how many. */
export function cancelOwnerIn(entry: MarketEntry, changes: JobChanges, owner: string, runnerId?: number): number {
  let count = 0;
  for (const [id, book] of entry.books) {
    if (runnerId !== undefined && id !== runnerId) continue;
    for (const order of book.orders()) {
      if (order.owner === owner && cancelFrom(changes, id, book, order.id) !== undefined) count += 1;
    }
  }
  return count;
}
