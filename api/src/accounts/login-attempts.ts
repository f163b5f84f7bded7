import { loginAttemptResults, success, type LoginAttemptResult } from '@exchange/contracts';

import type { Queryable } from '../db/database.js';
import { fieldsOf, refuse, type Validation } from './validation.js';

export interface LoginAttemptRecord {
  /** Null when the username matches no account. */
  readonly playerId: number | null;
  readonly usernameTried: string;
  readonly result: LoginAttemptResult;
  readonly clientIp: string | null;
  readonly at: Date;
}

// Whatever a client sends as a username is kept for the history, but not without bound.
const MAX_USERNAME_KEPT = 256;

export async function recordLoginAttempt(q: Queryable, attempt: LoginAttemptRecord): Promise<void> {
  await q.query(
    `INSERT INTO login_attempts (player_id, username_tried, result, client_ip, attempted_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [attempt.playerId, attempt.usernameTried.slice(0, MAX_USERNAME_KEPT), attempt.result, attempt.clientIp, attempt.at],
  );
}

export interface LoginAttempt {
  /** ISO 8601. */
  readonly time: string;
  readonly result: LoginAttemptResult;
  readonly clientIp: string | null;
}

export interface LoginAttemptsPage {
  readonly totalCount: number;
  readonly items: readonly LoginAttempt[];
}

export interface LoginAttemptsQuery {
  /** Only attempts with this result; all when undefined. */
  readonly result: LoginAttemptResult | undefined;
  readonly maxResultCount: number;
  readonly skipCount: number;
}

/** The player's attempts, newest first. */
export async function listLoginAttempts(
  q: Queryable,
  playerId: number,
  { result, maxResultCount, skipCount }: LoginAttemptsQuery,
): Promise<LoginAttemptsPage> {
  const filter = 'player_id = $1 AND ($2::text IS NULL OR result = $2)';
  const [count] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM login_attempts WHERE ${filter}`, [
    playerId,
    result ?? null,
  ]);
  const rows = await q.query<{ attempted_at: Date; result: LoginAttemptResult; client_ip: string | null }>(
    `SELECT attempted_at, result, client_ip FROM login_attempts WHERE ${filter}
     ORDER BY attempted_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [playerId, result ?? null, maxResultCount, skipCount],
  );
  return {
    totalCount: count?.n ?? 0,
    items: rows.map((row) => ({
      time: new Date(row.attempted_at).toISOString(),
      result: row.result,
      clientIp: row.client_ip,
    })),
  };
}

export const MAX_RESULT_COUNT_LIMIT = 100;
const DEFAULT_MAX_RESULT_COUNT = 10;

const queryText = (value: unknown): string | undefined => {
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  return typeof first === 'string' && first.trim() !== '' ? first.trim() : undefined;
};

/**
 * `Result`, `MaxResultCount` and `SkipCount` as the client sends them in the query string. An empty
 * Result means every result; names are matched without regard to case.
 */
export function parseLoginAttemptsQuery(query: unknown): Validation<LoginAttemptsQuery> {
  const fields = fieldsOf(query);
  const resultText = queryText(fields.Result);
  const result = loginAttemptResults.find((name) => name.toLowerCase() === resultText?.toLowerCase());
  if (resultText !== undefined && result === undefined) {
    return refuse('loginAttemptResultUnknown', { results: loginAttemptResults.join(', ') });
  }
  const maxText = queryText(fields.MaxResultCount) ?? String(DEFAULT_MAX_RESULT_COUNT);
  const maxResultCount = Number(maxText);
  if (!/^\d{1,15}$/.test(maxText) || maxResultCount < 1 || maxResultCount > MAX_RESULT_COUNT_LIMIT) {
    return refuse('loginAttemptCountRange', { max: MAX_RESULT_COUNT_LIMIT });
  }
  const skipText = queryText(fields.SkipCount) ?? '0';
  const skipCount = Number(skipText);
  if (!/^\d{1,15}$/.test(skipText)) {
    return refuse('loginAttemptSkipCount');
  }
  return success({ result, maxResultCount, skipCount });
}
