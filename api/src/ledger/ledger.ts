import {
  formatMinor,
  readMinor,
  statementLineText,
  type StatementLine,
  type Wording,
  type WordingValues,
} from '@exchange/contracts';

import type { Database, Queryable } from '../db/database.js';
import { fromMinorUnits, toMinorUnits, type Money } from '../players/money.js';
import type { PlayerEvents } from '../players/player-events.js';

/**
 * A signed amount with two decimals: "1500.00" for a credit, "-250.50" for a debit. The ledger's
 * arithmetic runs on bigint minor units; this is how amounts cross its boundary.
 */
export type SignedMoney = string;

/** Reads signed money text exactly (contracts money module); throws when it is not an amount. */
export function toSignedMinorUnits(amount: SignedMoney): bigint {
  const read = readMinor(amount);
  if (!read.ok) throw new RangeError(`"${amount}" is not a decimal amount with at most 2 decimal places`);
  return read.value;
}

/** Minor units as signed money text: "1500.00", "-250.50". */
export function fromSignedMinorUnits(minorUnits: bigint): SignedMoney {
  return formatMinor(minorUnits);
}

/** One change of a player's balance, as a feature asks for it. */
export interface Posting {
  readonly playerId: number;
  /** The business event, lower_snake_case: `deposit`, `bet_settlement`, `casino_stake`… */
  readonly kind: string;
  /** Credit positive, debit negative, never zero. */
  readonly amount: SignedMoney;
  /** With `kind`, makes the posting idempotent: posting the same pair again changes nothing. */
  readonly reference: string;
  /**
   * What the player reads in the statement, as a statement line: its code and values are stored
   * for each client to say in the player's language, its English in `description`.
   */
  readonly description: StatementLine;
  /** What the statement's detail view shows beside the description (bet, market, payment…). */
  readonly details?: Readonly<Record<string, unknown>>;
  /**
   * May the balance left go below the exposure held against it? A debit the player chose (a stake,
   * a withdrawal) may not; a settlement of what was already held may.
   */
  readonly allowBelowExposure?: boolean;
}

export interface LedgerEntry {
  readonly id: number;
  readonly playerId: number;
  readonly kind: string;
  readonly amount: SignedMoney;
  readonly balanceAfter: Money;
  readonly reference: string;
  /** The statement line's English (or the text of an entry written before lines had codes). */
  readonly description: string;
  /** The statement line as its code and values; null for an entry written before lines had codes. */
  readonly line: Wording | null;
  readonly details: Readonly<Record<string, unknown>>;
  readonly createdAt: string;
}

export interface PostingResult {
  readonly entry: LedgerEntry;
  /** False when (kind, reference) was already posted: `entry` is the earlier one, nothing changed. */
  readonly posted: boolean;
  readonly balance: Money;
  readonly exposure: Money;
}

/** The debit would leave less than nothing, or less than the exposure the balance holds. */
export class InsufficientFundsError extends Error {
  constructor(
    readonly available: Money,
    readonly requested: Money,
  ) {
    super(`Insufficient balance: ${available} available, ${requested} needed.`);
    this.name = 'InsufficientFundsError';
  }
}

export class UnknownPlayerError extends Error {
  constructor(readonly playerId: number) {
    super(`No player ${playerId}.`);
    this.name = 'UnknownPlayerError';
  }
}

type EntryRow = {
  readonly id: number;
  readonly player_id: number;
  readonly kind: string;
  readonly amount: string;
  readonly balance_after: string;
  readonly reference: string;
  readonly description: string;
  readonly line_code: string | null;
  readonly line_values: Record<string, unknown> | string | null;
  readonly details: Record<string, unknown> | string;
  readonly created_at: Date | string;
};

export const ledgerEntryColumns =
  'id, player_id, kind, amount::text AS amount, balance_after::text AS balance_after, reference, description, line_code, line_values, details, created_at';

// node-postgres parses jsonb; PGlite does too, but a text cast on either engine would not.
const jsonObject = (value: Record<string, unknown> | string | null): Record<string, unknown> =>
  typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : (value ?? {});

/** The stored values of a line: the texts and numbers it was written with, nothing else. */
const lineValues = (value: Record<string, unknown> | string | null): WordingValues =>
  Object.fromEntries(
    Object.entries(jsonObject(value)).filter(
      (pair): pair is [string, string | number] => typeof pair[1] === 'string' || typeof pair[1] === 'number',
    ),
  );

