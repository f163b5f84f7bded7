import type { Bet, BetSide, BetStatus, InPlayPersistence, MarketKind } from '@exchange/contracts';

import type { Queryable } from '../db/database.js';
import { toSignedMinorUnits } from '../ledger/ledger.js';
import { toMinorUnits } from '../players/money.js';

/** A bet as stored, with its fills; amounts in minor units, prices as numbers. */
export interface StoredBet {
  readonly id: number;
  readonly playerId: number;
  readonly idempotencyKey: string;
  readonly requestDigest: string;
  readonly marketId: string;
  readonly marketName: string;
  readonly marketType: string;
  readonly marketKind: MarketKind;
  readonly eventId: number;
  readonly eventName: string;
  readonly sportId: number;
  readonly runnerId: number;
  readonly runnerName: string;
  readonly side: BetSide;
  readonly odds: number;
  readonly rate: number | null;
  readonly stake: bigint;
  readonly matchedStake: bigint;
  readonly cancelledStake: bigint;
  readonly persistence: InPlayPersistence;
  readonly status: BetStatus;
  readonly orderId: string | null;
  readonly cashOut: boolean;
  readonly placedAt: string;
  readonly settledAt: string | null;
  readonly profitLoss: bigint | null;
  readonly fills: readonly StoredFill[];
}

export interface StoredFill {
  readonly price: number;
  readonly size: bigint;
}

export type BetRow = {
  readonly id: number;
  readonly player_id: number;
  readonly idempotency_key: string;
  readonly request_digest: string;
  readonly market_id: string;
  readonly market_name: string;
  readonly market_type: string;
  readonly market_kind: MarketKind;
  readonly event_id: number;
  readonly event_name: string;
  readonly sport_id: number;
  readonly runner_id: number;
  readonly runner_name: string;
  readonly side: BetSide;
  readonly odds: string;
  readonly rate: string | null;
  readonly stake: string;
  readonly matched_stake: string;
  readonly cancelled_stake: string;
  readonly persistence: InPlayPersistence;
  readonly status: BetStatus;
  readonly order_id: string | null;
  readonly cash_out: boolean;
  readonly placed_at: Date | string;
  readonly settled_at: Date | string | null;
  readonly profit_loss: string | null;
};

/** A bet's fills as the one-statement read returns them: `[price, size]` as text, in match order. */
type FillsColumn = readonly (readonly [string, string])[] | string | null;

export const betColumns = `id, player_id, idempotency_key, request_digest, market_id, market_name, market_type, market_kind,
  event_id, event_name, sport_id, runner_id, runner_name, side, odds::text AS odds, rate::text AS rate,
  stake::text AS stake, matched_stake::text AS matched_stake, cancelled_stake::text AS cancelled_stake,
  persistence, status, order_id, cash_out, placed_at, settled_at, profit_loss::text AS profit_loss`;

/** Signed numeric text ("-12.50") in minor units. */
export const signedMinor = (text: string): bigint => toSignedMinorUnits(text);

export const toStoredBet = (row: BetRow, fills: readonly StoredFill[]): StoredBet => ({
  ...positionFromRow(row),
  playerId: row.player_id,
  idempotencyKey: row.idempotency_key,
  requestDigest: row.request_digest,
  marketId: row.market_id,
  marketName: row.market_name,
  marketType: row.market_type,
  marketKind: row.market_kind,
  eventId: row.event_id,
  eventName: row.event_name,
  sportId: row.sport_id,
  runnerName: row.runner_name,
  persistence: row.persistence,
  cashOut: row.cash_out,
  placedAt: new Date(row.placed_at).toISOString(),
  settledAt: row.settled_at === null ? null : new Date(row.settled_at).toISOString(),
  profitLoss: row.profit_loss === null ? null : signedMinor(row.profit_loss),
  fills,
});

// The fills come with their bet in the same statement (one round trip, by bet_fills_bet_idx), as
// text so no amount passes through a float.
export const fillsColumn = `COALESCE((SELECT json_agg(json_build_array(f.price::text, f.size::text) ORDER BY f.id)
  FROM bet_fills f WHERE f.bet_id = bets.id), '[]') AS fills`;

/**
 * What placement and a resting order's fill read of the player's other open bets on a market: their
 * position (side, odds, amounts, fills) and their order, not their names and times, which only the
 * answer of a bet shows.
 */
