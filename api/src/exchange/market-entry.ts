import {
  minorToNumber,
  type MarketKind,
  type MarketPrices,
  type MarketState,
  type RunnerPrices,
} from '@exchange/contracts';

import type { HouseQuote, MarketDefinition, OrderView } from './exchange.js';
import { RunnerBook, type RestingOrder } from './order-book.js';

/** A market as the engine keeps it: its books (exchange) or house quotes, and its running totals. */
export interface MarketEntry {
  readonly id: string;
  readonly kind: MarketKind;
  state: MarketState;
  inPlay: boolean;
  readonly betDelay: number;
  readonly runnerIds: readonly number[];
  readonly books: Map<number, RunnerBook>;
  readonly house: Map<number, HouseQuote>;
  /** In minor units. */
  totalMatched: bigint;
  version: number;
}

/** Odds → hundredths of odds, as the books count prices. */
export const toHundredths = (odds: number): number => Math.round(odds * 100);
/** Hundredths of odds → odds, as callers see prices. */
export const toOdds = (hundredths: number): number => hundredths / 100;

/** A resting order as callers see it, in minor units and odds. */
export const orderView = (runnerId: number, order: RestingOrder): OrderView => ({
  orderId: order.id,
  owner: order.owner,
  runnerId,
  side: order.side,
  price: toOdds(order.price),
  remaining: order.remaining,
  reference: order.reference,
});

/** A newly added market: exchange runners get empty books, house-quoted ones no quotes yet. */
export function newMarketEntry(definition: MarketDefinition): MarketEntry {
  const books = new Map<number, RunnerBook>();
  if (definition.kind === 'exchange') {
    for (const runnerId of definition.runnerIds) books.set(runnerId, new RunnerBook());
  }
  return {
    id: definition.id,
    kind: definition.kind,
    state: definition.state,
    inPlay: definition.inPlay,
    betDelay: definition.betDelay,
    runnerIds: [...definition.runnerIds],
    books,
    house: new Map(),
    totalMatched: definition.totalMatched ?? 0n,
    version: 1,
  };
}

/**
 * The market's prices as players see them: `depth` levels a side of each book, or the house's
 * quotes. Sizes leave the engine here as the JSON numbers of the prices call (contracts money).
 */
export function marketPrices(entry: MarketEntry, depth: number): MarketPrices {
  const runners: RunnerPrices[] = entry.runnerIds.map((runnerId) => {
    if (entry.kind === 'exchange') {
      const book = entry.books.get(runnerId);
      const level = ({ price, size }: { price: number; size: bigint }) => ({
        price: toOdds(price),
        size: minorToNumber(size),
      });
      return {
        runnerId,
        back: (book?.availableToBack(depth) ?? []).map(level),
        lay: (book?.availableToLay(depth) ?? []).map(level),
      };
    }
    const quote = entry.house.get(runnerId);
    if (entry.kind === 'bookmaker') {
      return { runnerId, back: [...(quote?.back ?? [])], lay: [...(quote?.lay ?? [])] };
    }
    return { runnerId, no: quote?.no ?? null, yes: quote?.yes ?? null };
  });
  return {
    marketId: entry.id,
    state: entry.state,
    inPlay: entry.inPlay,
    totalMatched: minorToNumber(entry.totalMatched),
    version: entry.version,
    runners,
  };
}
