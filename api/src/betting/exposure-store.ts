import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { fromMinorUnits } from '../players/money.js';

/** A player's balance and held exposure, as numeric text. */
export interface PlayerMoney {
  readonly balance: string;
  readonly exposure: string;
}

/** Locks the player's row for the transaction and reads their money. */
export async function lockPlayer(tx: Queryable, playerId: number): Promise<PlayerMoney> {
  const [player] = await tx.query<{ balance: string; exposure: string }>(
    'SELECT balance::text AS balance, exposure::text AS exposure FROM players WHERE id = $1 FOR UPDATE',
    [playerId],
  );
  if (player === undefined) throw new HttpError(404, `Player ${playerId} not found.`);
  return player;
}

/** The player's money as it is now; nothing for a player who is not there. */
export async function readMoney(db: Queryable, playerId: number): Promise<PlayerMoney> {
  const [player] = await db.query<{ balance: string; exposure: string }>(
    'SELECT balance::text AS balance, exposure::text AS exposure FROM players WHERE id = $1',
    [playerId],
  );
  return player ?? { balance: '0.00', exposure: '0.00' };
}

/** Sets the player's total exposure to the sum of what their markets hold. */
export async function updateTotalExposure(tx: Queryable, playerId: number): Promise<PlayerMoney> {
  const [player] = await tx.query<{ balance: string; exposure: string }>(
    `UPDATE players SET exposure = (SELECT COALESCE(sum(exposure), 0) FROM market_exposures WHERE player_id = $1)
     WHERE id = $1 RETURNING balance::text AS balance, exposure::text AS exposure`,
    [playerId],
  );
  if (player === undefined) throw new HttpError(404, `Player ${playerId} not found.`);
  return player;
}

/**
 * The CTEs that hold the exposure in parameter `$exposure` on the market and move the player's
 * total by the difference from what the market held before, ending in `held_player` (the player's
 * money after it). Every part of one statement sees the rows as they were before it.
 */
export function holdCtes(playerParam: number, marketParam: number, exposureParam: number): string {
  const [player, market, exposure] = [`$${playerParam}`, `$${marketParam}`, `$${exposureParam}::numeric`];
  return `previous AS (SELECT exposure FROM market_exposures WHERE player_id = ${player} AND market_id = ${market}),
     held_upsert AS (
       INSERT INTO market_exposures (player_id, market_id, exposure)
       SELECT ${player}, ${market}, ${exposure} WHERE ${exposure} > 0
       ON CONFLICT (player_id, market_id) DO UPDATE SET exposure = EXCLUDED.exposure
     ),
     held_delete AS (
       DELETE FROM market_exposures WHERE player_id = ${player} AND market_id = ${market} AND ${exposure} <= 0
     ),
     held_player AS (
       UPDATE players SET exposure = exposure - COALESCE((SELECT exposure FROM previous), 0) + ${exposure}
       WHERE id = ${player} RETURNING balance::text AS balance, exposure::text AS exposure
     )`;
}

/** The player's money from `held_player`, under names that do not clash with a bet's columns. */
export const heldColumns = 'held_player.balance AS held_balance, held_player.exposure AS held_exposure';

/** The row's part that `heldColumns` reads. */
export type HeldColumns = {
  readonly held_balance: string;
  readonly held_exposure: string;
};

/** The player's money from a row read with `heldColumns`. */
export const heldOf = (row: HeldColumns): PlayerMoney => ({ balance: row.held_balance, exposure: row.held_exposure });

/** Holds `exposure` on the market and moves the player's total by the difference, in one statement. */
export async function holdMarketExposure(
  tx: Queryable,
  playerId: number,
  marketId: string,
  exposure: bigint,
): Promise<PlayerMoney> {
  const [row] = await tx.query<HeldColumns>(`WITH ${holdCtes(1, 2, 3)} SELECT ${heldColumns} FROM held_player`, [
    playerId,
    marketId,
    fromMinorUnits(exposure),
  ]);
  if (row === undefined) throw new HttpError(404, `Player ${playerId} not found.`);
  return heldOf(row);
}

/** Drops what the market held for the player (a settled market holds nothing). */
export async function releaseMarketExposure(tx: Queryable, playerId: number, marketId: string): Promise<void> {
  await tx.query('DELETE FROM market_exposures WHERE player_id = $1 AND market_id = $2', [playerId, marketId]);
}
