import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDatabase } from '../testing/test-database.js';
import type { Database } from './database.js';
import { runSeeds } from './seeds.js';

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase({ seed: false });
});

afterAll(async () => {
  await db.close();
});

const sports = () =>
  db.query<{ id: number; name: string; sort_order: number }>(
    'SELECT id, name, sort_order FROM sports ORDER BY sort_order',
  );

describe('runSeeds', () => {
  it('seeds the five sports and stays at five when run twice', async () => {
    const applied = await runSeeds(db);
    expect(applied).toEqual([...applied].sort());
    expect(applied).toEqual(expect.arrayContaining(['0001_sports.sql', '0002_players.sql', '0003_ledger.sql']));
    await runSeeds(db);
    expect(await sports()).toEqual([
      { id: 1, name: 'Football', sort_order: 1 },
      { id: 2, name: 'Tennis', sort_order: 2 },
      { id: 3, name: 'Cricket', sort_order: 3 },
      { id: 25, name: 'Kabaddi', sort_order: 25 },
      { id: 26, name: 'Horse Racing', sort_order: 26 },
    ]);
  });

  it('leaves rows edited after seeding alone', async () => {
    await db.query('UPDATE sports SET name = $1 WHERE id = $2', ['Soccer', 1]);
    await runSeeds(db);
    const [football] = await db.query<{ name: string }>('SELECT name FROM sports WHERE id = 1');
    expect(football?.name).toBe('Soccer');
    expect(await sports()).toHaveLength(5);
  });
});
