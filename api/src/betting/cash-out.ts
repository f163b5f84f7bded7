import { cashOut as cashOutHedge, minorToNumber, type CashOutResult, type PlaceBetResult } from '@exchange/contracts';

import { refused } from '../http/errors.js';
import { expectedProfitLoss } from './bet-queries.js';
import { findBetByKey, openBetsOfMarket, setRequestDigest } from './bet-store.js';
import type { BettingContext } from './betting-context.js';
import { digestOf, placeBet, replay } from './placement.js';
import { matchedRunnerBets } from './position.js';

/**
 * Evens out the player's matched position on an exchange market at the current best prices
 * (exchange-math `cashOut`), placing the hedge through the same path as any bet; what the book
 * cannot match at once lapses. The idempotency key answers the first cash out again. `percent`
 * below 100 evens out that share of the position (the hedge's stake is that share of the full one).
 */
export async function cashOut(
  context: BettingContext,
  playerId: number,
  idempotencyKey: string,
  marketId: string,
  percent = 100,
): Promise<CashOutResult> {
  const { db } = context;
  const digest = digestOf({ cashOut: marketId, percent });
  const earlier = await findBetByKey(db, playerId, idempotencyKey);
  if (earlier !== undefined) return cashOutResult(context, playerId, await replay(db, earlier, digest), percent);
  if (!Number.isInteger(percent) || percent < 1 || percent > 100) throw refused(400, 'cashOutShare');
  const market = await context.marketInfo(marketId);
  if (market === null) throw refused(404, 'marketNotFound', { marketId });
  if (market.kind !== 'exchange') throw refused(400, 'cashOutExchangeOnly');
  const bets = await openBetsOfMarket(db, playerId, marketId);
  const prices = context.exchange.prices(marketId);
  if (prices === undefined || prices.state !== 'OPEN') throw refused(409, 'cashOutMarketNotOpen');
  const best = new Map(
    prices.runners.map((runner) => [
      runner.runnerId,
      { back: runner.back?.[0]?.price ?? null, lay: runner.lay?.[0]?.price ?? null },
    ]),
  );
  const hedge = cashOutHedge(
    market.runners.map((runner) => runner.id),
    matchedRunnerBets(bets),
    best,
    percent,
  );
  if (hedge === null) throw refused(409, 'nothingToCashOut');
  const result = await placeBet(
    context,
    playerId,
    {
      idempotencyKey,
      marketId,
      runnerId: hedge.runnerId,
      side: hedge.side,
      odds: hedge.odds,
      stake: minorToNumber(hedge.stake),
      persistence: 'CANCEL',
    },
    { cashOut: true, fillOrKill: true },
  );
  // The hedge is stored under the cash out's digest, so a retry of the cash out finds it.
  await setRequestDigest(db, playerId, idempotencyKey, digest);
  return cashOutResult(context, playerId, result, percent);
}

/** A cash out's answer: the hedge's, with the share cashed out and the market's P/L per runner now. */
async function cashOutResult(
  context: BettingContext,
  playerId: number,
  placed: PlaceBetResult,
  percent: number,
): Promise<CashOutResult> {
  const [market] = await expectedProfitLoss(context, playerId, { marketId: placed.bet.marketId });
  return { ...placed, percent, runners: market?.runners ?? [] };
}
