import { randomUUID } from 'node:crypto';

import type { Queryable } from '../db/database.js';

// A session is one login: the refresh-token family it started (same id) and every access token
// signed for it (claim `sid`). Revocation is checked per session rather than with a counter on the
// player, because a logout must end one device's session and leave the player's others alone; a
// password change or a detected theft revokes several rows at once instead.

/** Starts a session for the player; its id is also the id of the refresh-token family. */
export async function startSession(
  q: Queryable,
  { playerId, now, sessionId = randomUUID() }: { playerId: number; now: Date; sessionId?: string },
): Promise<string> {
  await q.query('INSERT INTO sessions (id, player_id, created_at) VALUES ($1, $2, $3)', [sessionId, playerId, now]);
  return sessionId;
}

/** Whether the session exists, belongs to the player and has not been revoked. */
export async function isSessionActive(q: Queryable, sessionId: string, playerId: number): Promise<boolean> {
  const [row] = await q.query<{ active: boolean }>(
    'SELECT revoked_at IS NULL AS active FROM sessions WHERE id = $1 AND player_id = $2',
    [sessionId, playerId],
  );
  return row?.active === true;
}

/**
 * Ends the session: its access tokens stop working and its refresh and casino tokens with them. Its
 * game sessions (launches) end too: they are looked up with their session's state.
 */
export async function revokeSession(q: Queryable, sessionId: string, now: Date): Promise<void> {
  await q.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, now]);
  await q.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL', [
    sessionId,
    now,
  ]);
  await q.query('UPDATE casino_tokens SET expires_at = $2 WHERE session_id = $1 AND expires_at > $2', [sessionId, now]);
}

/**
 * Ends every session of the player (a password change, a time-out, a self-exclusion): nothing
 * signed or issued before keeps working, casino tokens and open games included.
 */
export async function revokePlayerSessions(q: Queryable, playerId: number, now: Date): Promise<void> {
  await q.query('UPDATE sessions SET revoked_at = $2 WHERE player_id = $1 AND revoked_at IS NULL', [playerId, now]);
  await q.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE player_id = $1 AND revoked_at IS NULL', [
    playerId,
    now,
  ]);
  await q.query('UPDATE casino_tokens SET expires_at = $2 WHERE player_id = $1 AND expires_at > $2', [playerId, now]);
}
