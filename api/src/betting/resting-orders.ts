import type { BetSide } from '@exchange/contracts';

import { groupBy } from '../collections.js';
import type { Queryable } from '../db/database.js';
import type { Fill, MarketWriter, OrderSide } from '../exchange/exchange.js';
import { restingBets, restingBetsOfMarket, setRestingOrder, unmatchedOf, type StoredBet } from './bet-store.js';
import { announce, type BettingContext } from './betting-context.js';
import { recordUnmatchedEnd } from './cancellation.js';
import type { PlayerMoney } from './exposure-store.js';
import { StepFailure } from './group-commit.js';
import type { MarketInfo } from './market-store.js';
import { lockAndReadMarket, lockModeOf, type LockMode } from './placement-store.js';
import { marketPosition } from './position.js';
import { recordFill } from './resting-store.js';

/** The engine's owner of a player's orders. */
export const ownerOf = (playerId: number): string => `player:${playerId}`;

/** The side of the book a bet's order takes: a lay (or a fancy NO) lays, the rest back. */
export const orderSideOf = (side: BetSide): OrderSide => (side === 'LAY' || side === 'NO' ? 'lay' : 'back');

const playerOfOwner = (owner: string): number | null => {
  const match = /^player:(\d+)$/.exec(owner);
  return match?.[1] === undefined ? null : Number(match[1]);
};

function isResting(context: BettingContext, bet: StoredBet): boolean {
  const { exchange } = context;
  if (bet.orderId === null || !exchange.hasMarket(bet.marketId)) return false;
  return exchange
    .orders(bet.marketId, bet.runnerId)
    .some(
      (order) =>
        order.orderId === bet.orderId && order.owner === ownerOf(bet.playerId) && order.reference === String(bet.id),
    );
}

/**
 * Orders live in the engine's memory and bets in the database: after a restart the books are
 * empty, so each bet still resting is placed again, in the order the bets were placed, for what is
 * unmatched. One that meets the book as it stands now (the market maker has quoted again) matches
 * as any bet would; the rest rests behind the orders already there. A bet whose market is gone,
 * not open, or in play when the bet was to lapse at the off, lapses as it would have.
 */
export async function recoverResting(context: BettingContext): Promise<void> {
  const open = await restingBets(context.db);
  const orphans = open.filter((bet) => !isResting(context, bet));
  for (const bet of open) if (isResting(context, bet)) watch(context, bet.marketId);
  for (const [marketId, bets] of groupBy(orphans, (bet) => bet.marketId)) {
    const lapsing = context.exchange.hasMarket(marketId)
      ? await context.exchange.withMarket(marketId, (writer) => restoreInTurn(context, writer, bets))
      : bets.map((bet) => ({ bet, size: unmatchedOf(bet) }));
    if (lapsing.length > 0) await recordUnmatchedEnd(context, marketId, lapsing, 'LAPSED');
    if (lapsing.length < bets.length) watch(context, marketId);
  }
}

/** In the market's turn: places the bets' unmatched parts again; answers what lapses instead. */
async function restoreInTurn(
  context: BettingContext,
  writer: MarketWriter,
  bets: readonly StoredBet[],
): Promise<{ bet: StoredBet; size: bigint }[]> {
  const mayRest = (bet: StoredBet) =>
    writer.kind === 'exchange' && writer.state === 'OPEN' && !(writer.inPlay && bet.persistence === 'CANCEL');
  const lapsing = bets.filter((bet) => !mayRest(bet)).map((bet) => ({ bet, size: unmatchedOf(bet) }));
  const restored = new Map<string, { bet: StoredBet; size: bigint }>();
  for (const bet of bets.filter(mayRest)) {
    const placed = writer.place({
      runnerId: bet.runnerId,
      side: orderSideOf(bet.side),
      price: bet.odds,
      size: unmatchedOf(bet),
      owner: ownerOf(bet.playerId),
      reference: String(bet.id),
    });
    await setRestingOrder(context.db, bet.id, placed.remaining > 0n ? placed.orderId : null);
    for (const fill of placed.fills) await recordRestingFill(context, fill, bet.playerId, bet.id);
    if (placed.remaining > 0n) restored.set(placed.orderId, { bet, size: placed.remaining });
    // Orders of one player that rested together do not meet again; should the book say otherwise,
    // the orders it took out lapse.
    for (const orderId of placed.selfCancelled) {
      const met = restored.get(orderId);
      if (met !== undefined) lapsing.push(met);
    }
  }
  return lapsing;
}

