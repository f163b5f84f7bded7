import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../db/database.js';
import { runSeeds } from '../db/seeds.js';
import { openTestDatabase } from '../testing/test-database.js';
import { createPlayerEvents, type BalanceChanged } from './player-events.js';
import { createPlayer, findPlayerById, findPlayerByUsername, setPlayerBalance } from './players.js';

let db: Database;
const playerEvents = createPlayerEvents();

beforeAll(async () => {
  db = await openTestDatabase();
});

afterAll(async () => {
  await db.close();
});

describe('players', () => {
  it('seeds the Demo player with 1500.00 and keeps a changed balance when the seeds run again', async () => {
    const demo = await findPlayerByUsername(db, 'DEMO');
    expect(demo).toMatchObject({
      username: 'Demo',
      balance: '1500.00',
      exposure: '0.00',
      horseRacing: true,
      isDemo: true,
    });

    await setPlayerBalance(db, playerEvents, demo?.id ?? 0, { balance: '10.00' });
    await runSeeds(db);
    expect(await findPlayerByUsername(db, 'demo')).toMatchObject({ id: demo?.id, balance: '10.00' });
    const [count] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM players WHERE lower(username) = 'demo'",
    );
    expect(count?.n).toBe(1);
  });

  it('treats usernames without regard to case', async () => {
    const first = await createPlayer(db, { username: 'Frank', balance: '5.50' });
    const again = await createPlayer(db, { username: 'FRANK', balance: '99.00' });
    expect(first.created).toBe(true);
    expect(again).toEqual({ created: false, player: first.player });
    expect(await findPlayerById(db, first.player.id)).toEqual(first.player);
  });

  it('keeps amounts exact to the cent at the top of numeric(18,2)', async () => {
    const { player } = await createPlayer(db, { username: 'whale', balance: '9999999999999999.99' });
    const updated = await setPlayerBalance(db, playerEvents, player.id, {
      balance: '1234567890123456.78',
      exposure: '0.01',
    });
    expect(updated).toMatchObject({ balance: '1234567890123456.78', exposure: '0.01' });
  });

  it('emits nothing and changes nothing when the update fails', async () => {
    const { player } = await createPlayer(db, { username: 'grace', balance: '1.00' });
    const events: BalanceChanged[] = [];
    const stop = playerEvents.onBalanceChanged((event) => events.push(event));
    // The CHECK constraint is the last line of defence behind the request validation.
    await expect(setPlayerBalance(db, playerEvents, player.id, { balance: '-1.00' })).rejects.toThrow();
    expect(await setPlayerBalance(db, playerEvents, 987654, { balance: '1.00' })).toBeNull();
    stop();
    expect(events).toEqual([]);
    expect(await findPlayerById(db, player.id)).toMatchObject({ balance: '1.00' });
  });
});
