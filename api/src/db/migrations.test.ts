import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { migrationsDir } from '../paths.js';
import type { Database } from './database.js';
import { countAppliedMigrations, getMigrationStatus, MigrationError, runMigrations } from './migrations.js';
import { openPgliteDatabase } from './pglite.js';

let db: Database;
let dir: string;

// One database for the file, emptied before each test: booting PGlite costs seconds, dropping
// the schema milliseconds.
beforeAll(async () => {
  db = await openPgliteDatabase(null);
});

afterAll(async () => {
  await db.close();
});

beforeEach(async () => {
  await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  dir = await mkdtemp(path.join(tmpdir(), 'api-migrations-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const tableNames = async (): Promise<string[]> =>
  (
    await db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    )
  ).map((row) => row.table_name);

describe('runMigrations', () => {
  it('applies the shipped migrations once and does nothing on a rerun', async () => {
    const shipped = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
    const first = await runMigrations(db);
    expect(first).toEqual({ applied: shipped, total: shipped.length });
    expect(shipped.slice(0, 5)).toEqual([
      '0001_sports.sql',
      '0002_players.sql',
      '0003_accounts.sql',
      '0004_sessions_and_pending_sign_ups.sql',
      '0005_ledger.sql',
    ]);
    expect(await tableNames()).toEqual(
      expect.arrayContaining([
        'casino_tokens',
        'ledger_entries',
        'login_attempts',
        'oauth_clients',
        'oauth_codes',
        'player_stakes',
        'players',
        'refresh_tokens',
        'schema_migrations',
        'sessions',
        'sports',
        'verification_codes',
      ]),
    );

    const second = await runMigrations(db);
    expect(second).toEqual({ applied: [], total: shipped.length });
    expect(await countAppliedMigrations(db)).toBe(shipped.length);
  });

  it('applies pending migrations in version order, including ones added later', async () => {
    await writeFile(path.join(dir, '0002_b.sql'), 'ALTER TABLE a ADD COLUMN note text;');
    await writeFile(path.join(dir, '0001_a.sql'), 'CREATE TABLE a (id int PRIMARY KEY);');
    expect((await runMigrations(db, dir)).applied).toEqual(['0001_a.sql', '0002_b.sql']);

    await writeFile(path.join(dir, '0003_c.sql'), 'CREATE TABLE c (id int);');
    expect(await runMigrations(db, dir)).toEqual({ applied: ['0003_c.sql'], total: 3 });
  });

  it('refuses to run when an applied migration was edited, and applies nothing else', async () => {
    await writeFile(path.join(dir, '0001_a.sql'), 'CREATE TABLE a (id int);');
    await runMigrations(db, dir);

    await writeFile(path.join(dir, '0001_a.sql'), 'CREATE TABLE a (id bigint);');
    await writeFile(path.join(dir, '0002_b.sql'), 'CREATE TABLE b (id int);');
    const run = runMigrations(db, dir);
    await expect(run).rejects.toBeInstanceOf(MigrationError);
    await expect(run).rejects.toThrow(/0001_a\.sql was changed after it was applied/);
    expect(await tableNames()).toEqual(['a', 'schema_migrations']);
  });

  it('does not count line-ending changes as edits', async () => {
    await writeFile(path.join(dir, '0001_a.sql'), 'CREATE TABLE a (id int);\n-- note\n');
    await runMigrations(db, dir);
    await writeFile(path.join(dir, '0001_a.sql'), 'CREATE TABLE a (id int);\r\n-- note\r\n');
    expect(await runMigrations(db, dir)).toEqual({ applied: [], total: 1 });
  });

  it('refuses when an applied migration is missing from the folder', async () => {
    await writeFile(path.join(dir, '0001_a.sql'), 'CREATE TABLE a (id int);');
    await runMigrations(db, dir);
    await rm(path.join(dir, '0001_a.sql'));
    await expect(getMigrationStatus(db, dir)).rejects.toThrow(/0001_a\.sql is recorded as applied but is missing/);
  });

  it('rolls back a failing migration completely and does not record it', async () => {
    await writeFile(path.join(dir, '0001_a.sql'), 'CREATE TABLE a (id int);');
    await writeFile(path.join(dir, '0002_broken.sql'), 'CREATE TABLE b (id int);\nSELECT * FROM nowhere;');
    await expect(runMigrations(db, dir)).rejects.toThrow(
      /Migration 0002_broken\.sql failed and was rolled back: .*nowhere/,
    );
    expect(await tableNames()).toEqual(['a', 'schema_migrations']);
    expect(await countAppliedMigrations(db)).toBe(1);
  });

  it('refuses misnamed migration files instead of skipping them', async () => {
    await writeFile(path.join(dir, '2_add-things.sql'), 'SELECT 1;');
    await expect(runMigrations(db, dir)).rejects.toThrow(/must be named NNNN_lower_snake_name\.sql/);
  });
});
