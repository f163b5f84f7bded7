import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../db/database.js';
import { runMigrations } from '../db/migrations.js';
import { openPgliteDatabase } from '../db/pglite.js';
import { runSeeds } from '../db/seeds.js';
import { migrationsDir, seedsDir } from '../paths.js';

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
    // The seeds of that time: later ones need later migrations.
    const seeds = await mkdtemp(path.join(tmpdir(), 'api-accounts-seeds-'));
    for (const seed of ['0001_sports.sql', '0002_players.sql']) {
      await copyFile(path.join(seedsDir, seed), path.join(seeds, seed));
    }
    await runSeeds(db, seeds);
    await rm(seeds, { recursive: true, force: true });

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

describe('0004_sessions_and_pending_sign_ups', () => {
  it('turns existing refresh-token families into sessions, revoked only when all their tokens are', async () => {
    const [player] = await db.query<{ id: number }>("INSERT INTO players (username) VALUES ('refresher') RETURNING id");
    const at = new Date('2030-01-01T00:00:00Z');
    const token = (family: string, hash: string, revoked: Date | null) =>
      db.query(
        `INSERT INTO refresh_tokens (player_id, family_id, token_hash, created_at, expires_at, revoked_at)
         VALUES ($1, $2, $3, $4, $4, $5)`,
        [player?.id, family, hash, at, revoked],
      );
    const live = '11111111-1111-4111-8111-111111111111';
    const ended = '22222222-2222-4222-8222-222222222222';
    await token(live, 'h1', at);
    await token(live, 'h2', null);
    await token(ended, 'h3', at);

    await shipped('0004_sessions_and_pending_sign_ups.sql');
    expect((await runMigrations(db, dir)).applied).toEqual(['0004_sessions_and_pending_sign_ups.sql']);
    const sessions = await db.query<{ id: string; revoked: boolean }>(
      'SELECT id, revoked_at IS NOT NULL AS revoked FROM sessions ORDER BY id',
    );
    expect(sessions).toEqual([
      { id: live, revoked: false },
      { id: ended, revoked: true },
    ]);
  });

  it('lets pending sign-ups share a mobile number and keeps it unique among verified accounts', async () => {
    // 'm2' (verified) holds 9876543210 since the test of 0003.
    await db.query("INSERT INTO players (username, mobile, verified) VALUES ('p1', '9876543210', false)");
    await db.query("INSERT INTO players (username, mobile, verified) VALUES ('p2', '9876543210', false)");
    await expect(db.query("UPDATE players SET verified = true WHERE username = 'p1'")).rejects.toThrow(
      /players_verified_mobile_key/,
    );
  });
});
