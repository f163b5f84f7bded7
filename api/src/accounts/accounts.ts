import { responsiblePlayMessages } from '@exchange/contracts';

import { revokePlayerSessions, revokeSession } from '../auth/sessions.js';
import { accessTokensFromConfig } from '../auth/tokens.js';
import type { Config } from '../config.js';
import type { Database, Queryable } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { findPlayerById, type Player } from '../players/players.js';
import { breakOf } from '../responsible-play/responsible-play.js';
import { addSeconds, systemClock, type Clock } from './clock.js';
import {
  listLoginAttempts,
  recordLoginAttempt,
  type LoginAttemptsPage,
  type LoginAttemptsQuery,
} from './login-attempts.js';
import { createLoginIssuer, type LoginResult } from './login-result.js';
import { burnEquivalentTime, hashPassword, scryptParametersWithCost, verifyPassword } from './passwords.js';
import { rotateRefreshToken, sessionOfRefreshToken } from './refresh-tokens.js';
import { randomVerificationCode, verificationCodeDigest } from './secrets.js';
import {
  accountMessages,
  lockedOutMessage,
  validateNewPassword,
  type PasswordChange,
  type SignUpIdentity,
  type Verification,
} from './validation.js';
import {
  consumeVerificationCode,
  RESEND_INTERVAL_SECONDS,
  secondsUntilNextCode,
  storeVerificationCode,
  type CodeCheck,
} from './verification-codes.js';
import type { SentVerificationCode } from './verification-outbox.js';

/** A refusal the client may retry after a while; the route sends `Retry-After`. */
export class RetryLaterError extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super(429, message);
    this.name = 'RetryLaterError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * How long an unverified sign-up holds its username. After that it no longer blocks anyone, is
 * deleted by the next registration, and the player must register again.
 */
export const PENDING_SIGN_UP_TTL_SECONDS = 24 * 3600;

export interface AccountServiceOptions {
  readonly now?: Clock;
  /** Makes each verification code; tests fix it, or make it fail inside the registration. */
  readonly generateCode?: () => string;
}

export interface AccountServiceDependencies extends AccountServiceOptions {
  readonly db: Database;
  readonly config: Config;
  /** Delivers a code, after the transaction that stored it has committed. */
  readonly sendCode: (sent: SentVerificationCode) => void;
}

export interface NewRegistration {
  readonly userName: string;
  readonly mobile: string;
  readonly password: string;
  readonly domain: string | null;
}

export interface RegisterResult {
  readonly userName: string;
  readonly mobile: string;
  readonly domain: string | null;
  /** When the verification page may offer another code. */
  readonly resendAfterSeconds: number;
}

export interface VerificationResult extends LoginResult {
  /** The brand domain the registration came from. */
  readonly domain: string | null;
}

export interface ResendResult {
  readonly resendAfterSeconds: number;
}

export interface RefreshResult {
  readonly accessToken: string;
  readonly expireInSeconds: number;
  readonly refreshToken: string;
  /** The session's new casino token, as long-lived as the access token. */
  readonly casinoToken: string;
}

export interface Credentials {
  readonly userName: string;
  readonly password: string;
}

/** What a logout names; either may be missing, expired or already revoked. */
export interface LogoutRequest {
  readonly accessToken: string | undefined;
  readonly refreshToken: string;
}

type AccountRow = {
  readonly id: number;
  readonly username: string;
  readonly mobile: string | null;
  readonly password_hash: string | null;
  readonly verified: boolean;
  readonly registered_domain: string | null;
  readonly locked_until: Date | null;
  readonly created_at: Date;
};

const accountColumns = 'id, username, mobile, password_hash, verified, registered_domain, locked_until, created_at';

const findAccountByUsername = async (q: Queryable, userName: string, lock = false): Promise<AccountRow | null> => {
  const [row] = await q.query<AccountRow>(
    `SELECT ${accountColumns} FROM players WHERE lower(username) = lower($1)${lock ? ' FOR UPDATE' : ''}`,
    [userName],
  );
  return row ?? null;
};

