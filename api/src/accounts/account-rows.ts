import type { Queryable } from '../db/database.js';
import { findPlayerById, type Player } from '../players/players.js';
import type { SignUpIdentity } from './validation.js';

/** A player's row as the account calls read it: identity, password and verification state. */
export type AccountRow = {
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

/** The account of a username in any case, locked for the transaction when `lock` is set. */
export const findAccountByUsername = async (
  q: Queryable,
  userName: string,
  lock = false,
): Promise<AccountRow | null> => {
  const [row] = await q.query<AccountRow>(
    `SELECT ${accountColumns} FROM players WHERE lower(username) = lower($1)${lock ? ' FOR UPDATE' : ''}`,
    [userName],
  );
  return row ?? null;
};

/** The account a sign-up names by username and mobile number, locked for the transaction. */
export const findSignUp = async (q: Queryable, { userName, mobile }: SignUpIdentity): Promise<AccountRow | null> => {
  const [row] = await q.query<AccountRow>(
    `SELECT ${accountColumns} FROM players WHERE lower(username) = lower($1) AND mobile = $2 FOR UPDATE`,
    [userName, mobile],
  );
  return row ?? null;
};

/** The player of an account the transaction has just read or written. */
export async function requirePlayer(q: Queryable, id: number): Promise<Player> {
  const player = await findPlayerById(q, id);
  if (player === null) throw new Error(`Player ${id} vanished inside its own transaction`);
  return player;
}
