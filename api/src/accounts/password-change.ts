import { revokePlayerSessions } from '../auth/sessions.js';
import { refused } from '../http/errors.js';
import type { AccountContext } from './account-context.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { validateNewPassword, type PasswordChange } from './validation.js';

/**
 * Replaces the password and ends every session of the player: access tokens signed before stop
 * working at once and no refresh token renews anything; the client logs in again.
 */
export async function changePassword(
  { db, now, passwordParameters }: AccountContext,
  playerId: number,
  change: PasswordChange,
): Promise<{ changed: true }> {
  const [row] = await db.query<{ password_hash: string | null }>('SELECT password_hash FROM players WHERE id = $1', [
    playerId,
  ]);
  if (!(await verifyPassword(change.currentPassword, row?.password_hash ?? null, passwordParameters))) {
    // 400, not 401: this call is outside authentication, and a 401 would end the session.
    throw refused(400, 'currentPasswordWrong');
  }
  const newPassword = validateNewPassword(change);
  if (!newPassword.ok) throw refused(400, newPassword.error.code, newPassword.error.values);
  const passwordHash = await hashPassword(newPassword.value, passwordParameters);
  await db.transaction(async (tx) => {
    await tx.query('UPDATE players SET password_hash = $2 WHERE id = $1', [playerId, passwordHash]);
    await revokePlayerSessions(tx, playerId, now());
  });
  return { changed: true };
}
