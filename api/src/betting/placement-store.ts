import type { Database, Queryable } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { fromMinorUnits } from '../players/money.js';
import { hasLossLimitSql } from '../responsible-play/responsible-play.js';
import {
  betColumns,
  fillsColumn,
  liveStatus,
  openBetColumns,
  openBetFromRow,
  toStoredBet,
  type BetRow,
  type OpenBet,
  type OpenBetRow,
  type StoredBet,
  type StoredFill,
} from './bet-store.js';
import { heldColumns, heldOf, holdCtes, lockPlayer, type HeldColumns, type PlayerMoney } from './exposure-store.js';

type MarketReadRow = Partial<OpenBetRow> & {
  readonly player_balance: string;
  readonly player_exposure: string;
  readonly earlier_id?: number | null;
  readonly new_id?: number;
  readonly loss_limited?: boolean;
};

/** A new bet's row as placement inserts it, still unmatched; the player and the market are given apart. */
export type NewBet = Pick<
  StoredBet,
  | 'idempotencyKey'
  | 'requestDigest'
  | 'marketName'
  | 'marketType'
  | 'marketKind'
  | 'eventId'
  | 'eventName'
  | 'sportId'
  | 'runnerId'
  | 'runnerName'
  | 'side'
  | 'odds'
  | 'rate'
  | 'stake'
  | 'persistence'
  | 'cashOut'
> & { readonly placedAt: Date };

const newBetParams = (bet: NewBet): unknown[] => [
  bet.idempotencyKey,
  bet.requestDigest,
  bet.marketName,
  bet.marketType,
  bet.marketKind,
  bet.eventId,
  bet.eventName,
  bet.sportId,
  bet.runnerId,
  bet.runnerName,
  bet.side,
  bet.odds,
  bet.rate,
  fromMinorUnits(bet.stake),
  bet.persistence,
  bet.cashOut,
  bet.placedAt.toISOString(),
];

/**
 * How a transaction takes the player's lock before reading their bets. PGlite runs one transaction
 * at a time, so the lock and the read go in one statement. On PostgreSQL another api process may
 * commit bets while this transaction waits for the lock, and a statement that waited still reads
 * every other table as it was when it began: the lock is a statement of its own, and the read
 * that follows sees those bets (else the player could be overdrawn).
 */
export type LockMode = 'with-read' | 'apart';

export const lockModeOf = (db: Pick<Database, 'kind'>): LockMode => (db.kind === 'postgres' ? 'apart' : 'with-read');

/**
 * Locks the player's row and reads their money and their bets of the market that are not over
 * yet, in one statement. With `key` (a placement's idempotency key), the same statement answers the
 * bet placed under that key before, if any, and the new bet's id from the bets' sequence; the bet is
 * written at the end of the placement (`recordNewBet`), so a refused placement writes nothing. The
 * read shares the statement's snapshot: that is exact because every change of a market's bets
 * happens in that market's turn of the engine, which the caller holds.
 */
export async function lockAndReadMarket(
  tx: Queryable,
  lockMode: LockMode,
  playerId: number,
  marketId: string,
  key?: string,
): Promise<{ player: PlayerMoney; bets: OpenBet[]; earlierId: number | null; newId: number; lossLimited: boolean }> {
  if (lockMode === 'apart') await lockPlayer(tx, playerId);
  // A placement also asks whether the player has a loss limit, so only a player who has one pays
  // for the statement that checks it. That statement comes after this one: a statement that waited
  // for the lock still reads other tables (the ledger) as they were when it began.
  const rows = await tx.query<MarketReadRow>(
    `WITH locked AS (
       SELECT balance::text AS balance, exposure::text AS exposure FROM players WHERE id = $1::bigint FOR UPDATE
     )${key === undefined ? '' : `, next_bet AS (SELECT nextval(pg_get_serial_sequence('bets', 'id')) AS id)`}
     SELECT locked.balance AS player_balance, locked.exposure AS player_exposure,
       ${
         key === undefined
           ? ''
           : `(SELECT id FROM bets WHERE player_id = $1::bigint AND idempotency_key = $3::text) AS earlier_id,
       (SELECT id FROM next_bet) AS new_id, ${hasLossLimitSql(1)} AS loss_limited,`
       } open.*
     FROM locked LEFT JOIN LATERAL (
       SELECT ${openBetColumns}, ${fillsColumn} FROM bets
       WHERE player_id = $1::bigint AND market_id = $2::text AND settled_at IS NULL
     ) open ON true
     ORDER BY open.id`,
    [playerId, marketId, ...(key === undefined ? [] : [key])],
  );
  const [first] = rows;
  if (first === undefined) throw new HttpError(404, `Player ${playerId} not found.`);
  const bets: OpenBet[] = [];
  for (const row of rows) {
    // A player without open bets on the market comes back as one row of their money alone.
    if (row.id !== undefined && row.id !== null) bets.push(openBetFromRow(row as OpenBetRow));
  }
  return {
    player: { balance: first.player_balance, exposure: first.player_exposure },
    bets,
    earlierId: first.earlier_id ?? null,
    newId: first.new_id ?? 0,
    lossLimited: first.loss_limited === true,
  };
}

