import {
  statementTypeOf,
  type StatementEntry,
  type StatementType,
  type TransactionDetail,
  type TransactionHistory,
} from '@exchange/contracts';

import type { Queryable } from '../db/database.js';
import { refused } from '../http/errors.js';
import { ledgerEntryColumns, toLedgerEntry, type LedgerEntry } from '../ledger/ledger.js';

/** The ledger kinds each filter type covers, as LIKE patterns (the same grouping as `statementTypeOf`). */
const kindPatterns: Readonly<Record<Exclude<StatementType, 'all' | 'adjustment'>, readonly string[]>> = {
  deposit: ['deposit%'],
  withdrawal: ['withdrawal%'],
  bonus: ['bonus%'],
  betting: ['bet%', 'commission%'],
  casino: ['casino%'],
};
const namedPatterns = Object.values(kindPatterns).flat();

function typeCondition(type: StatementType, parameter: string): { sql: string; value: readonly string[] } | null {
  if (type === 'all') return null;
  if (type === 'adjustment') return { sql: `NOT (kind LIKE ANY(${parameter}::text[]))`, value: namedPatterns };
  return { sql: `kind LIKE ANY(${parameter}::text[])`, value: kindPatterns[type] };
}

const toStatementEntry = (entry: LedgerEntry): StatementEntry => {
  const amount = Number(entry.amount);
  return {
    id: entry.id,
    date: entry.createdAt,
    kind: entry.kind,
    type: statementTypeOf(entry.kind),
    description: entry.description,
    ...(entry.line === null ? {} : { line: { code: entry.line.code, values: { ...entry.line.values } } }),
    credit: amount > 0 ? amount : 0,
    // -0 is written "0" in JSON anyway, but a debit column reads better as a positive number.
    debit: amount < 0 ? Number(entry.amount.slice(1)) : 0,
    balance: Number(entry.balanceAfter),
    reference: entry.reference,
  };
};

export interface HistoryQuery {
  readonly from: Date;
  readonly to: Date;
  readonly type: StatementType;
  readonly skip: number;
  readonly take: number;
}

/**
 * `Transaction/GetHistory`: the player's ledger entries within a period, newest first, a page at a
 * time. The running balance is each entry's `balance_after`, written with it, so a page never
 * needs the entries before it. Served by `ledger_entries_player_idx`.
 */
export async function statementPage(db: Queryable, playerId: number, query: HistoryQuery): Promise<TransactionHistory> {
  const parameters: unknown[] = [playerId, query.from, query.to];
  const condition = typeCondition(query.type, '$4');
  if (condition !== null) parameters.push(condition.value);
  const where = `player_id = $1 AND created_at >= $2 AND created_at <= $3${condition === null ? '' : ` AND ${condition.sql}`}`;
  const rows = await db.query<Parameters<typeof toLedgerEntry>[0]>(
    `SELECT ${ledgerEntryColumns} FROM ledger_entries WHERE ${where}
     ORDER BY created_at DESC, id DESC OFFSET $${parameters.length + 1} LIMIT $${parameters.length + 2}`,
    [...parameters, query.skip, query.take],
  );
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ledger_entries WHERE ${where}`,
    parameters,
  );
  return { totalCount: count?.n ?? 0, items: rows.map((row) => toStatementEntry(toLedgerEntry(row))) };
}

/** `Transaction/GetDetail`: one of the player's own entries with what its posting recorded. */
export async function statementDetail(db: Queryable, playerId: number, id: number): Promise<TransactionDetail> {
  const [row] = await db.query<Parameters<typeof toLedgerEntry>[0]>(
    `SELECT ${ledgerEntryColumns} FROM ledger_entries WHERE id = $1 AND player_id = $2`,
    [id, playerId],
  );
  if (row === undefined) throw refused(404, 'transactionNotFound');
  const entry = toLedgerEntry(row);
  return { ...toStatementEntry(entry), amount: Number(entry.amount), details: { ...entry.details } };
}