export type OpenBet = Pick<
  StoredBet,
  | 'id'
  | 'runnerId'
  | 'side'
  | 'odds'
  | 'rate'
  | 'stake'
  | 'matchedStake'
  | 'cancelledStake'
  | 'orderId'
  | 'status'
  | 'fills'
>;

export const openBetColumns = `id, runner_id, side, odds::text AS odds, rate::text AS rate, stake::text AS stake,
  matched_stake::text AS matched_stake, cancelled_stake::text AS cancelled_stake, order_id, status`;

export type OpenBetRow = Pick<
  BetRow,
  'id' | 'runner_id' | 'side' | 'odds' | 'rate' | 'stake' | 'matched_stake' | 'cancelled_stake' | 'order_id' | 'status'
> & { readonly fills: unknown };

/** A bet's position and order, from the columns `openBetColumns` reads (a whole bet's row has them too). */
function positionFromRow(row: Omit<OpenBetRow, 'fills'>): Omit<OpenBet, 'fills'> {
  return {
    id: row.id,
    runnerId: row.runner_id,
    side: row.side,
    odds: Number(row.odds),
    rate: row.rate === null ? null : Number(row.rate),
    stake: toMinorUnits(row.stake),
    matchedStake: toMinorUnits(row.matched_stake),
    cancelledStake: toMinorUnits(row.cancelled_stake),
    orderId: row.order_id,
    status: row.status,
  };
}

/** A bet read with `openBetColumns` and `fillsColumn`. */
export const openBetFromRow = (row: OpenBetRow): OpenBet => ({
  ...positionFromRow(row),
  fills: parseFills(row.fills as FillsColumn),
});

/** Reads bets by a WHERE clause over `bets`, with their fills, in the order given: one statement. */
export async function selectBets(
  db: Queryable,
  where: string,
  params: readonly unknown[],
  order = 'id',
): Promise<StoredBet[]> {
  const rows = await db.query<BetRow & { fills: FillsColumn }>(
    `SELECT ${betColumns}, ${fillsColumn} FROM bets WHERE ${where} ORDER BY ${order}`,
    params,
  );
  return rows.map(betFromRow);
}

/** A bet read with `betColumns` and `fillsColumn`. */
export const betFromRow = (row: BetRow & { readonly fills: unknown }): StoredBet =>
  toStoredBet(row, parseFills(row.fills as FillsColumn));

function parseFills(column: FillsColumn): StoredFill[] {
  if (column === null) return [];
  // PGlite and node-postgres parse json; a driver that does not hands over the text.
  const pairs = typeof column === 'string' ? (JSON.parse(column) as [string, string][]) : column;
  return pairs.map(([price, size]) => ({ price: Number(price), size: toMinorUnits(size) }));
}

export async function findBetByKey(db: Queryable, playerId: number, key: string): Promise<StoredBet | undefined> {
  const [bet] = await selectBets(db, 'player_id = $1 AND idempotency_key = $2', [playerId, key]);
  return bet;
}

/** Whether the player used the key already: a narrow read, for the common case of a new key. */
export async function keyIsUsed(db: Queryable, playerId: number, key: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM bets WHERE player_id = $1 AND idempotency_key = $2', [playerId, key]);
  return rows.length > 0;
}

/** The player's bets of a market that are not over yet (open, or matched and waiting for the result). */
export function openBetsOfMarket(db: Queryable, playerId: number, marketId: string): Promise<StoredBet[]> {
  return selectBets(db, 'player_id = $1 AND market_id = $2 AND settled_at IS NULL', [playerId, marketId]);
}

/** Every bet of the market that is not over yet, whoever placed it. */
export function openBetsOfAnyPlayer(db: Queryable, marketId: string): Promise<StoredBet[]> {
  return selectBets(db, 'market_id = $1 AND settled_at IS NULL', [marketId]);
}

/** The player's bets that are not over yet, by id. */
export function openBetsOfPlayer(db: Queryable, playerId: number): Promise<StoredBet[]> {
  return selectBets(db, 'player_id = $1 AND settled_at IS NULL', [playerId]);
}

/** The player's bets that are not over yet, the newest first. */
export function newestOpenBetsOfPlayer(db: Queryable, playerId: number): Promise<StoredBet[]> {
  return selectBets(db, 'player_id = $1 AND settled_at IS NULL', [playerId], 'placed_at DESC, id DESC');
}

/** Bets whose order may still rest in a book: not over, with an order. */
export function restingBets(db: Queryable): Promise<StoredBet[]> {
  return selectBets(db, 'settled_at IS NULL AND order_id IS NOT NULL', []);
}

