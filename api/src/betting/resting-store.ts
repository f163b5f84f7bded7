import type { Queryable } from '../db/database.js';
import { fromMinorUnits } from '../players/money.js';
import {
  betById,
  betColumns,
  liveStatus,
  toStoredBet,
  type BetRow,
  type OpenBet,
  type StoredBet,
} from './bet-store.js';
import { heldColumns, heldOf, holdCtes, type HeldColumns, type PlayerMoney } from './exposure-store.js';

/** A resting order's fill as it is written: the bet as read before it, what matched and the market's exposure after. */
export interface FillRecord {
  readonly bet: OpenBet;
  readonly playerId: number;
  readonly marketId: string;
  readonly price: number;
  readonly size: bigint;
  readonly matchedAt: string;
  readonly exposure: bigint;
}

/** Writes the fill, the bet's matched part and status, and the exposure the fill leaves, in one statement. */
export async function recordFill(tx: Queryable, fill: FillRecord): Promise<{ held: PlayerMoney; bet: StoredBet }> {
  const betId = fill.bet.id;
  const [row] = await tx.query<BetRow & HeldColumns>(
    `WITH fill AS (
               INSERT INTO bet_fills (bet_id, price, size, matched_at) VALUES ($1, $3::numeric, $2::numeric, $4)
             ),
             bet AS (
               -- A fill leaves the bet matched in part or in full; what stays unmatched says which.
               UPDATE bets SET matched_stake = matched_stake + $2::numeric,
                 order_id = CASE WHEN stake - matched_stake - $2::numeric - cancelled_stake > 0 THEN order_id END,
                 status = CASE WHEN stake - matched_stake - $2::numeric - cancelled_stake > 0
                   THEN 'PARTIALLY_MATCHED' ELSE 'MATCHED' END
               WHERE id = $1 RETURNING ${betColumns}
             ),
             ${holdCtes(5, 6, 7)}
             SELECT bet.*, ${heldColumns} FROM bet CROSS JOIN held_player`,
    [
      betId,
      fromMinorUnits(fill.size),
      fill.price,
      fill.matchedAt,
      fill.playerId,
      fill.marketId,
      fromMinorUnits(fill.exposure),
    ],
  );
  if (row === undefined) throw new Error(`Bet ${betId} of a fill was not written`);
  return {
    held: heldOf(row),
    bet: toStoredBet(row, [...fill.bet.fills, { price: fill.price, size: fill.size }]),
  };
}

/** Adds to a bet's cancelled part; a bet with nothing matched and nothing left ends (CANCELLED or LAPSED). */
export async function addCancelled(
  tx: Queryable,
  betId: number,
  size: bigint,
  reason: 'CANCELLED' | 'LAPSED',
  at: Date,
): Promise<void> {
  const bet = await betById(tx, betId);
  if (bet === undefined) return;
  const cancelled = bet.cancelledStake + size;
  const status = liveStatus({ ...bet, cancelledStake: cancelled }, reason);
  const over = status === 'CANCELLED' || status === 'LAPSED';
  await tx.query(
    `UPDATE bets SET cancelled_stake = $2::numeric, status = $3, order_id = NULL,
       settled_at = CASE WHEN $4::boolean THEN $5::timestamptz ELSE settled_at END
     WHERE id = $1`,
    [betId, fromMinorUnits(cancelled), status, over, at.toISOString()],
  );
}
