import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startApi } from '../start.js';
import { loadStartupConfig } from '../startup-secrets.js';
import { DataFolderError, LOCK_FILE_NAME } from './data-folder.js';
import { openPgliteDatabase } from './pglite.js';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'data-folder-money-'));
});

afterAll(() => rm(root, { recursive: true, force: true }));

const demo = async (dataDir: string) => {
  const db = await openPgliteDatabase(dataDir, { create: false });
  try {
    const [row] = await db.query<{ id: number; balance: string }>(
      "SELECT id, balance::text AS balance FROM players WHERE username = 'Demo'",
    );
    return row;
  } finally {
    await db.close();
  }
};

describe('start-up on a data folder whose money does not reconcile', () => {
  it('is refused, naming the folder and the players, and leaves the folder as it is', async () => {
    const dataDir = path.join(root, 'data');
    const config = await loadStartupConfig({ DATA_DIR: dataDir, CREATE_DATA_DIR: 'on', PORT: '0' });
    const first = await startApi(config, { logger: false });
    await first.close();

    // A balance changed outside the ledger.
    const db = await openPgliteDatabase(dataDir, { create: false });
    await db.query("UPDATE players SET balance = balance + 0.01 WHERE username = 'Demo'");
    await db.close();
    const changed = await demo(dataDir);

    const start = startApi(config, { logger: false });
    await expect(start).rejects.toThrow(DataFolderError);
    await expect(start).rejects.toThrow(
      `The data folder ${dataDir} does not reconcile: 1 player(s) have a balance that is not the sum of their ` +
        `ledger entries: player ${changed?.id} balance ${changed?.balance}, ledger 1500.00. It was left as it is`,
    );
    await expect(stat(path.join(dataDir, LOCK_FILE_NAME))).rejects.toThrow(/ENOENT/);
    expect(await demo(dataDir)).toEqual(changed);

    // Put right, the folder starts again.
    const repair = await openPgliteDatabase(dataDir, { create: false });
    await repair.query("UPDATE players SET balance = balance - 0.01 WHERE username = 'Demo'");
    await repair.close();
    const again = await startApi(config, { logger: false });
    await again.close();
  }, 120_000);
});