/** The market's bets whose order may still rest: all of them, or those that go when it turns in play. */
export function restingBetsOfMarket(
  db: Queryable,
  marketId: string,
  which: 'all' | 'cancel-at-in-play',
): Promise<StoredBet[]> {
  return selectBets(
    db,
    `market_id = $1 AND settled_at IS NULL AND order_id IS NOT NULL${which === 'all' ? '' : " AND persistence = 'CANCEL'"}`,
    [marketId],
  );
}

/** The bet's order in the book, after it is placed again (a restart), or none when nothing rests. */
export async function setRestingOrder(db: Queryable, betId: number, orderId: string | null): Promise<void> {
  await db.query('UPDATE bets SET order_id = $2 WHERE id = $1', [betId, orderId]);
}

/** Those of the given bets whose order may still rest. */
export function stillResting(db: Queryable, betIds: readonly number[]): Promise<StoredBet[]> {
  return selectBets(db, 'id = ANY($1::bigint[]) AND order_id IS NOT NULL AND settled_at IS NULL', [betIds]);
}

/** Bets by id, whoever placed them. */
export function betsByIds(db: Queryable, betIds: readonly number[]): Promise<StoredBet[]> {
  return selectBets(db, 'id = ANY($1::bigint[])', [betIds]);
}

/** One bet by id. */
export async function betById(db: Queryable, betId: number): Promise<StoredBet | undefined> {
  const [bet] = await selectBets(db, 'id = $1', [betId]);
  return bet;
}

/** The player's bets among the given ids (another player's are not found). */
export function playerBetsByIds(db: Queryable, playerId: number, betIds: readonly number[]): Promise<StoredBet[]> {
  return selectBets(db, 'player_id = $1 AND id = ANY($2::bigint[])', [playerId, [...betIds]]);
}

/** Stores another request digest on the player's bet of the key (a cash out's hedge takes the cash out's). */
export async function setRequestDigest(db: Queryable, playerId: number, key: string, digest: string): Promise<void> {
  await db.query('UPDATE bets SET request_digest = $3 WHERE player_id = $1 AND idempotency_key = $2', [
    playerId,
    key,
    digest,
  ]);
}

export const unmatchedOf = (bet: Pick<StoredBet, 'stake' | 'matchedStake' | 'cancelledStake'>): bigint =>
  bet.stake - bet.matchedStake - bet.cancelledStake;

/** What a bet's amounts make of it while it is not settled; `ended` names why its unmatched part went. */
export function liveStatus(
  bet: Pick<StoredBet, 'stake' | 'matchedStake' | 'cancelledStake'>,
  ended: 'CANCELLED' | 'LAPSED' = 'CANCELLED',
): BetStatus {
  const unmatched = unmatchedOf(bet);
  if (unmatched > 0n) return bet.matchedStake > 0n ? 'PARTIALLY_MATCHED' : 'UNMATCHED';
  return bet.matchedStake > 0n ? 'MATCHED' : ended;
}

const amount = (minor: bigint): number => Number(minor) / 100;

/** Average price of the matched part, to two decimals; null while nothing is matched. */
export function averagePrice(fills: readonly StoredFill[]): number | null {
  let size = 0n;
  let weighted = 0;
  for (const fill of fills) {
    size += fill.size;
    weighted += fill.price * Number(fill.size);
  }
  return size === 0n ? null : Math.round((weighted / Number(size)) * 100) / 100;
}

/** The bet as the contracts describe it. */
export function toBet(bet: StoredBet): Bet {
  return {
    id: bet.id,
    eventId: bet.eventId,
    eventName: bet.eventName,
    sportId: bet.sportId,
    marketId: bet.marketId,
    marketName: bet.marketName,
    marketType: bet.marketType,
    runnerId: bet.runnerId,
    runnerName: bet.runnerName,
    side: bet.side,
    odds: bet.odds,
    rate: bet.rate,
    stake: amount(bet.stake),
    matchedStake: amount(bet.matchedStake),
    unmatchedStake: amount(unmatchedOf(bet)),
    averageMatchedOdds: averagePrice(bet.fills),
    status: bet.status,
    persistence: bet.persistence,
    placedAt: bet.placedAt,
    profitLoss: bet.profitLoss === null ? null : amount(bet.profitLoss),
    settledAt: bet.settledAt,
    cashOut: bet.cashOut,
  };
}
