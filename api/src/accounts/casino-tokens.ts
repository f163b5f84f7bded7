import { failure, success, type RefusalCode, type Result } from '@exchange/contracts';

import type { Queryable } from '../db/database.js';
import { addSeconds } from './clock.js';
import { randomToken, tokenDigest } from './secrets.js';

// A casino token stands for one session (one login) toward the casino: it lives as long as the
// access token issued with it, is replaced at every refresh of that session, and stops working the
// moment the session ends (logout, password change, break, detected theft). The session is checked
// on every use, so no revocation path can forget it.

/** Why a casino token is refused: unknown, its session ended, or expired; each says what the player does next. */
export type CasinoTokenRefusal = Extract<RefusalCode, 'casinoTokenUnknown' | 'casinoTokenEnded' | 'casinoTokenExpired'>;

/** The player and session a casino token stands for, or why it is refused. */
export type CasinoTokenCheck = Result<{ readonly playerId: number; readonly sessionId: string }, CasinoTokenRefusal>;

/** Stores a new casino token of the session and answers it (the table holds its digest only). */
export async function issueCasinoToken(
  q: Queryable,
  { playerId, sessionId, now, ttlSeconds }: { playerId: number; sessionId: string; now: Date; ttlSeconds: number },
): Promise<string> {
  const casinoToken = randomToken();
  await q.query(
    'INSERT INTO casino_tokens (player_id, session_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [playerId, sessionId, tokenDigest(casinoToken), now, addSeconds(now, ttlSeconds)],
  );
  return casinoToken;
}

/**
 * Makes `casinoToken` the session's current one: the earlier ones still answer for `graceSeconds`
 * (another tab may be opening a game with one at this moment), and the expired ones go.
 */
export async function retireEarlierCasinoTokens(
  q: Queryable,
  {
    sessionId,
    casinoToken,
    now,
    graceSeconds,
  }: { sessionId: string; casinoToken: string; now: Date; graceSeconds: number },
): Promise<void> {
  await q.query('DELETE FROM casino_tokens WHERE session_id = $1 AND expires_at <= $2', [sessionId, now]);
  await q.query(
    `UPDATE casino_tokens SET expires_at = LEAST(expires_at, $3)
     WHERE session_id = $1 AND token_hash <> $2`,
    [sessionId, tokenDigest(casinoToken), addSeconds(now, graceSeconds)],
  );
}

/** The player and session a casino token stands for, while the token is unexpired and the session stands. */
export async function checkCasinoToken(q: Queryable, casinoToken: string, now: Date): Promise<CasinoTokenCheck> {
  const [row] = await q.query<{
    player_id: number;
    session_id: string;
    expires_at: Date | string;
    session_active: boolean;
  }>(
    `SELECT c.player_id, c.session_id, c.expires_at, s.revoked_at IS NULL AS session_active
     FROM casino_tokens c JOIN sessions s ON s.id = c.session_id AND s.player_id = c.player_id
     WHERE c.token_hash = $1`,
    [tokenDigest(casinoToken)],
  );
  if (row === undefined) return failure('casinoTokenUnknown');
  // An ended session first: its tokens were also cut short, but "log in again" is the reason.
  if (!row.session_active) return failure('casinoTokenEnded');
  if (new Date(row.expires_at).getTime() <= now.getTime()) return failure('casinoTokenExpired');
  return success({ playerId: row.player_id, sessionId: row.session_id });
}
