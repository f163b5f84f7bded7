import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../db/database.js';
import { Exchange } from '../exchange/exchange.js';
import { createPlayer } from '../players/players.js';
import { waitFor } from '../testing/deployment.js';
import { openTestDatabase } from '../testing/test-database.js';
import { GroupCommit } from './group-commit.js';

// PostgreSQL runs the groups of two markets at once, on two connections (PGlite runs one
// transaction at a time, so this file is in the api-postgres project only).
let db: Database;
let first: number;
let second: number;

beforeAll(async () => {
  db = await openTestDatabase();
  first = (await createPlayer(db, { username: 'lockorder1', balance: '10.00' })).player.id;
  second = (await createPlayer(db, { username: 'lockorder2', balance: '10.00' })).player.id;
});

afterAll(() => db.close());

const waitingOnALock = async () =>
  (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    )
  )[0]?.n;

describe('groups of two markets sharing players', () => {
  it('lock all their players before their first step, so they never wait for each other in a circle', async () => {
    const exchange = new Exchange();
    for (const id of ['1.1', '1.2']) {
      exchange.addMarket({ id, kind: 'exchange', state: 'OPEN', inPlay: false, betDelay: 0, runnerIds: [1] });
    }
    const groups = new GroupCommit(db, exchange);
    let finishFirstStep = () => {};
    const firstStepMayEnd = new Promise<void>((resolve) => (finishFirstStep = resolve));
    let firstStepStarted = () => {};
    const firstStepRunning = new Promise<void>((resolve) => (firstStepStarted = resolve));
    const ran: string[] = [];

    // Market 1.1's group: the second player's step, then the first player's; it stops in its first step.
    const one = [
      groups.run('1.1', {
        playerId: second,
        async run(tx) {
          await tx.query('UPDATE players SET balance = balance + 1 WHERE id = $1', [second]);
          firstStepStarted();
          await firstStepMayEnd;
          ran.push('1.1 second');
        },
      }),
      groups.run('1.1', {
        playerId: first,
        async run(tx) {
          await tx.query('UPDATE players SET balance = balance + 1 WHERE id = $1', [first]);
          ran.push('1.1 first');
        },
      }),
    ];
    await firstStepRunning;
    // Market 1.2's group, the first player only: it waits for 1.1's group to end before any step runs.
    const two = groups.run('1.2', {
      playerId: first,
      async run(tx) {
        await tx.query('UPDATE players SET balance = balance + 1 WHERE id = $1', [first]);
        ran.push('1.2 first');
      },
    });
    expect(await waitFor(waitingOnALock, (n) => n === 1)).toBe(1);
    expect(ran).toEqual([]);

    finishFirstStep();
    await Promise.all([...one, two]);
    expect(ran).toEqual(['1.1 second', '1.1 first', '1.2 first']);
    const rows = await db.query<{ balance: string }>(
      'SELECT balance::text AS balance FROM players WHERE id = ANY($1::bigint[]) ORDER BY id',
      [[first, second]],
    );
    expect(rows.map((row) => row.balance)).toEqual(['12.00', '11.00']);
  });
});
