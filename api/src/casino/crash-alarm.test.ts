import { afterAll, beforeAll, expect, it, vi } from 'vitest';

import type { Database } from '../db/database.js';
import { createPlayerEvents, type BalanceChanged } from '../players/player-events.js';
import { createPlayer } from '../players/players.js';
import { chainSeedCrashingWithin } from '../testing/crash-chain-seeds.js';
import { openTestDatabase } from '../testing/test-database.js';
import { createCrashGame, type CrashGame } from './crash-game.js';
import { reachedAtMs } from './fairness.js';

// A crash game on the wall clock wakes itself for an auto cash-out: the player who set one is paid at
// its moment even when nobody, on any page, calls the game afterwards.

let db: Database;
let game: CrashGame | undefined;

beforeAll(async () => {
  db = await openTestDatabase();
});

afterAll(async () => {
  game?.stop();
  await db.close();
});

it('pays an auto cash-out at its moment with no call at all, and pushes the balance then', async () => {
  const { player } = await createPlayer(db, { username: 'alarm-flyer', balance: '100.00' });
  const clientSeed = 'alarm client seed';
  const pushes: BalanceChanged[] = [];
  const events = createPlayerEvents();
  events.onBalanceChanged((event) => pushes.push(event));
  game = createCrashGame({
    db,
    events,
    chainLength: 1,
    bettingMs: 300,
    pauseMs: 100,
    drawClientSeed: () => clientSeed,
    // Rounds that reach 2.00×, so the auto cash-out at 1.10× is always due.
    drawChainSeed: () => chainSeedCrashingWithin(clientSeed, 200),
  });
  const { round } = await game.state(player.id);
  expect(round.phase).toBe('betting');
  await game.placeBet(player.id, '10.00', { autoCashOut: 110 });
  const due = new Date(Date.parse(round.startsAt) + reachedAtMs(110));

  // From here on nothing calls the game: only its own wake-up can pay the bet.
  await vi.waitFor(
    async () => {
      const [bet] = await db.query<{ status: string; payout: string; settled_at: Date | string }>(
        'SELECT status, payout::text AS payout, settled_at FROM crash_bets WHERE player_id = $1',
        [player.id],
      );
      expect(bet).toMatchObject({ status: 'won', payout: '11.00' });
      expect(new Date(bet?.settled_at ?? 0).getTime()).toBe(due.getTime());
    },
    { timeout: 10_000, interval: 50 },
  );
  expect(pushes.map((push) => push.balance)).toEqual(['90.00', '101.00']);
});
