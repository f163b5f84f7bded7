import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDatabase } from '../testing/test-database.js';
import { checkMoneyOnStart } from './data-folder-integrity.js';
import { DataFolderError } from './data-folder.js';
import type { Database } from './database.js';
import { describeMoneyMismatches, findMoneyMismatches, moneyReconciles } from './money-integrity.js';

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
});

afterAll(() => db.close());

const newPlayer = async (username: string, balance: string, exposure = '0.00'): Promise<number> => {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO players (username, balance, exposure) VALUES ($1, $2::numeric, $3::numeric) RETURNING id',
    [username, balance, exposure],
  );
  if (row === undefined) throw new Error('no player');
  return row.id;
};

const post = (playerId: number, amount: string, reference: string) =>
  db.query(
    `INSERT INTO ledger_entries (player_id, kind, amount, balance_after, reference, description)
     VALUES ($1, 'adjustment', $2::numeric, 0, $3, 'test')`,
    [playerId, amount, reference],
  );

describe('findMoneyMismatches', () => {
  it('finds none on a freshly seeded database', async () => {
    const found = await findMoneyMismatches(db);
    expect(found).toEqual({ balanceMismatches: [], exposureMismatches: [] });
    expect(moneyReconciles(found)).toBe(true);
    expect(describeMoneyMismatches(found)).toBe('');
  });

  it('names each player whose balance or exposure does not add up, with exact figures', async () => {
    // Sums a binary float would get wrong: 0.10 + 0.20, and figures beyond 2^53 minor units.
    const fine = await newPlayer('reconciled', '0.30');
    await post(fine, '0.10', 'fine-1');
    await post(fine, '0.20', 'fine-2');
    const short = await newPlayer('short', '9999999999999999.99');
    await post(short, '9999999999999999.98', 'short-1');
    const none = await newPlayer('without-ledger', '0.01');
    const exposed = await newPlayer('exposed', '0.00', '12.34');
    await db.query(
      `INSERT INTO market_exposures (player_id, market_id, exposure) VALUES ($1, 'm1', 10.00), ($1, 'm2', 2.33)`,
      [exposed],
    );
    const held = await newPlayer('held', '0.00', '5.00');
    await db.query(`INSERT INTO market_exposures (player_id, market_id, exposure) VALUES ($1, 'm1', 5.00)`, [held]);

    const found = await findMoneyMismatches(db);
    expect(found).toEqual({
      balanceMismatches: [
        { playerId: short, balance: '9999999999999999.99', ledger: '9999999999999999.98' },
        { playerId: none, balance: '0.01', ledger: '0.00' },
      ],
      exposureMismatches: [{ playerId: exposed, exposure: '12.34', markets: '12.33' }],
    });
    expect(moneyReconciles(found)).toBe(false);
    expect(describeMoneyMismatches(found)).toBe(
      `2 player(s) have a balance that is not the sum of their ledger entries: player ${short} balance ` +
        `9999999999999999.99, ledger 9999999999999999.98; player ${none} balance 0.01, ledger 0.00. ` +
        `1 player(s) have an exposure that is not the sum of their markets' exposures: player ${exposed} ` +
        'exposure 12.34, markets 12.33.',
    );
  });

  it('names the first five players of a long list and counts the rest', () => {
    const balanceMismatches = Array.from({ length: 7 }, (_, index) => ({
      playerId: index + 1,
      balance: '1.00',
      ledger: '0.00',
    }));
    const text = describeMoneyMismatches({ balanceMismatches, exposureMismatches: [] });
    expect(text).toMatch(/^7 player\(s\) have a balance/);
    expect(text).toContain('player 5 balance 1.00, ledger 0.00; and 2 more.');
    expect(text).not.toContain('player 6');
  });
});

describe('checkMoneyOnStart', () => {
  it('refuses a data folder, answers a report for the log on PostgreSQL, and skips a database in memory', async () => {
    const folder = checkMoneyOnStart(db, { kind: 'pglite', dataDir: '/srv/exchange-data', create: false });
    await expect(folder).rejects.toThrow(DataFolderError);
    await expect(folder).rejects.toThrow(/^The data folder \/srv\/exchange-data does not reconcile: 2 player\(s\)/);
    await expect(folder).rejects.toThrow(/It was left as it is/);

    const report = await checkMoneyOnStart(db, { kind: 'postgres', url: 'postgres://db.example/exchange' });
    expect(report?.details).toEqual({ balanceMismatches: 2, exposureMismatches: 1 });
    expect(report?.message).toMatch(/^The money in the database does not reconcile: 2 player\(s\)/);

    expect(await checkMoneyOnStart(db, { kind: 'pglite', dataDir: null, create: true })).toBeNull();
  });

  it("only reports a data folder whose exposures alone differ (an operator's correction sets one directly)", async () => {
    const fresh = await openTestDatabase();
    try {
      const [row] = await fresh.query<{ id: number }>(
        "INSERT INTO players (username, balance, exposure) VALUES ('corrected', 0, 5.00) RETURNING id",
      );
      const report = await checkMoneyOnStart(fresh, { kind: 'pglite', dataDir: '/srv/exchange-data', create: false });
      expect(report?.details).toEqual({ balanceMismatches: 0, exposureMismatches: 1 });
      expect(report?.message).toContain(`player ${row?.id ?? 0} exposure 5.00, markets 0.00`);
    } finally {
      await fresh.close();
    }
  });
});
