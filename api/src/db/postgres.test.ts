import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { newPostgresTestDatabase } from '../testing/test-database.js';
import type { Database } from './database.js';
import { openPostgresDatabase } from './postgres.js';

let db: Database;

beforeAll(async () => {
  db = await openPostgresDatabase(await newPostgresTestDatabase());
});

afterAll(() => db.close());

describe('statements on PostgreSQL', () => {
  it('are prepared once per connection and run again by name', async () => {
    const sql = 'SELECT count(*)::int AS n FROM players WHERE balance >= $1::numeric';
    const prepared = await db.transaction(async (tx) => {
      const first = await tx.query<{ n: number }>(sql, ['0']);
      const again = await tx.query<{ n: number }>(sql, ['1000000000']);
      const statements = await tx.query<{ statement: string }>(
        'SELECT statement FROM pg_prepared_statements WHERE statement = $1',
        [sql],
      );
      return { first: first[0]?.n, again: again[0]?.n, statements: statements.length };
    });

    expect(prepared.first).toBeGreaterThan(0);
    expect(prepared.again).toBe(0);
    expect(prepared.statements).toBe(1);
  });
});
