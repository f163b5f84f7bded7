import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../db/database.js';
import { runMigrations } from '../db/migrations.js';
import { openPgliteDatabase } from '../db/pglite.js';
import { migrationsDir } from '../paths.js';

const migration = '0013_casino_token_sessions.sql';

let db: Database;
let dir: string;

beforeAll(async () => {
  db = await openPgliteDatabase(null);
  dir = await mkdtemp(path.join(tmpdir(), 'api-casino-token-sessions-'));
  const earlier = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql') && name < migration);
  for (const name of earlier) await copyFile(path.join(migrationsDir, name), path.join(dir, name));
  await runMigrations(db, dir);
});

afterAll(async () => {
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

const sessionId = '00000000-0000-4000-8000-000000000001';

describe(migration, () => {
  it('ends the casino tokens and casino-token games that name no session, and keeps the others', async () => {
    const [player] = await db.query<{ id: number }>("INSERT INTO players (username) VALUES ('lucky') RETURNING id");
    const playerId = player?.id;
    await db.query('INSERT INTO sessions (id, player_id, created_at) VALUES ($1, $2, now())', [sessionId, playerId]);
    await db.query(
      `INSERT INTO casino_tokens (player_id, token_hash, created_at, expires_at)
       VALUES ($1, 'old-casino-token', now(), now() + interval '30 days')`,
      [playerId],
    );
    await db.query(
      `INSERT INTO casino_launches (player_id, session_id, token_hash, game_code, created_at, expires_at)
       VALUES ($1, $2, 'lobby-launch', 'sbe_aviator', now(), now() + interval '12 hours'),
              ($1, NULL, 'casino-token-launch', 'sbe_aviator', now(), now() + interval '12 hours')`,
      [playerId, sessionId],
    );

    await copyFile(path.join(migrationsDir, migration), path.join(dir, migration));
    expect((await runMigrations(db, dir)).applied).toEqual([migration]);

    expect(await db.query('SELECT token_hash FROM casino_tokens')).toEqual([]);
    expect(await db.query('SELECT token_hash FROM casino_launches')).toEqual([{ token_hash: 'lobby-launch' }]);
    // From now on each names its session.
    await expect(
      db.query(
        `INSERT INTO casino_tokens (player_id, token_hash, created_at, expires_at)
         VALUES ($1, 'sessionless', now(), now() + interval '1 hour')`,
        [playerId],
      ),
    ).rejects.toThrow(/session_id/);
    await expect(
      db.query(
        `INSERT INTO casino_launches (player_id, token_hash, game_code, created_at, expires_at)
         VALUES ($1, 'sessionless', 'sbe_aviator', now(), now() + interval '1 hour')`,
        [playerId],
      ),
    ).rejects.toThrow(/session_id/);
  });
});