export const toLedgerEntry = (row: EntryRow): LedgerEntry => ({
  id: row.id,
  playerId: row.player_id,
  kind: row.kind,
  amount: row.amount,
  balanceAfter: row.balance_after,
  reference: row.reference,
  description: row.description,
  line: row.line_code === null ? null : { code: row.line_code, values: lineValues(row.line_values) },
  details: jsonObject(row.details),
  createdAt: new Date(row.created_at).toISOString(),
});

/**
 * Posts one entry inside the caller's transaction: locks the player's row, refuses a debit the
 * balance cannot carry, moves the balance and writes the entry that records it. Call it from
 * `db.transaction` and tell the player after the commit (`postToLedger` does both for one posting).
 */
export async function postInTransaction(tx: Queryable, posting: Posting): Promise<PostingResult> {
  const amount = toSignedMinorUnits(posting.amount);
  if (amount === 0n) {
    throw new RangeError('A ledger posting moves money: its amount is not zero.');
  }
  const [player] = await tx.query<{ balance: string; exposure: string }>(
    'SELECT balance::text AS balance, exposure::text AS exposure FROM players WHERE id = $1 FOR UPDATE',
    [posting.playerId],
  );
  if (player === undefined) {
    throw new UnknownPlayerError(posting.playerId);
  }
  const [earlier] = await tx.query<EntryRow>(
    `SELECT ${ledgerEntryColumns} FROM ledger_entries WHERE kind = $1 AND reference = $2`,
    [posting.kind, posting.reference],
  );
  if (earlier !== undefined) {
    return { entry: toLedgerEntry(earlier), posted: false, balance: player.balance, exposure: player.exposure };
  }

  const balance = toMinorUnits(player.balance);
  const floor = posting.allowBelowExposure === true ? 0n : toMinorUnits(player.exposure);
  const after = balance + amount;
  if (amount < 0n && after < floor) {
    throw new InsufficientFundsError(
      fromSignedMinorUnits(balance - floor < 0n ? 0n : balance - floor),
      fromMinorUnits(-amount),
    );
  }
  if (after < 0n) {
    throw new InsufficientFundsError(player.balance, fromMinorUnits(-amount));
  }
  const balanceAfter = fromMinorUnits(after);
  await tx.query('UPDATE players SET balance = $2::numeric WHERE id = $1', [posting.playerId, balanceAfter]);
  const [row] = await tx.query<EntryRow>(
    `INSERT INTO ledger_entries
       (player_id, kind, amount, balance_after, reference, description, line_code, line_values, details)
     VALUES ($1, $2, $3::numeric, $4::numeric, $5, $6, $7, $8::jsonb, $9::jsonb)
     RETURNING ${ledgerEntryColumns}`,
    [
      posting.playerId,
      posting.kind,
      fromSignedMinorUnits(amount),
      balanceAfter,
      posting.reference,
      statementLineText(posting.description),
      posting.description.code,
      JSON.stringify(posting.description.values),
      JSON.stringify(posting.details ?? {}),
    ],
  );
  if (row === undefined) {
    throw new Error('The ledger entry was not written.');
  }
  return { entry: toLedgerEntry(row), posted: true, balance: balanceAfter, exposure: player.exposure };
}

/** Posts one entry in its own transaction, then tells the player's listeners (the hub) if it moved money. */
export async function postToLedger(db: Database, events: PlayerEvents, posting: Posting): Promise<PostingResult> {
  const result = await db.transaction((tx) => postInTransaction(tx, posting));
  if (result.posted) {
    events.emitBalanceChanged({
      playerId: posting.playerId,
      balance: result.balance,
      exposure: result.exposure,
    });
  }
  return result;
}

/** A player's entries, newest first. */
export async function listLedgerEntries(
  db: Queryable,
  playerId: number,
  page: { readonly skip: number; readonly take: number },
): Promise<{ readonly items: readonly LedgerEntry[]; readonly totalCount: number }> {
  const rows = await db.query<EntryRow>(
    `SELECT ${ledgerEntryColumns} FROM ledger_entries WHERE player_id = $1
     ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT $3`,
    [playerId, page.skip, page.take],
  );
  const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_entries WHERE player_id = $1', [
    playerId,
  ]);
  return { items: rows.map(toLedgerEntry), totalCount: count?.n ?? 0 };
}
