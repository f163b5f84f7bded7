import type { Bet } from '@exchange/contracts';

import { groupBy } from '../collections.js';
import type { Queryable } from '../db/database.js';
import type { MarketWriter } from '../exchange/exchange.js';
import { refused } from '../http/errors.js';
import {
  betsByIds,
  openBetsOfMarket,
  playerBetsByIds,
  stillResting,
  toBet,
  unmatchedOf,
  type StoredBet,
} from './bet-store.js';
import { announce, type BettingContext } from './betting-context.js';
import { holdMarketExposure, lockPlayer, readMoney, updateTotalExposure, type PlayerMoney } from './exposure-store.js';
import type { MarketInfo } from './market-store.js';
import { marketPosition } from './position.js';
import { addCancelled } from './resting-store.js';

/** Recomputes the player's exposure on the market from its bets, and the total over markets. */
async function holdExposure(tx: Queryable, playerId: number, market: MarketInfo): Promise<PlayerMoney> {
  const bets = await openBetsOfMarket(tx, playerId, market.id);
  const { exposure } = marketPosition(
    market.kind,
    market.runners.map((runner) => runner.id),
    bets,
  );
  return holdMarketExposure(tx, playerId, market.id, exposure);
}

/** Writes the cancelled or lapsed unmatched parts, one transaction per player, then tells them. */
export async function recordUnmatchedEnd(
  context: BettingContext,
  marketId: string,
  ended: readonly { bet: StoredBet; size: bigint }[],
  reason: 'CANCELLED' | 'LAPSED',
): Promise<StoredBet[]> {
  const market = await context.marketInfo(marketId);
  const changed: StoredBet[] = [];
  for (const [playerId, list] of groupBy(ended, (entry) => entry.bet.playerId)) {
    const at = context.now();
    const { held, bets } = await context.db.transaction(async (tx) => {
      await lockPlayer(tx, playerId);
      for (const { bet, size } of list) await addCancelled(tx, bet.id, size, reason, at);
      const held = market === null ? await updateTotalExposure(tx, playerId) : await holdExposure(tx, playerId, market);
      const bets = await betsByIds(
        tx,
        list.map((entry) => entry.bet.id),
      );
      return { held, bets };
    });
    changed.push(...bets);
    announce(context, playerId, held, bets);
  }
  return changed;
}

/** Takes the unmatched parts of the player's bets out of the books; matched parts stay. */
export async function cancelBets(
  context: BettingContext,
  playerId: number,
  betIds: readonly number[],
): Promise<{ bets: Bet[]; balance: number; exposure: number }> {
  const { db, exchange } = context;
  const found = await playerBetsByIds(db, playerId, betIds);
  const missing = betIds.find((id) => !found.some((bet) => bet.id === id));
  if (missing !== undefined) throw refused(404, 'betNotFound', { betId: missing });
  for (const [marketId, bets] of groupBy(found, (bet) => bet.marketId)) {
    const cancellable = bets.filter((bet) => bet.orderId !== null && bet.settledAt === null);
    if (cancellable.length === 0) continue;
    const cancel = async (writer: MarketWriter | null) => {
      // Read again in the market's turn: a fill may have landed since.
      const fresh = await stillResting(
        db,
        cancellable.map((bet) => bet.id),
      );
      const ended = fresh.map((bet) => ({
        bet,
        size: writer === null || bet.orderId === null ? unmatchedOf(bet) : (writer.cancel(bet.orderId)?.size ?? 0n),
      }));
      await recordUnmatchedEnd(context, marketId, ended, 'CANCELLED');
    };
    if (exchange.hasMarket(marketId)) await exchange.withMarket(marketId, cancel);
    else await cancel(null);
  }
  const bets = await playerBetsByIds(db, playerId, betIds);
  const held = await readMoney(db, playerId);
  return {
    bets: betIds.flatMap((id) => bets.filter((bet) => bet.id === id).map(toBet)),
    balance: Number(held.balance),
    exposure: Number(held.exposure),
  };
}
