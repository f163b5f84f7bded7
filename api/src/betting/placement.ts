import { createHash } from 'node:crypto';

import { parseMinor, type PlaceBetRequest, type PlaceBetResult } from '@exchange/contracts';

import type { Queryable } from '../db/database.js';
import { ExchangeError, type MarketWriter, type OrderView } from '../exchange/exchange.js';
import { refused } from '../http/errors.js';
import { toMinorUnits } from '../players/money.js';
import { assertLossRoom } from '../responsible-play/responsible-play.js';
import {
  betById,
  findBetByKey,
  keyIsUsed,
  liveStatus,
  toBet,
  type OpenBet,
  type StoredBet,
  type StoredFill,
} from './bet-store.js';
import { announce, type BettingContext } from './betting-context.js';
import { readMoney, type PlayerMoney } from './exposure-store.js';
import type { GroupStep } from './group-commit.js';
import type { MarketInfo } from './market-store.js';
import { money, shown } from './money-text.js';
import {
  checkProfit,
  checkSideAndOdds,
  checkStake,
  exposureGrowth,
  houseTerms,
  type HouseTerms,
} from './placement-checks.js';
import { cancelSelfMet, lockAndReadMarket, recordNewBet, type NewBet } from './placement-store.js';
import { marketPosition, type PositionBet } from './position.js';
import { exchangeRefusal, notOpen } from './refusals.js';
import { orderSideOf, ownerOf, watch } from './resting-orders.js';

/** How a placement differs from a player's own bet. */
export interface Placement {
  readonly cashOut?: boolean;
  /** The unmatched rest lapses at once instead of resting (a cash out's hedge). */
  readonly fillOrKill?: boolean;
}

/** A placement as checked before its market's turn. */
interface Asked {
  readonly market: MarketInfo;
  readonly playerId: number;
  readonly request: PlaceBetRequest;
  readonly stake: bigint;
  readonly digest: string;
  readonly placement: Placement;
}

/** A placement in its market's turn: with the house's terms when the house matches it. */
interface Order extends Asked {
  readonly house: HouseTerms | null;
}

/** What the market's turn holds for the transaction: the book, and the order the bet left resting in it. */
interface Turn {
  readonly writer: MarketWriter;
  /** The player's own orders resting on the runner before this one. */
  readonly ownResting: readonly OrderView[];
  /** Set once the order rests in the book, so it can be taken out again if the bet is not recorded. */
  restingOrder: string | null;
}

/** How the bet matched: at the house's price in full, or what the book answered. */
interface Matching {
  readonly fills: StoredFill[];
  readonly lapsed: bigint;
  readonly orderId: string | null;
  /** The player's other bets of the market after the book cancelled those this one met. */
  readonly others: readonly OpenBet[];
}

type TurnOutcome = { replayed: true; bet: StoredBet } | { replayed: false; bet: StoredBet; money: PlayerMoney };

/** The digest of what was asked under an idempotency key, so a reuse for another request is refused. */
export function digestOf(request: PlaceBetRequest | { cashOut: string; percent: number }): string {
  const canonical =
    'cashOut' in request
      ? // A full cash out keeps the digest it had before shares could be cashed out.
        request.percent === 100
        ? { cashOut: request.cashOut }
        : { cashOut: request.cashOut, percent: request.percent }
      : {
          marketId: request.marketId,
          runnerId: request.runnerId,
          side: request.side,
          odds: request.odds,
          stake: String(parseMinor(request.stake)),
          acceptBetterOdds: request.acceptBetterOdds ?? null,
          persistence: request.persistence ?? 'KEEP',
        };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('base64url');
}

/**
 * Places a bet: checks what was asked, waits out an in-play delay, then in the market's turn
 * matches it in the book or at the house's price and records it with the exposure it holds.
 * The idempotency key answers the first placement again.
 */
