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

  it('binds the new parameters each time it runs the same statement again', async () => {
    await db.query('INSERT INTO items (id, label) VALUES ($1, $2)', [20, 'twenty']);
    await db.query('INSERT INTO items (id, label) VALUES ($1, $2)', [21, null]);
    const read = 'SELECT id, label FROM items WHERE id = $1';
    expect(await db.query(read, [20])).toEqual([{ id: 20, label: 'twenty' }]);
    expect(await db.query(read, [21])).toEqual([{ id: 21, label: null }]);
    expect(await db.query(read, [22])).toEqual([]);
  });

  it('reports a failing statement with its SQLSTATE and keeps answering', async () => {
    const insert = 'INSERT INTO items (id, label) VALUES ($1, $2)';
    await db.query(insert, [30, 'thirty']);
    await expect(db.query(insert, [30, 'again'])).rejects.toMatchObject({ code: '23505' });
    await expect(db.query('SELEC id FROM items')).rejects.toMatchObject({ code: '42601' });
    await expect(db.query('SELEC id FROM items')).rejects.toMatchObject({ code: '42601' });
    expect(await db.query('SELECT label FROM items WHERE id = $1', [30])).toEqual([{ label: 'thirty' }]);
  });

  it('rolls back a transaction whose statement fails, and the next one works', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO items (id, label) VALUES ($1, $2)', [40, 'forty']);
        await tx.query('INSERT INTO items (id, label) VALUES ($1, $2)', [40, 'forty again']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await db.query('SELECT id FROM items WHERE id = $1', [40])).toEqual([]);
    await db.transaction((tx) => tx.query('INSERT INTO items (id, label) VALUES ($1, $2)', [40, 'forty']));
    expect(await db.query('SELECT label FROM items WHERE id = $1', [40])).toEqual([{ label: 'forty' }]);
  });

  it('runs a statement outside a transaction after the open one ends, never inside it', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted = () => {};
    const insertDone = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      await tx.query('INSERT INTO items (id, label) VALUES ($1, $2)', [50, 'fifty']);
      inserted();
      await held;
      throw new Error('rolled back');
    });
    await insertDone;
    const outside = db.query('SELECT count(*) AS n FROM items WHERE id = $1', [50]);
    release();
    await expect(transaction).rejects.toThrow('rolled back');
    expect(await outside).toEqual([{ n: 0 }]);
  });

  it('sees the columns a script adds to a table it read before', async () => {
    await db.exec('CREATE TABLE reshaped (id int)');
    await db.query('INSERT INTO reshaped (id) VALUES ($1)', [1]);
    expect(await db.query('SELECT * FROM reshaped')).toEqual([{ id: 1 }]);
    await db.exec("ALTER TABLE reshaped ADD COLUMN note text DEFAULT 'new'");
    expect(await db.query('SELECT * FROM reshaped')).toEqual([{ id: 1, note: 'new' }]);
  });

  it('prepares a statement once however often it runs', async () => {
    const text = 'SELECT label FROM items WHERE id = $1 AND label IS NOT NULL';
    for (let id = 0; id < 8; id += 1) await db.query(text, [id]);
    const prepared = await db.query<{ n: number; runs: number }>(
      'SELECT count(*) AS n, sum(generic_plans + custom_plans)::int AS runs FROM pg_prepared_statements WHERE statement = $1',
      [text],
    );
    expect(prepared).toEqual([{ n: 1, runs: 8 }]);
  });
});
