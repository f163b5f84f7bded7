import type { Queryable } from '../db/database.js';
import { addSeconds } from './clock.js';

/** A code works for ten minutes. */
export const VERIFICATION_CODE_TTL_SECONDS = 600;
/** The least time between two codes for one account; the client counts the same time down. */
export const RESEND_INTERVAL_SECONDS = 30;
/** Wrong guesses that spend the pending code: six digits must not be guessable by trying them all. */
export const MAX_WRONG_CODE_GUESSES = 5;

export interface IssuedVerificationCode {
  readonly codeId: number;
  readonly expiresAt: Date;
}

/**
 * Seconds the account must still wait before another code may be sent; 0 when it may be now. With
 * `unusedOnly`, a code already used (the sign-up's, a reset done) holds nothing back.
 */
export async function secondsUntilNextCode(
  q: Queryable,
  playerId: number,
  now: Date,
  { unusedOnly = false } = {},
): Promise<number> {
  const [last] = await q.query<{ created_at: Date }>(
    `SELECT created_at FROM verification_codes WHERE player_id = $1 ${unusedOnly ? 'AND used_at IS NULL' : ''}
     ORDER BY created_at DESC, id DESC LIMIT 1`,
    [playerId],
  );
  if (last === undefined) return 0;
  const allowedAt = addSeconds(new Date(last.created_at), RESEND_INTERVAL_SECONDS).getTime();
  return Math.max(0, Math.ceil((allowedAt - now.getTime()) / 1000));
}

/** Stores a new code's digest; every code still pending for the account stops working. */
export async function storeVerificationCode(
  q: Queryable,
  { playerId, digest, now }: { playerId: number; digest: string; now: Date },
): Promise<IssuedVerificationCode> {
  await q.query(
    `UPDATE verification_codes SET superseded_at = $2
     WHERE player_id = $1 AND used_at IS NULL AND superseded_at IS NULL`,
    [playerId, now],
  );
  const expiresAt = addSeconds(now, VERIFICATION_CODE_TTL_SECONDS);
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO verification_codes (player_id, code_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4) RETURNING id`,
    [playerId, digest, now, expiresAt],
  );
  if (row === undefined) throw new Error('INSERT … RETURNING answered no row');
  return { codeId: row.id, expiresAt };
}

export type CodeCheck = 'accepted' | 'wrong' | 'used' | 'expired';

type CodeRow = {
  readonly id: number;
  readonly expires_at: Date;
  readonly used_at: Date | null;
  readonly superseded_at: Date | null;
};

/**
 * Checks a presented code against the account's codes and, when it is the pending one and still
 * valid, marks it used. A wrong guess counts against the pending code, which expires at the fifth;
 * the caller must commit that even though it refuses the request.
 */
export async function consumeVerificationCode(
  q: Queryable,
  { playerId, digest, now }: { playerId: number; digest: string; now: Date },
): Promise<CodeCheck> {
  const [match] = await q.query<CodeRow>(
    `SELECT id, expires_at, used_at, superseded_at FROM verification_codes
     WHERE player_id = $1 AND code_hash = $2
     ORDER BY created_at DESC, id DESC LIMIT 1`,
    [playerId, digest],
  );
  if (match === undefined || (match.superseded_at !== null && match.used_at === null)) {
    // A replaced code is simply not the code any more: the player has asked for another one.
    await q.query(
      `UPDATE verification_codes
       SET failed_attempts = failed_attempts + 1,
           expires_at = CASE WHEN failed_attempts + 1 >= $3 THEN LEAST(expires_at, $2) ELSE expires_at END
       WHERE player_id = $1 AND used_at IS NULL AND superseded_at IS NULL AND expires_at > $2`,
      [playerId, now, MAX_WRONG_CODE_GUESSES],
    );
    return 'wrong';
  }
  if (match.used_at !== null) return 'used';
  if (new Date(match.expires_at).getTime() <= now.getTime()) return 'expired';
  await q.query('UPDATE verification_codes SET used_at = $2 WHERE id = $1', [match.id, now]);
  return 'accepted';
}

/** The account's pending code (not used, not replaced), expired or not. */
export async function pendingVerificationCode(
  q: Queryable,
  playerId: number,
): Promise<{ codeId: number; expiresAt: Date } | null> {
  const [row] = await q.query<{ id: number; expires_at: Date }>(
    `SELECT id, expires_at FROM verification_codes
     WHERE player_id = $1 AND used_at IS NULL AND superseded_at IS NULL
     ORDER BY created_at DESC, id DESC LIMIT 1`,
    [playerId],
  );
  return row === undefined ? null : { codeId: row.id, expiresAt: new Date(row.expires_at) };
}
