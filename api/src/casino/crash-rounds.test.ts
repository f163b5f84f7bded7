import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../db/database.js';
import { createPlayerEvents } from '../players/player-events.js';
import { createPlayer } from '../players/players.js';
import { openTestDatabase } from '../testing/test-database.js';
import { crashGameCode, createCrashGame, type CrashGame } from './crash-game.js';
import { drawServerSeed } from './fairness.js';

// Two api processes each run the crash game on one database (in the api-postgres project on
// connections of their own): players on both must see one round at a time.

let db: Database;
let clock = new Date('2026-05-01T12:00:00Z');

beforeAll(async () => {
  db = await openTestDatabase();
});

afterAll(() => db.close());

const gameOf = (): CrashGame =>
  createCrashGame({ db, events: createPlayerEvents(), now: () => clock, drawSeed: drawServerSeed });

const roundsMade = async () =>
  (
    await db.query<{ n: number }>('SELECT count(*)::int AS n FROM crash_rounds WHERE game_code = $1', [crashGameCode])
  )[0]?.n;

describe('the crash game on several processes', () => {
  it('makes one round for everyone when the last one is over, whichever process is asked', async () => {
    const { player } = await createPlayer(db, { username: 'crash-two-processes', balance: '100.00' });
    const [first, second] = [gameOf(), gameOf()];
    for (let turn = 0; turn < 3; turn += 1) {
      const before = (await roundsMade()) ?? 0;
      const states = await Promise.all(
        Array.from({ length: 12 }, (_, index) => (index % 2 === 0 ? first : second).state(player.id)),
      );
      expect(new Set(states.map((state) => state.round.id)).size).toBe(1);
      expect(await roundsMade()).toBe(before + 1);
      // Long after this round has crashed and paused: the next call makes the next one.
      clock = new Date(clock.getTime() + 10 * 60_000);
    }
  });
});
