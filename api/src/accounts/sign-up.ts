import { failure, success, type RefusalCode, type Result } from '@exchange/contracts';

import type { Queryable } from '../db/database.js';
import { refused, type HttpError } from '../http/errors.js';
import type { AccountContext } from './account-context.js';
import { findAccountByUsername, findSignUp, requirePlayer, type AccountRow } from './account-rows.js';
import { addSeconds } from './clock.js';
import type { LoginResult } from './login-result.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { RetryLaterError } from './retry-later.js';
import type { SignUpIdentity, Verification } from './validation.js';
import {
  consumeVerificationCode,
  RESEND_INTERVAL_SECONDS,
  secondsUntilNextCode,
  storeVerificationCode,
  type CodeCheck,
} from './verification-codes.js';
import type { SentVerificationCode } from './verification-outbox.js';

// Sign-up: registration, the verification code that completes it, and sending another code.

/**
 * How long an unverified sign-up holds its username. After that it no longer blocks anyone, is
 * deleted by the next registration, and the player must register again.
 */
export const PENDING_SIGN_UP_TTL_SECONDS = 24 * 3600;

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

/** The unique index a failed INSERT ran into, or null for any other error. */
function violatedUniqueIndex(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && typeof constraint === 'string' ? constraint : null;
}

const uniqueIndexRefusals: Readonly<Record<string, RefusalCode>> = {
  players_verified_mobile_key: 'mobileTaken',
  players_username_key: 'usernameTaken',
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

export const codeRefusals: Record<Exclude<CodeCheck, 'accepted'>, RefusalCode> = {
  wrong: 'verificationCodeWrong',
  used: 'verificationCodeUsed',
  expired: 'verificationCodeExpired',
};

/** Makes and stores a new code for the account (the previous one stops working); sent after the commit. */
export async function newCode(
  { generateCode, codeDigest }: AccountContext,
  tx: Queryable,
  account: { id: number; username: string; mobile: string },
  at: Date,
) {
  const code = generateCode();
  const { codeId, expiresAt } = await storeVerificationCode(tx, {
    playerId: account.id,
    digest: codeDigest(account.id, code),
    now: at,
  });
  return { playerId: account.id, userName: account.username, mobile: account.mobile, codeId, code, expiresAt };
}

export const tooSoon = (seconds: number) => new RetryLaterError('resendTooSoon', seconds);

/**
 * Creates an unverified account and its first code in one transaction. A pending sign-up is
 * resumed only with its own password: the same username and password send a new code (after
 * the resend interval, like a resend), with the mobile number and domain of this request. Its
 * password never changes here, so a stranger cannot take it over. Expired sign-ups are purged
 * first and block nobody; a mobile number is refused only once another account verified it.
 */
export async function register(
  context: AccountContext,
  { userName, mobile, password, domain }: NewRegistration,
): Promise<RegisterResult> {
  const { db, now, passwordParameters, sendCode } = context;
  const passwordHash = await hashPassword(password, passwordParameters);
  const at = now();
  const outcome = await db.transaction(async (tx): Promise<Result<SentVerificationCode, HttpError>> => {
    await purgeExpiredSignUps(tx, at);
    const existing = await findAccountByUsername(tx, userName, true);
    if (existing !== null) {
      if (existing.verified || !(await verifyPassword(password, existing.password_hash, passwordParameters))) {
        return failure(refused(409, 'usernameTaken'));
      }
      const wait = await secondsUntilNextCode(tx, existing.id, at);
      if (wait > 0) return failure(tooSoon(wait));
      if (await isMobileVerifiedElsewhere(tx, mobile, existing.id)) {
        return failure(refused(409, 'mobileTaken'));
      }
      await tx.query('UPDATE players SET mobile = $2, registered_domain = $3 WHERE id = $1', [
        existing.id,
        mobile,
        domain,
      ]);
      return success(await newCode(context, tx, { id: existing.id, username: existing.username, mobile }, at));
    }
    if (await isMobileVerifiedElsewhere(tx, mobile, null)) {
      return failure(refused(409, 'mobileTaken'));
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
      const taken = uniqueIndexRefusals[violatedUniqueIndex(error) ?? ''];
      throw taken === undefined ? error : refused(409, taken, {}, { cause: error });
    }
    if (inserted === undefined) throw new Error('INSERT … RETURNING answered no row');
    return success(await newCode(context, tx, { id: inserted.id, username: userName, mobile }, at));
  });
  // Refusals are values so that the purge above is committed with them.
  if (!outcome.ok) throw outcome.error;
  sendCode(outcome.value);
  return { userName: outcome.value.userName, mobile, domain, resendAfterSeconds: RESEND_INTERVAL_SECONDS };
}

/** Checks the code; the right one verifies the account and logs the player in. */
export async function verify(
  { db, now, issuer, codeDigest }: AccountContext,
  { userName, mobile, code }: Verification,
  clientIp: string,
): Promise<VerificationResult> {
  const at = now();
  const refusal = (code: RefusalCode, status = 400) => failure({ status, code });
  const outcome: Result<VerificationResult, { status: number; code: RefusalCode }> = await db
    .transaction(async (tx) => {
      const account = await findSignUp(tx, { userName, mobile });
      if (account === null) return refusal('verificationCodeWrong');
      if (isExpiredSignUp(account, at)) return refusal('signUpExpired');
      const check = await consumeVerificationCode(tx, {
        playerId: account.id,
        digest: codeDigest(account.id, code),
        now: at,
      });
      if (check !== 'accepted') return refusal(codeRefusals[check]);
      // A verified account's code resets its password (password-reset.ts); it logs nobody in here.
      if (account.verified) return refusal('alreadyVerified', 409);
      // Pending sign-ups may share a mobile number; the first to verify it keeps it.
      if (await isMobileVerifiedElsewhere(tx, mobile, account.id)) {
        return refusal('mobileVerifiedElsewhere', 409);
      }
      await tx.query('UPDATE players SET verified = true WHERE id = $1', [account.id]);
      const { result } = await issuer.issue(tx, await requirePlayer(tx, account.id), clientIp);
      return success({ ...result, domain: account.registered_domain });
    })
    .catch((error: unknown) => {
      // Two sign-ups verifying one number at the same moment on PostgreSQL: the index decides.
      if (violatedUniqueIndex(error) === 'players_verified_mobile_key') {
        return refusal('mobileVerifiedElsewhere', 409);
      }
      throw error;
    });
  if (!outcome.ok) throw refused(outcome.error.status, outcome.error.code);
  return outcome.value;
}

/** A new code for a sign-up still waiting; the previous one stops working. */
export async function resendCode(context: AccountContext, identity: SignUpIdentity): Promise<ResendResult> {
  const { db, now, sendCode } = context;
  const at = now();
  const sent = await db.transaction(async (tx) => {
    const account = await findSignUp(tx, identity);
    if (account === null) throw refused(404, 'noPendingSignUp');
    if (account.verified) throw refused(409, 'alreadyVerified');
    if (isExpiredSignUp(account, at)) throw refused(404, 'signUpExpired');
    const wait = await secondsUntilNextCode(tx, account.id, at);
    if (wait > 0) throw tooSoon(wait);
    return newCode(context, tx, { id: account.id, username: account.username, mobile: identity.mobile }, at);
  });
  sendCode(sent);
  return { resendAfterSeconds: RESEND_INTERVAL_SECONDS };
}
