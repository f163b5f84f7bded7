import { createHash } from 'node:crypto';

import pg from 'pg';

import type { Database, Queryable, Row } from './database.js';
import { INT8_OID, parseInt8 } from './types.js';

/**
 * Each statement is prepared once per connection under a name made from its text: PostgreSQL
 * parses it once, and plans it once where a generic plan serves, instead of at every call (measured
 * in `npm run bench:cluster`: PostgreSQL's CPU per bet fell from 5.1 to 1.6 ms). Texts beyond the
 * first `namedStatementsMax` are sent unnamed, so a statement built with varying text cannot fill
 * every connection with plans.
 */
const namedStatementsMax = 2000;
const names = new Map<string, string>();
const nameOf = (sql: string): string | undefined => {
  let name = names.get(sql);
  if (name === undefined && names.size < namedStatementsMax) {
    name = `s${createHash('sha1').update(sql).digest('base64url')}`;
    names.set(sql, name);
  }
  return name;
};

const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
  async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    const result = await target.query<T>({ name: nameOf(sql), text: sql, values: [...params] });
    return result.rows;
  },
  async exec(sql: string): Promise<void> {
    // Without parameters node-postgres uses the simple query protocol, which accepts a script
    // of several statements: the same behaviour as PGlite's exec.
    await target.query(sql);
  },
});

export interface PostgresOptions {
  /** Errors of idle pooled connections (server restart, network drop); the pool replaces them. */
  readonly onIdleError?: (error: Error) => void;
}

export async function openPostgresDatabase(url: string, options: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID && format !== 'binary'
          ? parseInt8
          : pg.types.getTypeParser(oid, format ?? 'text')) as pg.CustomTypesConfig['getTypeParser'],
    },
  });
  // Without a listener an idle connection error would crash the process.
  pool.on('error', options.onIdleError ?? ((error) => console.error('postgres pool error', error)));

  // Fail at start-up, with the driver's own message, rather than on the first request.
  const probe = await pool.connect().catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  probe.release();

  const connection = wrap(pool);
  return {
    kind: 'postgres',
    query: connection.query,
    exec: connection.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        client.release();
        return result;
      } catch (error) {
        // A connection whose ROLLBACK failed is in an unknown state: destroy it, don't reuse it.
        await client.query('ROLLBACK').then(
          () => client.release(),
          (rollbackError: unknown) => client.release(rollbackError instanceof Error ? rollbackError : true),
        );
        throw error;
      }
    },
    close: () => pool.end(),
  };
}
