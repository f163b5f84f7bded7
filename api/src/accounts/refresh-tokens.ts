import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

import { failure, success, type Result } from '@exchange/contracts';

import { revokeSession, startSession } from '../auth/sessions.js';
import type { Database, Queryable } from '../db/database.js';
import { issueCasinoToken, retireEarlierCasinoTokens } from './casino-tokens.js';
import { addSeconds } from './clock.js';
import { randomToken, tokenDigest } from './secrets.js';

/**
 * How long a just-rotated refresh token still answers with the successor it was traded for. Two
 * tabs of one browser refresh with the same token at the same moment; the slower one gets the
 * same new pair instead of looking like a thief and ending the session. Later reuse still does.
 * The casino token a refresh replaces keeps working as long, for a game being opened meanwhile.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

export interface IssuedRefreshToken {
  readonly refreshToken: string;
  readonly familyId: string;
  readonly expiresAt: Date;
}

/** A new token; without `familyId` it starts a new family, which is a new session (a new login). */
export async function issueRefreshToken(
  q: Queryable,
  {
    playerId,
    familyId,
    now,
    ttlSeconds,
  }: {
    playerId: number;
    familyId?: string;
    now: Date;
    ttlSeconds: number;
  },
): Promise<IssuedRefreshToken> {
  const family = familyId ?? (await startSession(q, { playerId, now }));
  const refreshToken = randomToken();
  const expiresAt = addSeconds(now, ttlSeconds);
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO refresh_tokens (player_id, family_id, token_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [playerId, family, tokenDigest(refreshToken), now, expiresAt],
  );
  if (row === undefined) throw new Error('INSERT … RETURNING answered no row');
  return { refreshToken, familyId: family, expiresAt };
}

/** A refresh token's successors: its player and session (family), the new refresh token and casino token. */
export interface Successors {
  readonly playerId: number;
  readonly familyId: string;
  readonly refreshToken: string;
  /** The session's new casino token; the one it replaces answers for the grace window only. */
  readonly casinoToken: string;
}

/** Why a refresh token was refused. */
export type RotationRefusal = 'unknown' | 'expired' | 'reused' | 'ended';

/** The successors of a rotated refresh token, or why it was refused. */
export type Rotation = Result<Successors, RotationRefusal>;

type TokenRow = {
  readonly id: number;
  readonly player_id: number;
  readonly family_id: string;
  readonly expires_at: Date;
  readonly revoked_at: Date | null;
  readonly rotated_at: Date | null;
  readonly successor_sealed: string | null;
  readonly session_active: boolean;
};

// The successor is sealed with AES-256-GCM under a key only the presented token yields. The stored
// digest is SHA-256 of the token, and HMAC keyed with the token is a different function of it, so
// the table alone opens nothing.
const sealingKey = (token: string): Buffer =>
  createHmac('sha256', token).update('refresh-token-successor', 'utf8').digest();

export function sealSuccessor(presentedToken: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(presentedToken), iv);
  const sealed = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

export function openSuccessor(presentedToken: string, sealed: string): string | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(presentedToken), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    // A damaged value opens nothing; the presenter is then treated as any late reuse.
    return null;
  }
}

// What a rotation seals for the grace window: both tokens it answered, so a second tab gets the
// same pair. Tokens are base64url, which has no dot.
const sealedPair = (refreshToken: string, casinoToken: string): string => `${refreshToken}.${casinoToken}`;
const openedPair = (opened: string): { refreshToken: string; casinoToken: string | null } => {
  const [refreshToken = '', casinoToken] = opened.split('.');
  return { refreshToken, casinoToken: casinoToken ?? null };
};

/**
 * Trades a refresh token for a new one of the same family and revokes it, and issues the session's
 * next casino token. The same token presented again within the grace window answers the same
 * successors; later, a revoked token presented again means two parties hold the family (one of
 * them stole it), so the session is revoked and both must log in again. Refusals are values: the
 * session's revocation must be committed.
 */
export async function rotateRefreshToken(
  db: Database,
  {
    refreshToken,
    now,
    ttlSeconds,
    casinoTokenTtlSeconds,
  }: { refreshToken: string; now: Date; ttlSeconds: number; casinoTokenTtlSeconds: number },
): Promise<Rotation> {
  return db.transaction(async (tx): Promise<Rotation> => {
    const [row] = await tx.query<TokenRow>(
      `SELECT t.id, t.player_id, t.family_id, t.expires_at, t.revoked_at, t.rotated_at, t.successor_sealed,
              s.revoked_at IS NULL AS session_active
       FROM refresh_tokens t JOIN sessions s ON s.id = t.family_id
       WHERE t.token_hash = $1 FOR UPDATE OF t`,
      [tokenDigest(refreshToken)],
    );
    if (row === undefined) return failure('unknown');
    if (!row.session_active) return failure('ended');
    if (row.revoked_at !== null) {
      const rotatedAt = row.rotated_at === null ? null : new Date(row.rotated_at).getTime();
      const withinGrace = rotatedAt !== null && now.getTime() - rotatedAt <= REFRESH_REUSE_GRACE_SECONDS * 1000;
      const successor =
        withinGrace && row.successor_sealed !== null ? openSuccessor(refreshToken, row.successor_sealed) : null;
      if (successor !== null) {
        const pair = openedPair(successor);
        // Sealed before rotations issued casino tokens: the session gets a new one of its own.
        const casinoToken =
          pair.casinoToken ??
          (await issueCasinoToken(tx, {
            playerId: row.player_id,
            sessionId: row.family_id,
            now,
            ttlSeconds: casinoTokenTtlSeconds,
          }));
        return success({ playerId: row.player_id, familyId: row.family_id, ...pair, casinoToken });
      }
      await revokeSession(tx, row.family_id, now);
      return failure('reused');
    }
    if (new Date(row.expires_at).getTime() <= now.getTime()) return failure('expired');
    const next = await issueRefreshToken(tx, { playerId: row.player_id, familyId: row.family_id, now, ttlSeconds });
    const casinoToken = await issueCasinoToken(tx, {
      playerId: row.player_id,
      sessionId: row.family_id,
      now,
      ttlSeconds: casinoTokenTtlSeconds,
    });
    await retireEarlierCasinoTokens(tx, {
      sessionId: row.family_id,
      casinoToken,
      now,
      graceSeconds: REFRESH_REUSE_GRACE_SECONDS,
    });
    await tx.query('UPDATE refresh_tokens SET revoked_at = $2, rotated_at = $2, successor_sealed = $3 WHERE id = $1', [
      row.id,
      now,
      sealSuccessor(refreshToken, sealedPair(next.refreshToken, casinoToken)),
    ]);
    return success({
      playerId: row.player_id,
      familyId: row.family_id,
      refreshToken: next.refreshToken,
      casinoToken,
    });
  });
}

/** The session a refresh token belongs to, whatever its state; null for an unknown token. */
export async function sessionOfRefreshToken(q: Queryable, refreshToken: string): Promise<string | null> {
  const [row] = await q.query<{ family_id: string }>('SELECT family_id FROM refresh_tokens WHERE token_hash = $1', [
    tokenDigest(refreshToken),
  ]);
  return row?.family_id ?? null;
}