/** A player's resting order matched by a later taker (another player, the market maker, the crowd). */
export function onFill(context: BettingContext, fill: Fill): void {
  const playerId = playerOfOwner(fill.makerOwner);
  if (playerId === null || fill.makerReference === null) return;
  const betId = Number(fill.makerReference);
  // In the market's own turn (its group commit), so the record lands before any later change of that market's bets.
  context.track(
    (async () => {
      const market = await context.marketInfo(fill.marketId);
      if (market === null) return;
      const { held, bet } = await context.groups.run(market.id, {
        playerId,
        run: (tx) => writeFill(tx, 'with-read', market, fill, playerId, betId),
      });
      announce(context, playerId, held, [bet]);
    })(),
  );
}

/** A fill of a bet's order when the bet is placed again in the book (inside the market's turn). */
async function recordRestingFill(context: BettingContext, fill: Fill, playerId: number, betId: number): Promise<void> {
  const market = await context.marketInfo(fill.marketId);
  if (market === null) return;
  const lockMode = lockModeOf(context.db);
  const { held, bet } = await context.db.transaction((tx) => writeFill(tx, lockMode, market, fill, playerId, betId));
  announce(context, playerId, held, [bet]);
}

/** Writes the fill of the player's bet with the exposure it leaves, computed from their bets of the market as read. */
async function writeFill(
  tx: Queryable,
  lockMode: LockMode,
  market: MarketInfo,
  fill: Fill,
  playerId: number,
  betId: number,
): Promise<{ held: PlayerMoney; bet: StoredBet }> {
  const size = fill.size;
  const { bets } = await lockAndReadMarket(tx, lockMode, playerId, market.id);
  const filled = bets.find((open) => open.id === betId);
  // Read only so far: the fill fails alone, and the other steps of its group go on.
  if (filled === undefined) throw new StepFailure(`Bet ${betId} of a fill is missing`);
  // The exposure after the fill, from the bets as read and the fill, so it is written
  // with the fill in the same statement.
  const after = bets.map((open) =>
    open === filled
      ? {
          ...open,
          matchedStake: open.matchedStake + size,
          fills: [...open.fills, { price: fill.price, size }],
        }
      : open,
  );
  const { exposure } = marketPosition(
    market.kind,
    market.runners.map((runner) => runner.id),
    after,
  );
  return recordFill(tx, {
    bet: filled,
    playerId,
    marketId: market.id,
    price: fill.price,
    size,
    matchedAt: fill.matchedAt,
    exposure,
  });
}

/** Watches a market where a player's order rests, for in-play and close. */
export function watch(context: BettingContext, marketId: string): void {
  if (context.resting.has(marketId)) return;
  context.resting.set(marketId, { inPlay: context.exchange.prices(marketId)?.inPlay ?? false });
}

/** Unmatched bets kept only until the off lapse when the market turns in play; all lapse at close. */
export function onMarketChange(context: BettingContext, marketId: string): void {
  const { exchange, resting } = context;
  const seen = resting.get(marketId);
  if (seen === undefined) return;
  const prices = exchange.prices(marketId);
  if (prices === undefined) return;
  if (prices.state === 'CLOSED') {
    resting.delete(marketId);
    context.track(exchange.withMarket(marketId, (writer) => lapseInTurn(context, writer, 'all')));
  } else if (prices.inPlay && !seen.inPlay) {
    seen.inPlay = true;
    context.track(exchange.withMarket(marketId, (writer) => lapseInTurn(context, writer, 'cancel-at-in-play')));
  }
}

/** In the market's turn: takes the resting orders out of the book and records their unmatched parts as lapsed. */
export async function lapseInTurn(
  context: BettingContext,
  writer: MarketWriter,
  which: 'all' | 'cancel-at-in-play',
): Promise<void> {
  const bets = await restingBetsOfMarket(context.db, writer.id, which);
  const ended = bets.map((bet) => ({
    bet,
    size: bet.orderId === null ? 0n : (writer.cancel(bet.orderId)?.size ?? 0n),
  }));
  await recordUnmatchedEnd(context, writer.id, ended, 'LAPSED');
}
