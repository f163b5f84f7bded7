import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../db/database.js';
import { openTestDatabase } from '../testing/test-database.js';
import { databaseWorldStore } from './world-store.js';
import { SportsWorld } from './world.js';

let db: Database;
const errors: string[] = [];
const log = { error: (_details: object, message: string) => errors.push(message) };
const now = Date.parse('2026-03-01T10:00:00Z');

beforeAll(async () => {
  db = await openTestDatabase();
});

afterAll(() => db.close());

const count = async (table: string, where = 'true') =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`))[0]?.n ?? 0;

describe('databaseWorldStore', () => {
  it("keeps the world's catalogue, and a later start ends what an earlier one left open and continues its ids", async () => {
    const first = new SportsWorld({ now: () => now, seed: 1, store: databaseWorldStore(db, log) });
    await first.open();
    await first.stop();
    const events = first.eventList();
    expect(await count('events')).toBeGreaterThanOrEqual(events.length);
    expect(await count('events', "status = 'IN_PLAY'")).toBeGreaterThan(0);
    expect(await count('markets', "type = 'FANCY'")).toBeGreaterThan(0);
    expect(await count('runners', 'line IS NOT NULL')).toBeGreaterThan(0);
    const [race] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM runners r JOIN markets m ON m.id = r.market_id WHERE m.type = 'WIN' GROUP BY m.id LIMIT 1`,
    );
    expect(race?.n).toBeGreaterThanOrEqual(8);

    const second = new SportsWorld({ now: () => now + 60_000, seed: 1, store: databaseWorldStore(db, log) });
    await second.open();
    await second.stop();
    const firstIds = new Set(events.map((event) => event.id));
    expect(second.eventList().some((event) => firstIds.has(event.id))).toBe(false);
    const leftOpen = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM events WHERE id = ANY($1::bigint[]) AND status <> 'FINISHED'`,
      [[...firstIds]],
    );
    expect(leftOpen[0]?.n).toBe(0);
    expect(errors).toEqual([]);
  });
});
