import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { preparedStatements, type PreparedStatements } from './pglite-statements.js';
import { pgliteParsers } from './pglite.js';

let pglite: PGlite;
let statements: PreparedStatements;

const run = (sql: string, params: unknown[] = []) => pglite.runExclusive(() => statements.run(sql, params));
const preparedCount = async () => {
  const [row] = await run('SELECT count(*) AS n FROM pg_prepared_statements');
  return row?.n;
};

beforeAll(async () => {
  pglite = await PGlite.create({ parsers: pgliteParsers });
  statements = preparedStatements(pglite, 3);
});

afterAll(async () => {
  await pglite.close();
});

describe('prepared statements of a PGlite database', () => {
  it('keeps no more statements prepared than its limit, and runs an evicted one again', async () => {
    for (let n = 1; n <= 10; n += 1) {
      expect(await run(`SELECT $1::int + ${n} AS sum`, [n])).toEqual([{ sum: 2 * n }]);
    }
    // The limit, plus the count's own statement prepared after the last eviction was sent.
    expect(await preparedCount()).toBeLessThanOrEqual(4);
    expect(await run('SELECT $1::int + 1 AS sum', [1])).toEqual([{ sum: 2 }]);
  });

  it('closes every statement it forgets', async () => {
    await run('SELECT $1::text AS a', ['x']);
    statements.forget();
    expect(await preparedCount()).toBe(1);
  });

  it('serialises parameters by the types Postgres describes for them', async () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    const [row] = await run('SELECT $1::timestamptz AS at, $2::jsonb AS doc, $3::int[] AS list, $4::bool AS yes', [
      at,
      { a: [1, 'two'] },
      [1, 2, 3],
      true,
    ]);
    expect(row).toEqual({ at, doc: { a: [1, 'two'] }, list: [1, 2, 3], yes: true });
  });
});