const findSignUp = async (q: Queryable, { userName, mobile }: SignUpIdentity): Promise<AccountRow | null> => {
  const [row] = await q.query<AccountRow>(
    `SELECT ${accountColumns} FROM players WHERE lower(username) = lower($1) AND mobile = $2 FOR UPDATE`,
    [userName, mobile],
  );
  return row ?? null;
};

async function requirePlayer(q: Queryable, id: number): Promise<Player> {
  const player = await findPlayerById(q, id);
  if (player === null) throw new Error(`Player ${id} vanished inside its own transaction`);
  return player;
}

/** The unique index a failed INSERT ran into, or null for any other error. */
function violatedUniqueIndex(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && typeof constraint === 'string' ? constraint : null;
}

const uniqueIndexMessages: Readonly<Record<string, string>> = {
  players_verified_mobile_key: accountMessages.mobileTaken,
  players_username_key: accountMessages.usernameTaken,
};

/** A sign-up still waiting for its code after PENDING_SIGN_UP_TTL_SECONDS is over. */
const isExpiredSignUp = (account: Pick<AccountRow, 'verified' | 'created_at'>, now: Date): boolean =>
  !account.verified && addSeconds(new Date(account.created_at), PENDING_SIGN_UP_TTL_SECONDS).getTime() <= now.getTime();

/** Deletes every expired sign-up (their codes and attempts go with them). */
async function purgeExpiredSignUps(q: Queryable, now: Date): Promise<void> {
  await q.query('DELETE FROM players WHERE NOT verified AND created_at <= $1', [
    addSeconds(now, -PENDING_SIGN_UP_TTL_SECONDS),
  ]);
}

/** Whether another account has verified the mobile number (it is then theirs). */
async function isMobileVerifiedElsewhere(q: Queryable, mobile: string, playerId: number | null): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM players WHERE mobile = $1 AND verified AND id <> $2 LIMIT 1', [
    mobile,
    playerId ?? 0,
  ]);
  return rows.length > 0;
}

const codeRefusals: Record<Exclude<CodeCheck, 'accepted'>, string> = {
  wrong: accountMessages.codeWrong,
  used: accountMessages.codeUsed,
  expired: accountMessages.codeExpired,
};

const minutesUntil = (until: Date, now: Date): number =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

const isLocked = (lockedUntil: Date | null, now: Date): lockedUntil is Date =>
  lockedUntil !== null && new Date(lockedUntil).getTime() > now.getTime();

/**
 * Registration, verification, logins, token refresh and password changes. Inputs are already
 * validated by the routes; refusals are HttpErrors with the message the client shows. Whatever a
 * refusal must leave behind (a login attempt, a wrong guess, a revoked token family) is committed
 * before the error is thrown.
 */
