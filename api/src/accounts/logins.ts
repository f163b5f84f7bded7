import { failure, success, type Result } from '@exchange/contracts';

import { revokeSession } from '../auth/sessions.js';
import { refused, type HttpError } from '../http/errors.js';
import { findPlayerById } from '../players/players.js';
import { breakOf, onBreakRefusal } from '../responsible-play/responsible-play.js';
import type { AccountContext } from './account-context.js';
import { findAccountByUsername, requirePlayer } from './account-rows.js';
import { addSeconds } from './clock.js';
import { recordLoginAttempt } from './login-attempts.js';
import type { LoginResult } from './login-result.js';
import { burnEquivalentTime, verifyPassword } from './passwords.js';
import { rotateRefreshToken, sessionOfRefreshToken } from './refresh-tokens.js';

// Logins and sessions: the password login with its lockout, the demo login, token refresh and logout.

export interface Credentials {
  readonly userName: string;
  readonly password: string;
}

export interface RefreshResult {
  readonly accessToken: string;
  readonly expireInSeconds: number;
  readonly refreshToken: string;
  /** The session's new casino token, as long-lived as the access token. */
  readonly casinoToken: string;
}

/** What a logout names; either may be missing, expired or already revoked. */
export interface LogoutRequest {
  readonly accessToken: string | undefined;
  readonly refreshToken: string;
}

const minutesUntil = (until: Date, now: Date): number =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/** The refusal of a locked account, with the minutes left, rounded up. */
const lockedOut = (until: Date, now: Date): HttpError => refused(423, 'lockedOut', { count: minutesUntil(until, now) });

const isLocked = (lockedUntil: Date | null, now: Date): lockedUntil is Date =>
  lockedUntil !== null && new Date(lockedUntil).getTime() > now.getTime();

/**
 * A password login. Every attempt is recorded. Wrong usernames and wrong passwords get the same
 * answer in the same time; the configured number of consecutive wrong passwords locks the
 * account for the configured minutes, and a success resets the count.
 */
export async function authenticate(
  { db, config, now, issuer, passwordParameters }: AccountContext,
  { userName, password }: Credentials,
  clientIp: string,
): Promise<LoginResult> {
  const at = now();
  const attempt = { usernameTried: userName, clientIp, at };
  const account = userName === '' ? null : await findAccountByUsername(db, userName);
  if (account === null) {
    await burnEquivalentTime(password, passwordParameters);
    await recordLoginAttempt(db, { ...attempt, playerId: null, result: 'InvalidPassword' });
    throw refused(401, 'invalidCredentials');
  }
  const playerId = account.id;
  if (isLocked(account.locked_until, at)) {
    await recordLoginAttempt(db, { ...attempt, playerId, result: 'LockedOut' });
    throw lockedOut(account.locked_until, at);
  }

  if (!(await verifyPassword(password, account.password_hash, passwordParameters))) {
    const lockUntil = addSeconds(at, config.loginLockoutMinutes * 60);
    const lockedUntil = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ locked_until: Date | null }>(
        `UPDATE players SET
           failed_login_count = CASE WHEN failed_login_count + 1 >= $2 THEN 0 ELSE failed_login_count + 1 END,
           locked_until = CASE WHEN failed_login_count + 1 >= $2 THEN $3 ELSE locked_until END
         WHERE id = $1 RETURNING locked_until`,
        [playerId, config.loginMaxFailedAttempts, lockUntil],
      );
      await recordLoginAttempt(tx, { ...attempt, playerId, result: 'InvalidPassword' });
      return row?.locked_until ?? null;
    });
    if (isLocked(lockedUntil, at)) throw lockedOut(lockedUntil, at);
    throw refused(401, 'invalidCredentials');
  }

  const outcome = await db.transaction(async (tx): Promise<Result<LoginResult, HttpError>> => {
    // Checked again under the row lock: a burst of parallel guesses may have locked the account
    // while this one's password was being checked.
    const [row] = await tx.query<{ locked_until: Date | null; verified: boolean }>(
      'SELECT locked_until, verified FROM players WHERE id = $1 FOR UPDATE',
      [playerId],
    );
    if (row === undefined) return failure(refused(401, 'invalidCredentials'));
    if (isLocked(row.locked_until, at)) {
      await recordLoginAttempt(tx, { ...attempt, playerId, result: 'LockedOut' });
      return failure(lockedOut(row.locked_until, at));
    }
    await tx.query('UPDATE players SET failed_login_count = 0, locked_until = NULL WHERE id = $1', [playerId]);
    if (!row.verified) {
      await recordLoginAttempt(tx, { ...attempt, playerId, result: 'NotVerified' });
      return failure(refused(403, 'notVerified'));
    }
    const onBreak = await breakOf(tx, playerId, at);
    if (onBreak !== null) {
      // The attempt is kept, as a locked account's is: the player took the break themselves.
      await recordLoginAttempt(tx, { ...attempt, playerId, result: 'LockedOut' });
      return failure(onBreakRefusal(onBreak));
    }
    await recordLoginAttempt(tx, { ...attempt, playerId, result: 'Success' });
    const { result } = await issuer.issue(tx, await requirePlayer(tx, playerId), clientIp);
    return success(result);
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

/** Logs in the seeded demo player, which has no password. */
export async function loginAsDemo({ db, issuer }: AccountContext, clientIp: string): Promise<LoginResult> {
  return db.transaction(async (tx) => {
    const [demo] = await tx.query<{ id: number }>('SELECT id FROM players WHERE is_demo ORDER BY id LIMIT 1');
    if (demo === undefined) throw refused(503, 'demoUnavailable');
    return (await issuer.issue(tx, await requirePlayer(tx, demo.id), clientIp)).result;
  });
}

/** Rotates the refresh token, signs a new access token and replaces the casino token. */
export async function refresh(
  { db, config, now, issuer }: AccountContext,
  refreshToken: string,
): Promise<RefreshResult> {
  const sessionEnded = () => refused(401, 'sessionEnded');
  if (refreshToken === '') throw sessionEnded();
  const rotation = await rotateRefreshToken(db, {
    refreshToken,
    now: now(),
    ttlSeconds: config.refreshTokenTtlSeconds,
    casinoTokenTtlSeconds: config.accessTokenTtlSeconds,
  });
  if (!rotation.ok) throw sessionEnded();
  const successors = rotation.value;
  const player = await findPlayerById(db, successors.playerId);
  if (player === null) throw sessionEnded();
  const { accessToken, expireInSeconds } = await issuer.signAccessToken(player, successors.familyId);
  return { accessToken, expireInSeconds, refreshToken: successors.refreshToken, casinoToken: successors.casinoToken };
}

/**
 * Ends the sessions the caller names: the one of the access token (even expired, but genuine)
 * and the one of the refresh token (in any state). Says nothing about what it found, so it
 * can be called blindly on every way out of a session.
 */
export async function logout(
  { db, now, accessTokens }: AccountContext,
  { accessToken, refreshToken }: LogoutRequest,
): Promise<void> {
  const at = now();
  const verified = await accessTokens.verifyAccessToken(accessToken, { allowExpired: true });
  await db.transaction(async (tx) => {
    if (verified.ok) await revokeSession(tx, verified.value.sessionId, at);
    const family = refreshToken === '' ? null : await sessionOfRefreshToken(tx, refreshToken);
    if (family !== null) await revokeSession(tx, family, at);
  });
}
