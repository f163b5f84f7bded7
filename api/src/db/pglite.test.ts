import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from './database.js';
import { openPgliteDatabase } from './pglite.js';

let db: Database;

beforeAll(async () => {
  db = await openPgliteDatabase(null);
  await db.exec('CREATE TABLE items (id int PRIMARY KEY, label text); CREATE TABLE other (id int);');
});

afterAll(async () => {
  await db.close();
});

describe('PGlite database', () => {
  it('reports its kind', () => {
    expect(db.kind).toBe('pglite');
  });

  it('binds positional parameters', async () => {
    await db.query('INSERT INTO items (id, label) VALUES ($1, $2)', [1, 'one']);
    expect(await db.query('SELECT id, label FROM items WHERE id = $1', [1])).toEqual([{ id: 1, label: 'one' }]);
  });

  it('returns bigint as a number, as the PostgreSQL adapter does, and refuses unsafe ones', async () => {
    const [row] = await db.query('SELECT count(*) AS n, 9007199254740991::int8 AS max');
    expect(row).toEqual({ n: 1, max: Number.MAX_SAFE_INTEGER });
    await expect(db.query('SELECT 9007199254740993::int8 AS big')).rejects.toThrow(
      /does not fit a JavaScript number exactly/,
    );
  });

  it('commits a transaction and hands back its result', async () => {
    const result = await db.transaction(async (tx) => {
      await tx.query('INSERT INTO items (id, label) VALUES ($1, $2)', [2, 'two']);
      return 'done';
    });
    expect(result).toBe('done');
    expect(await db.query('SELECT id FROM items WHERE id = 2')).toHaveLength(1);
  });

  it('rolls a transaction back when its function throws', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO items (id, label) VALUES ($1, $2)', [3, 'three']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await db.query('SELECT id FROM items WHERE id = 3')).toEqual([]);
  });
});
