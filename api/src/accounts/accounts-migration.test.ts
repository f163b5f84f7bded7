import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../db/database.js';
import { runMigrations } from '../db/migrations.js';
import { openPgliteDatabase } from '../db/pglite.js';
import { runSeeds } from '../db/seeds.js';
import { migrationsDir } from '../paths.js';

let db: Database;
let dir: string;

beforeAll(async () => {
  db = await openPgliteDatabase(null);
  dir = await mkdtemp(path.join(tmpdir(), 'api-accounts-migration-'));
});

afterAll(async () => {
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

const shipped = (name: string) => copyFile(path.join(migrationsDir, name), path.join(dir, name));

describe('0003_accounts', () => {
  it('flags a Demo player seeded before it as the verified demo account, and keeps other players verified', async () => {
    await shipped('0001_sports.sql');
    await shipped('0002_players.sql');
    await runMigrations(db, dir);
    await db.exec("INSERT INTO players (username, balance) VALUES ('Demo', 1500.00), ('admin-made', 10.00)");

    await shipped('0003_accounts.sql');
    expect((await runMigrations(db, dir)).applied).toEqual(['0003_accounts.sql']);
    await runSeeds(db);

    const rows = await db.query<{ username: string; is_demo: boolean; verified: boolean; password_hash: null }>(
      'SELECT username, is_demo, verified, password_hash FROM players ORDER BY id',
    );
    expect(rows).toEqual([
      { username: 'Demo', is_demo: true, verified: true, password_hash: null },
      { username: 'admin-made', is_demo: false, verified: true, password_hash: null },
    ]);
  });

  it('refuses a malformed mobile number and a second account with the same one', async () => {
    await expect(db.query("INSERT INTO players (username, mobile) VALUES ('m1', '12345')")).rejects.toThrow(/check/i);
    await db.query("INSERT INTO players (username, mobile) VALUES ('m2', '9876543210')");
    await expect(db.query("INSERT INTO players (username, mobile) VALUES ('m3', '9876543210')")).rejects.toThrow(
      /players_mobile_key/,
    );
  });
});
