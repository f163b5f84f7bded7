import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database, Queryable } from '../db/database.js';
import { Exchange } from '../exchange/exchange.js';
import { refused } from '../http/errors.js';
import { createPlayer } from '../players/players.js';
import { openTestDatabase } from '../testing/test-database.js';
import { GroupCommit, StepFailure, type GroupStep } from './group-commit.js';

/** The database, counting the transactions it runs. */
function counting(db: Database): { db: Database; transactions: () => number } {
  let transactions = 0;
  return {
    transactions: () => transactions,
    db: {
      ...db,
      kind: db.kind,
      query: (sql, params) => db.query(sql, params),
      exec: (sql) => db.exec(sql),
      close: () => db.close(),
      transaction: (fn) => {
        transactions += 1;
        return db.transaction(fn);
      },
    },
  };
}

let db: Database;
let players: number[];
let marketCount = 0;

beforeAll(async () => {
  db = await openTestDatabase();
  players = [];
  for (const name of ['grouped1', 'grouped2', 'grouped3']) {
    const { player } = await createPlayer(db, { username: name, balance: '100.00' });
    players.push(player.id);
  }
});

afterAll(() => db.close());

/** A fresh engine with one market, and a way to hold the market's turn until released. */
function market(): { exchange: Exchange; marketId: string; hold: () => () => void } {
  marketCount += 1;
  const marketId = `1.${marketCount}`;
  const exchange = new Exchange();
  exchange.addMarket({ id: marketId, kind: 'exchange', state: 'OPEN', inPlay: false, betDelay: 0, runnerIds: [1] });
  return {
    exchange,
    marketId,
    hold: () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      void exchange.withMarket(marketId, () => held);
      return release;
    },
  };
}

/** Moves the player's balance by `amount` (a write the test can read back). */
const credit = (tx: Queryable, playerId: number, amount: string) =>
  tx.query('UPDATE players SET balance = balance + $2::numeric WHERE id = $1', [playerId, amount]);

const balances = async (): Promise<string[]> => {
  const rows = await db.query<{ balance: string }>(
    'SELECT balance::text AS balance FROM players WHERE id = ANY($1::bigint[]) ORDER BY id',
    [players],
  );
  return rows.map((row) => row.balance);
};

/** A step that credits its player and records that it ran. */
const crediting = (playerId: number, ran: number[], index: number): GroupStep<number> => ({
  playerId,
  async run(tx) {
    ran.push(index);
    await credit(tx, playerId, '1.00');
    return index;
  },
});

describe('group commit of a market', () => {
  it('commits the steps that waited for the market in one transaction, in arrival order', async () => {
    const { exchange, marketId, hold } = market();
    const counted = counting(db);
    const groups = new GroupCommit(counted.db, exchange);
    const before = await balances();
    const release = hold();
    const ran: number[] = [];
    const answers = players.flatMap((playerId, index) => [
      groups.run(marketId, crediting(playerId, ran, index * 2)),
      groups.run(marketId, crediting(playerId, ran, index * 2 + 1)),
    ]);
    release();

    expect(await Promise.all(answers)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(ran).toEqual([0, 1, 2, 3, 4, 5]);
    expect(counted.transactions()).toBe(1);
    expect(await balances()).toEqual(before.map((balance) => (Number(balance) + 2).toFixed(2)));
  });

  it('answers a refused or failed step with its own error and commits the others', async () => {
    const { exchange, marketId, hold } = market();
    const groups = new GroupCommit(db, exchange);
    const [first = 0, second = 0, third = 0] = players;
    const before = await balances();
    const release = hold();
    const answers = [
      groups.run(marketId, crediting(first, [], 0)),
      groups.run(marketId, {
        playerId: second,
        run: () => Promise.reject(refused(400, 'insufficientBalance', { available: '1.00', needed: '2.00' })),
      }),
      groups.run(marketId, {
        playerId: second,
        run: () => Promise.reject(new StepFailure('Bet 7 of a fill is missing')),
      }),
      groups.run(marketId, crediting(third, [], 2)),
    ];
    release();
    const [one, two, failed, three] = await Promise.allSettled(answers);

    expect(one).toEqual({ status: 'fulfilled', value: 0 });
    expect(two).toMatchObject({
      status: 'rejected',
      reason: { statusCode: 400, refusal: { code: 'insufficientBalance' } },
    });
    expect(failed).toMatchObject({ status: 'rejected', reason: { message: 'Bet 7 of a fill is missing' } });
    expect(three).toEqual({ status: 'fulfilled', value: 2 });
    const [a = '', b = '', c = ''] = before;
    expect(await balances()).toEqual([(Number(a) + 1).toFixed(2), b, (Number(c) + 1).toFixed(2)]);
  });

  it('commits nothing of a group one of whose steps fails, and takes back what the steps before it did to the book', async () => {
    const { exchange, marketId, hold } = market();
    const groups = new GroupCommit(db, exchange);
    const [first = 0, second = 0, third = 0] = players;
    const before = await balances();
    const undone: number[] = [];
    const ran: number[] = [];
    const release = hold();
    const answers = [
      groups.run(marketId, { ...crediting(first, ran, 0), undo: () => undone.push(0) }),
      groups.run(marketId, {
        playerId: second,
        async run(tx) {
          await credit(tx, second, '1.00');
          throw new Error('the disk is full');
        },
        undo: () => undone.push(1),
      }),
      groups.run(marketId, { ...crediting(third, ran, 2), undo: () => undone.push(2) }),
    ];
    release();
    const settled = await Promise.allSettled(answers);

    expect(settled.map((answer) => answer.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(settled[0]).toMatchObject({ reason: { message: 'the disk is full' } });
    expect(ran).toEqual([0]);
    expect(undone).toEqual([0]);
    expect(await balances()).toEqual(before);
  });

  it('splits a long wait into groups of at most its size, in arrival order', async () => {
    const { exchange, marketId, hold } = market();
    const counted = counting(db);
    const groups = new GroupCommit(counted.db, exchange, 2);
    const [playerId = 0] = players;
    const release = hold();
    const ran: number[] = [];
    const answers = [0, 1, 2, 3, 4].map((index) => groups.run(marketId, crediting(playerId, ran, index)));
    release();

    expect(await Promise.all(answers)).toEqual([0, 1, 2, 3, 4]);
    expect(ran).toEqual([0, 1, 2, 3, 4]);
    expect(counted.transactions()).toBe(3);
  });

  it('refuses every step waiting for a market that is gone when its turn comes', async () => {
    const { exchange, marketId, hold } = market();
    const groups = new GroupCommit(db, exchange);
    const release = hold();
    const ran: number[] = [];
    const answer = groups.run(marketId, crediting(players[0] ?? 0, ran, 0));
    exchange.removeMarket(marketId);
    release();

    await expect(answer).rejects.toMatchObject({ kind: 'unknown-market' });
    expect(ran).toEqual([]);
  });
});
