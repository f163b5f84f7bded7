import { parseMinor, type PlaceBetRequest, type PlaceBetResult, type ReplaceBetRequest } from '@exchange/contracts';

import { refused } from '../http/errors.js';
import { keyIsUsed, playerBetsByIds, unmatchedOf } from './bet-store.js';
import type { BettingContext } from './betting-context.js';
import { cancelBets } from './cancellation.js';
import { checkProfit, checkSideAndOdds, checkStake } from './placement-checks.js';
import { placeBet } from './placement.js';
import { notOpen } from './refusals.js';

/**
 * Changes the price and stake of a bet's unmatched part on an exchange market: a cancel of that part
 * and a new bet on the same runner and side, with the same in-play choice, under the request's
 * idempotency key. The new bet joins the back of the queue at its price (the engine cancels whole
 * orders; no part of an edit keeps its place); the matched part stays as it was.
 *
 * The new bet's own checks (price, stake, profit limit, an open market) come first, so an edit they
 * refuse leaves the bet as it was. A placement refused after the cancel (the market suspended in
 * between, the player's limits) leaves the unmatched part cancelled, and its refusal is the answer.
 * The same request sent again answers the new bet again.
 */
export async function replaceBet(
  context: BettingContext,
  playerId: number,
  request: ReplaceBetRequest,
): Promise<PlaceBetResult> {
  const [bet] = await playerBetsByIds(context.db, playerId, [request.betId]);
  if (bet === undefined) throw refused(404, 'betNotFound', { betId: request.betId });
  const placement: PlaceBetRequest = {
    idempotencyKey: request.idempotencyKey,
    marketId: bet.marketId,
    runnerId: bet.runnerId,
    side: bet.side,
    odds: request.odds,
    stake: request.stake,
    persistence: bet.persistence,
  };
  if (await keyIsUsed(context.db, playerId, request.idempotencyKey)) return placeBet(context, playerId, placement);
  if (bet.marketKind !== 'exchange' || bet.orderId === null || bet.settledAt !== null || unmatchedOf(bet) <= 0n) {
    throw refused(409, 'betNotEditable', { betId: bet.id });
  }
  const market = await context.marketInfo(bet.marketId);
  if (market === null) throw refused(404, 'marketNotFound', { marketId: bet.marketId });
  const stake = parseMinor(request.stake);
  if (stake === null || stake <= 0n) throw refused(400, 'stakeNotPositive');
  checkSideAndOdds(market.kind, placement);
  checkStake(context.settings, market.kind, stake);
  checkProfit(context.settings, market, placement, stake, null);
  const prices = context.exchange.prices(market.id);
  if (prices === undefined) throw notOpen('CLOSED');
  if (prices.state !== 'OPEN') throw notOpen(prices.state);

  await cancelBets(context, playerId, [bet.id]);
  return placeBet(context, playerId, placement);
}
