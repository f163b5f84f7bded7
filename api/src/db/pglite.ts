import { mkdir } from 'node:fs/promises';

import { PGlite } from '@electric-sql/pglite';

import { assertDataFolderOpens } from './data-folder-integrity.js';
import { assertDataFolder, lockDataFolder } from './data-folder.js';
import type { Database, Queryable, Row } from './database.js';
import { preparedStatements } from './pglite-statements.js';
import { INT8_OID, parseInt8 } from './types.js';

/** How every PGlite connection of the api reads values (see types.ts). */
export const pgliteParsers = { [INT8_OID]: parseInt8 };

/** The api's view of an open PGlite instance; closing it closes the instance. */
export function pgliteDatabase(pglite: PGlite): Database {
  const statements = preparedStatements(pglite);
  // A statement outside a transaction waits for any open transaction (PGlite's transaction lock)
  // and then for the engine (its query lock), as PGlite's own `query` does; inside one, the
  // transaction holds the first lock already.
  const inTransaction = <T extends Row>(sql: string, params: readonly unknown[]): Promise<T[]> =>
    pglite.runExclusive(() => statements.run<T>(sql, params));
  const exec = async (target: Pick<PGlite, 'exec'>, sql: string): Promise<void> => {
    // Scripts are migrations and seeds: a changed table must not meet a plan prepared before.
    statements.forget();
    await target.exec(sql);
  };
  return {
    kind: 'pglite',
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      await pglite._checkReady();
      return pglite._runExclusiveTransaction(async () => {
        const rows = await inTransaction<T>(sql, params);
        await pglite.syncToFs();
        return rows;
      });
    },
    exec: (sql) => exec(pglite, sql),
    transaction: (fn) =>
      pglite.transaction((tx) =>
        fn({
          query: async <T extends Row = Row>(sql: string, params: readonly unknown[] = []) => {
            if (tx.closed) throw new Error('Transaction is closed');
            return inTransaction<T>(sql, params);
          },
          exec: (sql) => exec(tx, sql),
        } satisfies Queryable),
      ),
    close: () => pglite.close(),
  };
}

/**
 * Opens the embedded Postgres. `dataDir: null` keeps everything in memory (tests, throwaway
 * demos). A folder is opened by one process at a time (`lockDataFolder`), and one that holds no
 * database yet is refused unless `create` allows a new one (`assertDataFolder`), and one whose
 * database cannot be opened is refused and left as it is (`assertDataFolderOpens`).
 */
export async function openPgliteDatabase(
  dataDir: string | null,
  { create = true }: { create?: boolean } = {},
): Promise<Database> {
  if (dataDir === null) return pgliteDatabase(await PGlite.create({ parsers: pgliteParsers }));
  await assertDataFolder(dataDir, create);
  await mkdir(dataDir, { recursive: true });
  const release = await lockDataFolder(dataDir);
  try {
    await assertDataFolderOpens(dataDir);
    const db = pgliteDatabase(await PGlite.create({ dataDir, parsers: pgliteParsers }));
    return {
      ...db,
      close: async () => {
        try {
          await db.close();
        } finally {
          await release();
        }
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
