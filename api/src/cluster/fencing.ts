import type { Database } from '../db/database.js';
import { refused } from '../http/errors.js';

/**
 * The exchange's writer's transactions, fenced by its term. Each first reads the leader's row with
 * its term, `FOR SHARE`: a new writer's claim (which raises the term) waits for the transactions of
 * the old term to end, and a transaction of the old term that starts, or reaches the row, after the
 * claim finds no row and writes nothing. So a process that has lost the lease without knowing it yet
 * (its lease's connection ended a moment ago) cannot commit a fill, a cancel or a settlement next to
 * the new writer, who rebuilds its books from what was committed before its claim.
 *
 * `term()` is null while this process does not write the exchange: its transactions (an account's,
 * a payment's) run unfenced, as everywhere else. `onFenced` hears a transaction refused for its
 * term; the transaction is refused with 503 `exchangeMoving`.
 */
export function fencedDatabase(db: Database, term: () => number | null, onFenced: () => void): Database {
  return {
    kind: db.kind,
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
    transaction: (fn) =>
      db.transaction(async (tx) => {
        const current = term();
        if (current !== null) {
          const rows = await tx.query('SELECT term FROM exchange_leader WHERE term = $1 FOR SHARE', [current]);
          if (rows.length === 0) {
            onFenced();
            throw refused(503, 'exchangeMoving');
          }
        }
        return fn(tx);
      }),
  };
}
