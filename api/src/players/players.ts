import { randomUUID } from 'node:crypto';

import type { Database, Queryable } from '../db/database.js';
import { fromMinorUnits, toMinorUnits, type Money } from './money.js';
import type { PlayerEvents } from './player-events.js';

/** A player as the api hands it out; the sport flags are named as in the stored user info. */
export interface Player {
  readonly id: number;
  readonly username: string;
  readonly balance: Money;
  readonly exposure: Money;
  readonly football: boolean;
  readonly tennis: boolean;
  readonly cricket: boolean;
  readonly kabaddi: boolean;
  readonly horseRacing: boolean;
  /** The shared demo account: it plays with its own balance and may not deposit or withdraw. */
  readonly isDemo: boolean;
  readonly createdAt: string;
}

// A type alias, not an interface, so it fits the `Row` record that `query` expects.
type PlayerRow = {
  readonly id: number;
  readonly username: string;
  readonly balance: string;
  readonly exposure: string;
  readonly football: boolean;
  readonly tennis: boolean;
  readonly cricket: boolean;
  readonly kabaddi: boolean;
  readonly horse_racing: boolean;
  readonly is_demo: boolean;
  readonly created_at: Date | string;
};

// numeric(18,2) comes back as text with two decimals on both engines, which is the Money format.
const playerColumnList = [
  'id',
  'username',
  'balance::text AS balance',
  'exposure::text AS exposure',
  'football',
  'tennis',
  'cricket',
  'kabaddi',
  'horse_racing',
  'is_demo',
  'created_at',
];
const playerColumns = playerColumnList.join(', ');

const toPlayer = (row: PlayerRow): Player => ({
  id: row.id,
  username: row.username,
  balance: row.balance,
  exposure: row.exposure,
  football: row.football,
  tennis: row.tennis,
  cricket: row.cricket,
  kabaddi: row.kabaddi,
  horseRacing: row.horse_racing,
  isDemo: row.is_demo,
  createdAt: new Date(row.created_at).toISOString(),
});

export async function findPlayerById(db: Queryable, id: number): Promise<Player | null> {
  const [row] = await db.query<PlayerRow>(`SELECT ${playerColumns} FROM players WHERE id = $1`, [id]);
  return row === undefined ? null : toPlayer(row);
}

/**
 * The player of a session, with whether the session stands (it exists, is the player's and is not
 * revoked): what every authenticated request checks, in one statement. `player` is null when the
 * session is not found or the player was removed.
 */
export async function findSessionPlayer(
  db: Queryable,
  sessionId: string,
  playerId: number,
): Promise<{ sessionActive: boolean; player: Player | null }> {
  const [row] = await db.query<Partial<PlayerRow> & { session_active: boolean }>(
    `SELECT sessions.revoked_at IS NULL AS session_active, ${playerColumnList.map((column) => `players.${column}`).join(', ')}
     FROM sessions LEFT JOIN players ON players.id = sessions.player_id
     WHERE sessions.id = $1 AND sessions.player_id = $2`,
    [sessionId, playerId],
  );
  if (row === undefined) return { sessionActive: false, player: null };
  return { sessionActive: row.session_active, player: row.id == null ? null : toPlayer(row as PlayerRow) };
}

/** Usernames are unique without regard to case: "demo" finds "Demo". */
export async function findPlayerByUsername(db: Queryable, username: string): Promise<Player | null> {
  const [row] = await db.query<PlayerRow>(`SELECT ${playerColumns} FROM players WHERE lower(username) = lower($1)`, [
    username,
  ]);
  return row === undefined ? null : toPlayer(row);
}

export interface NewPlayer {
  readonly username: string;
  readonly balance?: Money;
}

/** Creates the player, or answers the one that already has this username (in any case). */
export async function createPlayer(db: Queryable, player: NewPlayer): Promise<{ player: Player; created: boolean }> {
  // One statement, so a player created with money always has the ledger entry that opens it.
  const [inserted] = await db.query<PlayerRow>(
    `WITH created AS (
       INSERT INTO players (username, balance) VALUES ($1, $2::numeric)
       ON CONFLICT ((lower(username))) DO NOTHING
       RETURNING *
     ), opening AS (
       INSERT INTO ledger_entries (player_id, kind, amount, balance_after, reference, description, line_code)
       SELECT id, 'opening_balance', balance, balance, 'player:' || id, 'Opening balance', 'openingBalance'
       FROM created WHERE balance > 0
     )
     SELECT ${playerColumns} FROM created`,
    [player.username, player.balance ?? '0.00'],
  );
  if (inserted !== undefined) {
    return { player: toPlayer(inserted), created: true };
  }
  const existing = await findPlayerByUsername(db, player.username);
  if (existing === null) {
    // Only a concurrent delete between the two statements gets here.
    throw new Error(`Player ${player.username} vanished while being created`);
  }
  return { player: existing, created: false };
}

export interface BalanceChange {
  readonly balance: Money;
  /** Left as it is when omitted. */
  readonly exposure?: Money;
}

/**
 * Sets a player's balance (and exposure) in one transaction, then tells `events`' listeners (the
 * hub among them). Answers null for an unknown player.
 */
export async function setPlayerBalance(
  db: Database,
  events: PlayerEvents,
  id: number,
  change: BalanceChange,
): Promise<Player | null> {
  const player = await db.transaction(async (tx) => {
    const [before] = await tx.query<{ balance: string }>(
      'SELECT balance::text AS balance FROM players WHERE id = $1 FOR UPDATE',
      [id],
    );
    const [row] = await tx.query<PlayerRow>(
      `UPDATE players
       SET balance = $2::numeric, exposure = COALESCE($3::numeric, exposure)
       WHERE id = $1
       RETURNING ${playerColumns}`,
      [id, change.balance, change.exposure ?? null],
    );
    if (before !== undefined && row !== undefined && before.balance !== row.balance) {
      // An operator's correction is still a movement of money: the statement shows it.
      const delta = toMinorUnits(row.balance) - toMinorUnits(before.balance);
      await tx.query(
        `INSERT INTO ledger_entries (player_id, kind, amount, balance_after, reference, description, line_code)
         VALUES ($1, 'adjustment', $2::numeric, $3::numeric, $4, 'Balance adjustment', 'balanceAdjustment')`,
        [id, delta < 0n ? `-${fromMinorUnits(-delta)}` : fromMinorUnits(delta), row.balance, randomUUID()],
      );
    }
    return row === undefined ? null : toPlayer(row);
  });
  if (player !== null) {
    events.emitBalanceChanged({
      playerId: player.id,
      balance: player.balance,
      exposure: player.exposure,
    });
  }
  return player;
}
