import type { Queryable } from '../db/database.js';
import { refused } from '../http/errors.js';
import type { Player } from '../players/players.js';
import { columns, type RequestRow } from './request-rows.js';

// What the calls that make a request share: the demo player's refusal, the player's lock, and
// the idempotency key.

/** The demo player makes no payments. */
export const refuseDemo = (player: Player) => {
  if (player.isDemo) throw refused(403, 'demoCannotPay');
};

/**
 * The requests of one player one at a time: two deposits at once cannot both fit under a deposit
 * limit nor both take one receipt, two withdrawals cannot both take the same money, and a retry
 * under one key waits for the first and finds it.
 */
export const lockPlayer = (tx: Queryable, playerId: number) =>
  tx.query('SELECT id FROM players WHERE id = $1 FOR UPDATE', [playerId]);

/**
 * The request made earlier under this key (the same body again answers it), or a new one. The key
 * names one request: the same key with another body is refused, never answered with the first.
 * Call it holding the player's lock, so a retry racing the first waits and finds it.
 */
export async function insertOnce(
  tx: Queryable,
  playerId: number,
  idempotencyKey: string,
  sameBody: (earlier: RequestRow) => boolean,
  insert: () => Promise<RequestRow | undefined>,
): Promise<{ row: RequestRow; created: boolean }> {
  const [earlier] = await tx.query<RequestRow>(
    `SELECT ${columns} FROM payment_requests WHERE player_id = $1 AND idempotency_key = $2`,
    [playerId, idempotencyKey],
  );
  if (earlier !== undefined) {
    if (!sameBody(earlier)) throw refused(409, 'requestKeyReused');
    return { row: earlier, created: false };
  }
  const row = await insert();
  if (row === undefined) throw new Error('The payment request was not written.');
  return { row, created: true };
}
