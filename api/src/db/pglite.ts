import { mkdir } from 'node:fs/promises';

import { PGlite, type Transaction } from '@electric-sql/pglite';

import type { Database, Queryable, Row } from './database.js';
import { INT8_OID, parseInt8 } from './types.js';

const wrap = (target: PGlite | Transaction): Queryable => ({
  async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    const result = await target.query<T>(sql, [...params]);
    return result.rows;
  },
  async exec(sql: string): Promise<void> {
    await target.exec(sql);
  },
});

/** How every PGlite connection of the api reads values (see types.ts). */
export const pgliteParsers = { [INT8_OID]: parseInt8 };

/** The api's view of an open PGlite instance; closing it closes the instance. */
export function pgliteDatabase(pglite: PGlite): Database {
  const connection = wrap(pglite);
  return {
    kind: 'pglite',
    query: connection.query,
    exec: connection.exec,
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    close: () => pglite.close(),
  };
}

/**
 * Opens the embedded Postgres. `dataDir: null` keeps everything in memory (tests, throwaway
 * demos); otherwise the folder is created if needed and may be opened by one process at a time.
 */
export async function openPgliteDatabase(dataDir: string | null): Promise<Database> {
  if (dataDir !== null) {
    await mkdir(dataDir, { recursive: true });
  }
  const pglite = await PGlite.create({
    ...(dataDir === null ? {} : { dataDir }),
    parsers: pgliteParsers,
  });
  return pgliteDatabase(pglite);
}
