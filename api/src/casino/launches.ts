import { randomToken, tokenDigest } from '../accounts/secrets.js';
import { isSessionActive } from '../auth/sessions.js';
import type { Queryable } from '../db/database.js';

/** How long a game URL works: a long evening at one game, not forever. */
export const launchTtlMs = 12 * 60 * 60 * 1000;

export interface NewLaunch {
  readonly playerId: number;
  readonly gameCode: string;
  /** The session of the access token or casino token that asked: the game ends with it. */
  readonly sessionId: string;
  readonly lobbyOrigin: string | null;
  readonly now: Date;
  /** At most this long. */
  readonly notAfter?: Date;
}

export interface Launch {
  readonly playerId: number;
  readonly gameCode: string;
  readonly lobbyOrigin: string | null;
  readonly expiresAt: Date;
}

/** Stores a launch and answers its token (kept by the caller; the table holds its hash only). */
export async function createLaunch(q: Queryable, launch: NewLaunch): Promise<string> {
  const token = randomToken();
  const expiry = new Date(launch.now.getTime() + launchTtlMs);
  const expiresAt = launch.notAfter !== undefined && launch.notAfter < expiry ? launch.notAfter : expiry;
  await q.query(
    `INSERT INTO casino_launches (player_id, session_id, token_hash, game_code, lobby_origin, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [launch.playerId, launch.sessionId, tokenDigest(token), launch.gameCode, launch.lobbyOrigin, launch.now, expiresAt],
  );
  return token;
}

type LaunchRow = {
  readonly player_id: number;
  readonly session_id: string;
  readonly game_code: string;
  readonly lobby_origin: string | null;
  readonly expires_at: Date | string;
};

/**
 * The launch behind a token while it is good: unexpired and while the session that opened it
 * stands (a logout, a password change or a break ends the game too).
 */
export async function findLaunch(q: Queryable, token: string, now: Date): Promise<Launch | null> {
  const [row] = await q.query<LaunchRow>(
    `SELECT player_id, session_id, game_code, lobby_origin, expires_at
     FROM casino_launches WHERE token_hash = $1 AND expires_at > $2`,
    [tokenDigest(token), now],
  );
  if (row === undefined) return null;
  if (!(await isSessionActive(q, row.session_id, row.player_id))) return null;
  return {
    playerId: row.player_id,
    gameCode: row.game_code,
    lobbyOrigin: row.lobby_origin,
    expiresAt: new Date(row.expires_at),
  };
}
