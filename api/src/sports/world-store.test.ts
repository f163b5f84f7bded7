import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../db/database.js';
import { openTestDatabase } from '../testing/test-database.js';
import { databaseWorldStore, memoryWorldStore } from './world-store.js';
import { SportsWorld } from './world.js';

let db: Database;
const errors: string[] = [];
const log = { error: (_details: object, message: string) => errors.push(message) };
const now = Date.parse('2026-03-01T10:00:00Z');

beforeAll(async () => {
  db = await openTestDatabase();
});

afterAll(() => db.close());

const count = async (table: string, where = 'true', values: unknown[] = []) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, values))[0]?.n ?? 0;

/** A world on the test database (or on none), its clock at `at` and movable. */
async function openWorld(seed: number, at: number, store = databaseWorldStore(db, log)) {
  let clock = at;
  const world = new SportsWorld({ now: () => clock, seed, store });
  await world.open();
  return {
    world,
    async stepTo(time: number) {
      clock = time;
      await world.advance();
    },
  };
}

/** What a player sees of each fixture (a sport's start): its title, status, score and markets' states. */
const view = (world: SportsWorld) =>
  new Map(
    world.eventList().map((event) => [
      `${event.sportId}@${event.openDate}`,
      {
        title: event.title,
        status: event.status,
        score: world.score(event.id)?.summary ?? null,
        result: event.result,
        markets: event.markets.map((market) => [market.name, market.closed, market.result]),
      },
    ]),
  );

const newestOf = (events: readonly { id: number }[]) => Math.max(...events.map((event) => event.id));

describe('databaseWorldStore', () => {
  it("keeps the world's catalogue, and a restart resumes the events left unfinished as if it had never stopped", async () => {
    const first = await openWorld(1, now);
    await first.world.stop();
    expect(await count('events', "status = 'IN_PLAY'")).toBeGreaterThan(0);
    expect(await count('markets', "type = 'FANCY'")).toBeGreaterThan(0);
    expect(await count('markets', 'game_key IS NULL')).toBe(0);
    expect(await count('runners', 'line IS NOT NULL')).toBeGreaterThan(0);
    const [race] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM runners r JOIN markets m ON m.id = r.market_id WHERE m.type = 'WIN' GROUP BY m.id LIMIT 1`,
    );
    expect(race?.n).toBeGreaterThanOrEqual(8);
    const unfinished = first.world.eventList().filter((event) => event.status !== 'FINISHED');
    expect(unfinished.length).toBeGreaterThan(20);

    // The same world run on through five minutes without stopping, and one started on the first's rows.
    const later = now + 5 * 60_000;
    const continuous = await openWorld(1, now, memoryWorldStore());
    await continuous.stepTo(later);
    await continuous.world.stop();
    const resumed = await openWorld(1, later);
    await resumed.world.stop();

    const went = view(continuous.world);
    const goes = view(resumed.world);
    expect(resumed.world.eventList().filter((event) => event.id <= newestOf(unfinished))).toHaveLength(
      unfinished.length,
    );
    for (const event of unfinished) {
      const key = `${event.sportId}@${event.openDate}`;
      expect(goes.get(key), event.title).toEqual(went.get(key));
    }
    expect(unfinished.some((event) => goes.get(`${event.sportId}@${event.openDate}`)?.status === 'FINISHED')).toBe(
      true,
    );
    // The day goes on after the last start it had scheduled, with new ids.
    expect(
      resumed.world.eventList().some((event) => event.id > newestOf(unfinished) && event.status === 'UPCOMING'),
    ).toBe(true);
    expect(errors).toEqual([]);
  });

  it("keeps the operator's moves of the clock", async () => {
    const first = await openWorld(2, now);
    await first.world.shiftClock(10 * 60_000);
    await first.world.stop();
    const second = await openWorld(2, now);
    await second.world.stop();
    expect(second.world.now()).toBe(now + 10 * 60_000);
  });

  it('has every market in the database once it is open, before any bet can rest on one', async () => {
    const { world } = await openWorld(6, now);
    // Not stopped: what an exchange's next writer finds if this one dies now.
    const marketIds = world.eventList().flatMap((event) => event.markets.map((market) => market.id));
    expect(marketIds.length).toBeGreaterThan(100);
    expect(await count('markets', 'id = ANY($1::text[])', [marketIds])).toBe(marketIds.length);
    await world.stop();
    expect(errors).toEqual([]);
  });

  it("holds the operator's events again, their markets as the operator left them", async () => {
    const first = await openWorld(5, now);
    const event = first.world.createEvent(
      {
        sportId: 3,
        competitionName: 'Ranji Trophy',
        title: 'Mumbai v Delhi',
        participants: ['Mumbai', 'Delhi'],
        openDate: now + 60 * 60_000,
      },
      ['Match Odds', 'Tied Match'].map((name) => ({
        name,
        type: 'MATCH_ODDS' as const,
        kind: 'exchange' as const,
        betDelay: 5,
        runners: [{ name: 'Mumbai' }, { name: 'Delhi' }],
      })),
    );
    const [open, suspended] = event.markets;
    await first.world.suspendMarket(suspended?.id ?? '');
    await first.world.stop();

    const second = await openWorld(5, now + 60_000);
    await second.world.stop();
    const again = second.world.event(event.id);
    expect(again).toMatchObject({ title: 'Mumbai v Delhi', status: 'UPCOMING', source: 'admin', game: null });
    expect(again?.markets.map((market) => [market.id, market.name, market.runners])).toEqual(
      event.markets.map((market) => [market.id, market.name, market.runners]),
    );
    expect(second.world.exchange.stateOf(open?.id ?? '')).toBe('OPEN');
    expect(second.world.exchange.stateOf(suspended?.id ?? '')).toBe('SUSPENDED');
    expect(errors).toEqual([]);
  });

  it('ends what another world left unfinished when its fixtures cannot be drawn again', async () => {
    const first = await openWorld(3, now);
    await first.world.stop();
    // The operator's events (an earlier test's) need no dice: every world holds them again.
    const firstIds = first.world
      .eventList()
      .filter((event) => event.source === 'world')
      .map((event) => event.id);
    const other = await openWorld(4, now + 60_000);
    await other.world.stop();
    expect(other.world.eventList().some((event) => firstIds.includes(event.id))).toBe(false);
    expect(await count('events', "id = ANY($1::bigint[]) AND status <> 'FINISHED'", [firstIds])).toBe(0);
    expect(await count('markets', "event_id = ANY($1::bigint[]) AND state <> 'CLOSED'", [firstIds])).toBe(0);
    expect(errors).toEqual([]);
  });
});