export function createAccountService({
  db,
  config,
  sendCode,
  now = systemClock,
  generateCode = randomVerificationCode,
}: AccountServiceDependencies) {
  const issuer = createLoginIssuer(config, now);
  const accessTokens = accessTokensFromConfig(config, now);
  const codeDigest = (playerId: number, code: string) => verificationCodeDigest(config.tokenSecret, playerId, code);
  const passwordParameters = scryptParametersWithCost(config.passwordHashCost);

  async function newCode(tx: Queryable, account: { id: number; username: string; mobile: string }, at: Date) {
    const code = generateCode();
    const { codeId, expiresAt } = await storeVerificationCode(tx, {
      playerId: account.id,
      digest: codeDigest(account.id, code),
      now: at,
    });
    return { playerId: account.id, userName: account.username, mobile: account.mobile, codeId, code, expiresAt };
  }

  const tooSoon = (seconds: number) => new RetryLaterError(accountMessages.resendTooSoon, seconds);

  return {
    /**
     * Creates an unverified account and its first code in one transaction. A pending sign-up is
     * resumed only with its own password: the same username and password send a new code (after
     * the resend interval, like a resend), with the mobile number and domain of this request. Its
     * password never changes here, so a stranger cannot take it over. Expired sign-ups are purged
     * first and block nobody; a mobile number is refused only once another account verified it.
     */
    async register({ userName, mobile, password, domain }: NewRegistration): Promise<RegisterResult> {
      const passwordHash = await hashPassword(password, passwordParameters);
      const at = now();
      const outcome = await db.transaction(async (tx) => {
        await purgeExpiredSignUps(tx, at);
        const existing = await findAccountByUsername(tx, userName, true);
        if (existing !== null) {
          if (existing.verified || !(await verifyPassword(password, existing.password_hash, passwordParameters))) {
            return { ok: false, error: new HttpError(409, accountMessages.usernameTaken) } as const;
          }
          const wait = await secondsUntilNextCode(tx, existing.id, at);
          if (wait > 0) return { ok: false, error: tooSoon(wait) } as const;
          if (await isMobileVerifiedElsewhere(tx, mobile, existing.id)) {
            return { ok: false, error: new HttpError(409, accountMessages.mobileTaken) } as const;
          }
          await tx.query('UPDATE players SET mobile = $2, registered_domain = $3 WHERE id = $1', [
            existing.id,
            mobile,
            domain,
          ]);
          return {
            ok: true,
            sent: await newCode(tx, { id: existing.id, username: existing.username, mobile }, at),
          } as const;
        }
        if (await isMobileVerifiedElsewhere(tx, mobile, null)) {
          return { ok: false, error: new HttpError(409, accountMessages.mobileTaken) } as const;
        }
        let inserted: { id: number } | undefined;
        try {
          [inserted] = await tx.query<{ id: number }>(
            `INSERT INTO players (username, mobile, password_hash, verified, registered_domain, created_at)
             VALUES ($1, $2, $3, false, $4, $5) RETURNING id`,
            [userName, mobile, passwordHash, domain, at],
          );
        } catch (error) {
          // The unique index decides: a username taken since the check above.
          const taken = uniqueIndexMessages[violatedUniqueIndex(error) ?? ''];
          throw taken === undefined ? error : new HttpError(409, taken, { cause: error });
        }
        if (inserted === undefined) throw new Error('INSERT … RETURNING answered no row');
        return { ok: true, sent: await newCode(tx, { id: inserted.id, username: userName, mobile }, at) } as const;
      });
      // Refusals are values so that the purge above is committed with them.
      if (!outcome.ok) throw outcome.error;
      sendCode(outcome.sent);
      return { userName: outcome.sent.userName, mobile, domain, resendAfterSeconds: RESEND_INTERVAL_SECONDS };
    },

    /** Checks the code; the right one verifies the account and logs the player in. */
    async verify({ userName, mobile, code }: Verification, clientIp: string): Promise<VerificationResult> {
      const at = now();
      const refusal = (message: string, status = 400) => ({ ok: false, status, message }) as const;
      const outcome = await db
        .transaction(async (tx) => {
          const account = await findSignUp(tx, { userName, mobile });
          if (account === null) return refusal(accountMessages.codeWrong);
          if (isExpiredSignUp(account, at)) return refusal(accountMessages.signUpExpired);
          const check = await consumeVerificationCode(tx, {
            playerId: account.id,
            digest: codeDigest(account.id, code),
            now: at,
          });
          if (check !== 'accepted') return refusal(codeRefusals[check]);
          // Pending sign-ups may share a mobile number; the first to verify it keeps it.
          if (await isMobileVerifiedElsewhere(tx, mobile, account.id)) {
            return refusal(accountMessages.mobileVerifiedElsewhere, 409);
          }
          await tx.query('UPDATE players SET verified = true WHERE id = $1', [account.id]);
          const { result } = await issuer.issue(tx, await requirePlayer(tx, account.id), clientIp);
          return { ok: true, result: { ...result, domain: account.registered_domain } } as const;
        })
        .catch((error: unknown) => {
          // Two sign-ups verifying one number at the same moment on PostgreSQL: the index decides.
          if (violatedUniqueIndex(error) === 'players_verified_mobile_key') {
            return refusal(accountMessages.mobileVerifiedElsewhere, 409);
          }
          throw error;
        });
      if (!outcome.ok) throw new HttpError(outcome.status, outcome.message);
      return outcome.result;
    },

    /** A new code for a sign-up still waiting; the previous one stops working. */
    async resendCode(identity: SignUpIdentity): Promise<ResendResult> {
      const at = now();
      const sent = await db.transaction(async (tx) => {
        const account = await findSignUp(tx, identity);
        if (account === null) throw new HttpError(404, accountMessages.noPendingSignUp);
        if (account.verified) throw new HttpError(409, accountMessages.alreadyVerified);
        if (isExpiredSignUp(account, at)) throw new HttpError(404, accountMessages.signUpExpired);
        const wait = await secondsUntilNextCode(tx, account.id, at);
        if (wait > 0) throw tooSoon(wait);
        return newCode(tx, { id: account.id, username: account.username, mobile: identity.mobile }, at);
      });
      sendCode(sent);
      return { resendAfterSeconds: RESEND_INTERVAL_SECONDS };
    },

    /**
     * A password login. Every attempt is recorded. Wrong usernames and wrong passwords get the same
     * answer in the same time; the configured number of consecutive wrong passwords locks the
     * account for the configured minutes, and a success resets the count.
     */
    async authenticate({ userName, password }: Credentials, clientIp: string): Promise<LoginResult> {
      const at = now();
      const attempt = { usernameTried: userName, clientIp, at };
      const account = userName === '' ? null : await findAccountByUsername(db, userName);
      if (account === null) {
        await burnEquivalentTime(password, passwordParameters);
        await recordLoginAttempt(db, { ...attempt, playerId: null, result: 'InvalidPassword' });
        throw new HttpError(401, accountMessages.invalidCredentials);
      }
      const playerId = account.id;
      if (isLocked(account.locked_until, at)) {
        await recordLoginAttempt(db, { ...attempt, playerId, result: 'LockedOut' });
        throw new HttpError(423, lockedOutMessage(minutesUntil(account.locked_until, at)));
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
        if (isLocked(lockedUntil, at)) throw new HttpError(423, lockedOutMessage(minutesUntil(lockedUntil, at)));
        throw new HttpError(401, accountMessages.invalidCredentials);
      }

      const outcome = await db.transaction(async (tx) => {
        // Checked again under the row lock: a burst of parallel guesses may have locked the account
        // while this one's password was being checked.
        const [row] = await tx.query<{ locked_until: Date | null; verified: boolean }>(
          'SELECT locked_until, verified FROM players WHERE id = $1 FOR UPDATE',
          [playerId],
        );
        if (row === undefined) return { ok: false, status: 401, message: accountMessages.invalidCredentials } as const;
        if (isLocked(row.locked_until, at)) {
          await recordLoginAttempt(tx, { ...attempt, playerId, result: 'LockedOut' });
          return { ok: false, status: 423, message: lockedOutMessage(minutesUntil(row.locked_until, at)) } as const;
        }
        await tx.query('UPDATE players SET failed_login_count = 0, locked_until = NULL WHERE id = $1', [playerId]);
        if (!row.verified) {
          await recordLoginAttempt(tx, { ...attempt, playerId, result: 'NotVerified' });
          return { ok: false, status: 403, message: accountMessages.notVerified } as const;
        }
        const onBreak = await breakOf(tx, playerId, at);
        if (onBreak !== null) {
          // The attempt is kept, as a locked account's is: the player took the break themselves.
          await recordLoginAttempt(tx, { ...attempt, playerId, result: 'LockedOut' });
          const message =
            onBreak.kind === 'timeOut' ? responsiblePlayMessages.timeOut : responsiblePlayMessages.selfExcluded;
          return { ok: false, status: 403, message } as const;
        }
        await recordLoginAttempt(tx, { ...attempt, playerId, result: 'Success' });
        const { result } = await issuer.issue(tx, await requirePlayer(tx, playerId), clientIp);
        return { ok: true, result } as const;
      });
      if (!outcome.ok) throw new HttpError(outcome.status, outcome.message);
      return outcome.result;
    },

    /** Logs in the seeded demo player, which has no password. */
    async loginAsDemo(clientIp: string): Promise<LoginResult> {
      return db.transaction(async (tx) => {
        const [demo] = await tx.query<{ id: number }>('SELECT id FROM players WHERE is_demo ORDER BY id LIMIT 1');
        if (demo === undefined) throw new HttpError(503, accountMessages.demoUnavailable);
        return (await issuer.issue(tx, await requirePlayer(tx, demo.id), clientIp)).result;
      });
    },

    /** Rotates the refresh token, signs a new access token and replaces the casino token. */
    async refresh(refreshToken: string): Promise<RefreshResult> {
      const sessionEnded = () => new HttpError(401, accountMessages.sessionEnded);
      if (refreshToken === '') throw sessionEnded();
      const rotation = await rotateRefreshToken(db, {
        refreshToken,
        now: now(),
        ttlSeconds: config.refreshTokenTtlSeconds,
        casinoTokenTtlSeconds: config.accessTokenTtlSeconds,
      });
      if (!rotation.ok) throw sessionEnded();
      const player = await findPlayerById(db, rotation.playerId);
      if (player === null) throw sessionEnded();
      const { accessToken, expireInSeconds } = await issuer.signAccessToken(player, rotation.familyId);
      return { accessToken, expireInSeconds, refreshToken: rotation.refreshToken, casinoToken: rotation.casinoToken };
    },

    /**
     * Ends the sessions the caller names: the one of the access token (even expired, but genuine)
     * and the one of the refresh token (in any state). Says nothing about what it found, so it
     * can be called blindly on every way out of a session.
     */
    async logout({ accessToken, refreshToken }: LogoutRequest): Promise<void> {
      const at = now();
      const verified = await accessTokens.verifyAccessToken(accessToken, { allowExpired: true });
      await db.transaction(async (tx) => {
        if (verified.ok) await revokeSession(tx, verified.claims.sessionId, at);
        const family = refreshToken === '' ? null : await sessionOfRefreshToken(tx, refreshToken);
        if (family !== null) await revokeSession(tx, family, at);
      });
    },

    /**
     * Replaces the password and ends every session of the player: access tokens signed before stop
     * working at once and no refresh token renews anything; the client logs in again.
     */
    async changePassword(playerId: number, change: PasswordChange): Promise<{ changed: true }> {
      const [row] = await db.query<{ password_hash: string | null }>(
        'SELECT password_hash FROM players WHERE id = $1',
        [playerId],
      );
      if (!(await verifyPassword(change.currentPassword, row?.password_hash ?? null, passwordParameters))) {
        // 400, not 401: this call is outside authentication, and a 401 would end the session.
        throw new HttpError(400, accountMessages.currentPasswordWrong);
      }
      const newPassword = validateNewPassword(change);
      if (!newPassword.ok) throw new HttpError(400, newPassword.message);
      const passwordHash = await hashPassword(newPassword.value, passwordParameters);
      await db.transaction(async (tx) => {
        await tx.query('UPDATE players SET password_hash = $2 WHERE id = $1', [playerId, passwordHash]);
        await revokePlayerSessions(tx, playerId, now());
      });
      return { changed: true };
    },

    loginAttempts(playerId: number, query: LoginAttemptsQuery): Promise<LoginAttemptsPage> {
      return listLoginAttempts(db, playerId, query);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
