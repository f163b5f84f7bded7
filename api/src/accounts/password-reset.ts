import { failure, success, type RefusalCode, type Result } from '@exchange/contracts';

import { revokePlayerSessions } from '../auth/sessions.js';
import { refused } from '../http/errors.js';
import type { AccountContext } from './account-context.js';
import { findSignUp } from './account-rows.js';
import { hashPassword } from './passwords.js';
import { codeRefusals, newCode, type ResendResult } from './sign-up.js';
import type { PasswordReset, SignUpIdentity } from './validation.js';
import { consumeVerificationCode, RESEND_INTERVAL_SECONDS, secondsUntilNextCode } from './verification-codes.js';

// A forgotten password: a code sent to the account's verified mobile number (through the same
// outbox and rules as sign-up codes) sets a new password and ends every session.

/**
 * Sends a reset code to the verified account with this username and mobile number. The answer is the
 * same whether or not there is one, so the call tells nobody which accounts exist; within the resend
 * interval of the last unused code nothing is sent.
 */
export async function requestPasswordReset(context: AccountContext, identity: SignUpIdentity): Promise<ResendResult> {
  const { db, now, sendCode } = context;
  const at = now();
  const sent = await db.transaction(async (tx) => {
    const account = await findSignUp(tx, identity);
    if (account === null || !account.verified) return null;
    // An unused code sent within the resend interval holds the next one back (the sign-up's, used, does not).
    if ((await secondsUntilNextCode(tx, account.id, at, { unusedOnly: true })) > 0) return null;
    return newCode(context, tx, { id: account.id, username: account.username, mobile: identity.mobile }, at);
  });
  if (sent !== null) sendCode(sent);
  return { resendAfterSeconds: RESEND_INTERVAL_SECONDS };
}

/**
 * Sets the new password when the code is the account's pending one, and ends every session of the
 * player (as a password change does). A wrong code counts against the pending one, as at sign-up.
 */
export async function resetPassword(
  context: AccountContext,
  { userName, mobile, code, newPassword }: PasswordReset,
): Promise<{ reset: true }> {
  const { db, now, codeDigest, passwordParameters } = context;
  const passwordHash = await hashPassword(newPassword, passwordParameters);
  const at = now();
  const outcome: Result<true, RefusalCode> = await db.transaction(async (tx) => {
    const account = await findSignUp(tx, { userName, mobile });
    if (account === null || !account.verified) return failure('verificationCodeWrong');
    const check = await consumeVerificationCode(tx, {
      playerId: account.id,
      digest: codeDigest(account.id, code),
      now: at,
    });
    // Refusals are values, so that a wrong guess is committed with them.
    if (check !== 'accepted') return failure(codeRefusals[check]);
    await tx.query('UPDATE players SET password_hash = $2 WHERE id = $1', [account.id, passwordHash]);
    await revokePlayerSessions(tx, account.id, at);
    return success(true);
  });
  if (!outcome.ok) throw refused(400, outcome.error);
  return { reset: true };
}