/**
 * Writes a new bet as the book answered it (what matched, what lapsed, the order left resting) with
 * its fills and the exposure it leaves on the market, in one statement.
 */
export async function recordNewBet(
  tx: Queryable,
  betId: number,
  placed: NewBet,
  outcome: {
    readonly fills: readonly StoredFill[];
    readonly matched: bigint;
    readonly lapsed: bigint;
    readonly orderId: string | null;
    readonly status: string;
    readonly at: Date;
    readonly hold: { readonly playerId: number; readonly marketId: string; readonly exposure: bigint };
  },
): Promise<{ bet: StoredBet; money: PlayerMoney }> {
  // $1 the player, $2 the market, the new bet's columns from $3 to $19, then the outcome.
  const [row] = await tx.query<BetRow & HeldColumns>(
    `WITH bet AS (
       INSERT INTO bets (player_id, market_id, idempotency_key, request_digest, market_name, market_type,
         market_kind, event_id, event_name, sport_id, runner_id, runner_name, side, odds, rate, stake,
         persistence, cash_out, placed_at, id, matched_stake, cancelled_stake, order_id, status, settled_at)
       VALUES ($1::bigint, $2::text, $3::text, $4::text, $5::text, $6::text, $7::text, $8::bigint, $9::text,
         $10::integer, $11::bigint, $12::text, $13::text, $14::numeric, $15::numeric, $16::numeric, $17::text,
         $18::boolean, $19::timestamptz, $20::bigint, $21::numeric, $22::numeric, $23::text, $24::text,
         CASE WHEN $24::text IN ('LAPSED', 'CANCELLED') THEN $25::timestamptz END)
       RETURNING ${betColumns}
     ),
     fills AS (
       INSERT INTO bet_fills (bet_id, price, size, matched_at)
       SELECT $20::bigint, fill.price, fill.size, $25::timestamptz
       FROM unnest($26::numeric[], $27::numeric[]) WITH ORDINALITY AS fill(price, size, n) ORDER BY fill.n
     ),
     ${holdCtes(1, 2, 28)}
     SELECT bet.*, ${heldColumns} FROM bet CROSS JOIN held_player`,
    [
      outcome.hold.playerId,
      outcome.hold.marketId,
      ...newBetParams(placed),
      betId,
      fromMinorUnits(outcome.matched),
      fromMinorUnits(outcome.lapsed),
      outcome.orderId,
      outcome.status,
      outcome.at.toISOString(),
      outcome.fills.map((fill) => String(fill.price)),
      outcome.fills.map((fill) => fromMinorUnits(fill.size)),
      fromMinorUnits(outcome.hold.exposure),
    ],
  );
  if (row === undefined) throw new Error('The bet was not written.');
  return { bet: toStoredBet(row, outcome.fills), money: heldOf(row) };
}

/**
 * Records the player's own resting orders a new order met (order id → the size taken out of the
 * book), which the engine cancelled instead of matching; answers the player's bets of the market as they are now.
 */
export async function cancelSelfMet(
  tx: Queryable,
  bets: readonly OpenBet[],
  met: ReadonlyMap<string, bigint>,
  at: Date,
): Promise<OpenBet[]> {
  const now: OpenBet[] = [];
  for (const bet of bets) {
    const size = bet.orderId === null ? undefined : met.get(bet.orderId);
    if (size === undefined) {
      now.push(bet);
      continue;
    }
    const cancelledStake = bet.cancelledStake + size;
    const status = liveStatus({ ...bet, cancelledStake }, 'CANCELLED');
    const over = status === 'CANCELLED';
    await tx.query(
      `UPDATE bets SET cancelled_stake = $2::numeric, status = $3, order_id = NULL,
         settled_at = CASE WHEN $4::boolean THEN $5::timestamptz ELSE settled_at END
       WHERE id = $1`,
      [bet.id, fromMinorUnits(cancelledStake), status, over, at.toISOString()],
    );
    // A cancelled bet no longer counts; a partly matched one counts by its matched part.
    if (!over) now.push({ ...bet, cancelledStake, status, orderId: null });
  }
  return now;
}