export async function placeBet(
  context: BettingContext,
  playerId: number,
  request: PlaceBetRequest,
  placement: Placement = {},
): Promise<PlaceBetResult> {
  const { db, exchange } = context;
  await context.start();
  const digest = digestOf(request);
  if (await keyIsUsed(db, playerId, request.idempotencyKey)) {
    const earlier = await findBetByKey(db, playerId, request.idempotencyKey);
    if (earlier !== undefined) return replay(db, earlier, digest);
  }

  const stake = parseMinor(request.stake);
  if (stake === null || stake <= 0n) throw refused(400, 'stakeNotPositive');
  const market = await context.marketInfo(request.marketId);
  if (market === null) throw refused(404, 'marketNotFound', { marketId: request.marketId });
  if (!market.runners.some((runner) => runner.id === request.runnerId)) {
    throw refused(400, 'runnerNotInMarket', { runnerId: request.runnerId });
  }
  checkSideAndOdds(market.kind, request);
  if (placement.cashOut !== true) checkStake(context.settings, market.kind, stake);

  const prices = exchange.prices(market.id);
  if (prices === undefined) throw notOpen('CLOSED');
  if (prices.state !== 'OPEN') throw notOpen(prices.state);
  if (prices.inPlay && market.betDelay > 0) {
    // The player sees a countdown; the market and the price are checked again after it.
    await context.wait(market.betDelay * 1000);
  }

  const asked: Asked = { market, playerId, request, stake, digest, placement };
  const outcome = await context.groups.run(market.id, placementStep(context, asked)).catch((error: unknown) => {
    if (error instanceof ExchangeError) throw exchangeRefusal(error, request);
    throw error;
  });
  if (outcome.replayed) return replay(db, outcome.bet, digest);
  announce(context, playerId, outcome.money, [outcome.bet]);
  return result(outcome.bet, outcome.money);
}

/** The answer of a placement made before under the same key, as the bet and the money are now. */
export async function replay(db: Queryable, bet: StoredBet, digest: string): Promise<PlaceBetResult> {
  if (bet.requestDigest !== digest) {
    throw refused(409, 'betKeyReused');
  }
  const player = await readMoney(db, bet.playerId);
  const fresh = await betById(db, bet.id);
  return result(fresh ?? bet, player);
}

function result(bet: StoredBet, held: PlayerMoney): PlaceBetResult {
  return { bet: toBet(bet), balance: Number(held.balance), exposure: Number(held.exposure) };
}

/**
 * The placement as a step of its market's group commit: in the market's turn the market and the
 * price are checked again, then the bet is matched and recorded in the group's transaction.
 */
function placementStep(context: BettingContext, asked: Asked): GroupStep<TurnOutcome> {
  let resting: string | null = null;
  return {
    playerId: asked.playerId,
    async run(tx, writer) {
      const { market, playerId, request, stake, placement } = asked;
      if (writer.state !== 'OPEN') throw notOpen(writer.state);
      const house = market.kind === 'exchange' ? null : houseTerms(context.exchange, market, request);
      if (placement.cashOut !== true) checkProfit(context.settings, market, request, stake, house);
      const owner = ownerOf(playerId);
      const ownResting =
        market.kind === 'exchange' ? writer.orders(request.runnerId).filter((order) => order.owner === owner) : [];
      const turn: Turn = { writer, ownResting, restingOrder: null };
      try {
        const outcome = await placeInTransaction(context.now, tx, turn, { ...asked, house });
        resting = turn.restingOrder;
        return outcome;
      } catch (error) {
        if (turn.restingOrder !== null) {
          // Matches cannot be taken back, but the resting rest of a bet that was not recorded can.
          writer.cancel(turn.restingOrder);
          context.log.error({ err: error, marketId: market.id, playerId }, 'a bet failed after it reached the book');
        }
        throw error;
      } finally {
        if (turn.restingOrder !== null) watch(context, market.id);
      }
    },
    undo(writer) {
      if (resting !== null) writer.cancel(resting);
    },
  };
}

async function placeInTransaction(now: () => Date, tx: Queryable, turn: Turn, order: Order): Promise<TurnOutcome> {
  const { market, playerId, request, stake, house } = order;
  const placedAt = now();
  // The group locked the player's row before its first step. Their money, their other bets on this
  // market, a bet placed before under the same key and the new bet's id in one statement; the lock
  // keeps the bets as read until the commit, so the exposure after the bet is computed from them
  // and what the book answers, not read again. A retry of the same submission that waited behind
  // the first one finds the key taken and answers the first one.
  const claim = await lockAndReadMarket(tx, 'with-read', playerId, market.id, request.idempotencyKey);
  if (claim.earlierId !== null) {
    const earlier = await betById(tx, claim.earlierId);
    if (earlier === undefined) throw new Error('The idempotency key is taken but its bet is missing.');
    return { replayed: true as const, bet: earlier };
  }
  const { newId: betId, bets } = claim;
  const candidate: PositionBet = {
    runnerId: request.runnerId,
    side: request.side,
    odds: request.odds,
    rate: house?.rate ?? null,
    stake,
    // The house matches in full at its price; the book is counted as if nothing matched,
    // which can only overstate what the bet adds to the exposure.
    matchedStake: house === null ? 0n : stake,
    cancelledStake: 0n,
    fills: house === null ? [] : [{ price: house.price, size: stake }],
  };
  // Every refusal comes before the first write (the group's rule).
  await checkRoom(tx, order, claim, candidate, placedAt);

  const { fills, lapsed, orderId, others } =
    house === null
      ? await matchInBook(tx, turn, order, betId, bets, placedAt)
      : { fills: [{ price: house.price, size: stake }], lapsed: 0n, orderId: null, others: bets };
  const matched = fills.reduce((sum, fill) => sum + fill.size, 0n);
  const status = liveStatus({ stake, matchedStake: matched, cancelledStake: lapsed }, 'LAPSED');
  const recorded: PositionBet = { ...candidate, matchedStake: matched, cancelledStake: lapsed, fills };
  const runnerIds = market.runners.map((runner) => runner.id);
  const { exposure } = marketPosition(market.kind, runnerIds, [...others, recorded]);
  const { bet, money: held } = await recordNewBet(tx, betId, newBet(order, placedAt), {
    fills,
    matched,
    lapsed,
    orderId,
    status,
    at: placedAt,
    hold: { playerId, marketId: market.id, exposure },
  });
  return { replayed: false as const, bet, money: held };
}

