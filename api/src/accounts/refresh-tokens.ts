import { randomUUID } from 'node:crypto';

import type { Database, Queryable } from '../db/database.js';
import { addSeconds } from './clock.js';
import { randomToken, tokenDigest } from './secrets.js';

export interface IssuedRefreshToken {
  readonly refreshToken: string;
  readonly familyId: string;
  readonly expiresAt: Date;
}

/** A new token; without `familyId` it starts a new family (a new login). */
export async function issueRefreshToken(
  q: Queryable,
  {
    playerId,
    familyId = randomUUID(),
    now,
    ttlSeconds,
  }: {
    playerId: number;
    familyId?: string;
    now: Date;
    ttlSeconds: number;
  },
): Promise<IssuedRefreshToken> {
  const refreshToken = randomToken();
  const expiresAt = addSeconds(now, ttlSeconds);
  await q.query(
    `INSERT INTO refresh_tokens (player_id, family_id, token_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [playerId, familyId, tokenDigest(refreshToken), now, expiresAt],
  );
  return { refreshToken, familyId, expiresAt };
}

export type Rotation =
  | { readonly ok: true; readonly playerId: number; readonly refreshToken: string }
  | { readonly ok: false; readonly reason: 'unknown' | 'expired' | 'reused' };

type TokenRow = {
  readonly id: number;
  readonly player_id: number;
  readonly family_id: string;
  readonly expires_at: Date;
  readonly revoked_at: Date | null;
};

export const revokeRefreshTokenFamily = (q: Queryable, familyId: string, now: Date) =>
  q.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL', [familyId, now]);

export const revokePlayerRefreshTokens = (q: Queryable, playerId: number, now: Date) =>
  q.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE player_id = $1 AND revoked_at IS NULL', [playerId, now]);

/**
 * Trades a refresh token for a new one of the same family and revokes it. A revoked token presented
 * again means two parties hold the family (one of them stole it), so the whole family is revoked
 * and both must log in again. Refusals are values: the family's revocation must be committed.
 */
export async function rotateRefreshToken(
  db: Database,
  { refreshToken, now, ttlSeconds }: { refreshToken: string; now: Date; ttlSeconds: number },
): Promise<Rotation> {
  return db.transaction(async (tx): Promise<Rotation> => {
    const [row] = await tx.query<TokenRow>(
      `SELECT id, player_id, family_id, expires_at, revoked_at FROM refresh_tokens
       WHERE token_hash = $1 FOR UPDATE`,
      [tokenDigest(refreshToken)],
    );
    if (row === undefined) return { ok: false, reason: 'unknown' };
    if (row.revoked_at !== null) {
      await revokeRefreshTokenFamily(tx, row.family_id, now);
      return { ok: false, reason: 'reused' };
    }
    if (new Date(row.expires_at).getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
    await tx.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE id = $1', [row.id, now]);
    const next = await issueRefreshToken(tx, { playerId: row.player_id, familyId: row.family_id, now, ttlSeconds });
    return { ok: true, playerId: row.player_id, refreshToken: next.refreshToken };
  });
}