/** The bet's row as placement writes it. */
function newBet(order: Order, placedAt: Date): NewBet {
  const { market, request, house } = order;
  return {
    idempotencyKey: request.idempotencyKey,
    requestDigest: order.digest,
    marketName: market.name,
    marketType: market.type,
    marketKind: market.kind,
    eventId: market.eventId,
    eventName: market.eventName,
    sportId: market.sportId,
    runnerId: request.runnerId,
    runnerName: market.runners.find((runner) => runner.id === request.runnerId)?.name ?? String(request.runnerId),
    side: request.side,
    odds: request.odds,
    rate: house?.rate ?? null,
    stake: order.stake,
    persistence: request.persistence ?? 'KEEP',
    cashOut: order.placement.cashOut === true,
    placedAt,
  };
}

/** What the bet can add to the exposure within what the player has available, and within their loss limits. */
async function checkRoom(
  tx: Queryable,
  order: Order,
  claim: { readonly player: PlayerMoney; readonly bets: readonly OpenBet[]; readonly lossLimited: boolean },
  candidate: PositionBet,
  placedAt: Date,
): Promise<void> {
  const { market, playerId, placement } = order;
  const { player, bets } = claim;
  const runnerIds = market.runners.map((runner) => runner.id);
  const before = marketPosition(market.kind, runnerIds, bets);
  const needed = exposureGrowth(
    market.kind,
    runnerIds,
    bets,
    before.exposure,
    candidate,
    placement.fillOrKill === true,
  );
  const available = toMinorUnits(player.balance) - toMinorUnits(player.exposure);
  if (needed > 0n && needed > available) {
    throw refused(400, 'insufficientBalance', { available: money(available), needed: shown(needed) });
  }
  // The loss limits count the open exposure of every market, read under the same lock, so
  // bets placed at once on many markets are counted one after another.
  if (claim.lossLimited) {
    await assertLossRoom(tx, playerId, placedAt, { openExposure: toMinorUnits(player.exposure), risk: needed });
  }
}

/** Places the bet's order in the book: what matched, what lapsed, and the order left resting. */
async function matchInBook(
  tx: Queryable,
  turn: Turn,
  order: Order,
  betId: number,
  bets: readonly OpenBet[],
  placedAt: Date,
): Promise<Matching> {
  const { playerId, request, stake, placement } = order;
  const placed = turn.writer.place({
    runnerId: request.runnerId,
    side: orderSideOf(request.side),
    price: request.odds,
    size: stake,
    owner: ownerOf(playerId),
    reference: String(betId),
    persistence: placement.fillOrKill === true ? 'cancel' : 'rest',
  });
  turn.restingOrder = placed.remaining > 0n ? placed.orderId : null;
  const fills = placed.fills.map((fill) => ({ price: fill.price, size: fill.size }));
  const lapsed = placed.lapsed;
  let others: readonly OpenBet[] = bets;
  // The engine cancels the player's own older orders this one would have met.
  if (placed.selfCancelled.length > 0) {
    const met = new Map(
      turn.ownResting
        .filter((resting) => placed.selfCancelled.includes(resting.orderId))
        .map((resting) => [resting.orderId, resting.remaining]),
    );
    others = await cancelSelfMet(tx, bets, met, placedAt);
  }
  return { fills, lapsed, orderId: turn.restingOrder, others };
}
