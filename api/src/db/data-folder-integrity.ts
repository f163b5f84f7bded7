import { stat } from 'node:fs/promises';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';

import type { DatabaseConfig } from '../config.js';
import { DataFolderError } from './data-folder.js';
import type { Queryable } from './database.js';
import { describeMoneyMismatches, findMoneyMismatches, moneyReconciles } from './money-integrity.js';
import { ReadThroughFs } from './read-through-fs.js';

const exists = (file: string): Promise<boolean> =>
  stat(file).then(
    () => true,
    () => false,
  );

/** What a database's folder holds besides PG_VERSION, so one without that file is no new folder. */
const DATABASE_ENTRIES = ['global', 'base', 'pg_wal'];

const damaged = (folder: string, what: string): DataFolderError =>
  new DataFolderError(
    `The data folder ${folder} is damaged: ${what}. It was left as it is: restore it from a backup and start ` +
      'again. The api never replaces a data folder with a new database.',
  );

/**
 * Refuses a data folder whose database PostgreSQL cannot open (a file cut short or overwritten, a
 * missing control file or write-ahead log). The folder is tried first through a view that keeps
 * every write in memory, because a failed start of PostgreSQL writes too (its control file, its
 * log, a lock file): the folder is left exactly as it was, for a backup to be restored or the
 * damage looked at. A folder without a database yet passes: it is created, as before.
 */
export async function assertDataFolderOpens(dataDir: string): Promise<void> {
  const folder = path.resolve(dataDir);
  if (!(await exists(path.join(folder, 'PG_VERSION')))) {
    for (const entry of DATABASE_ENTRIES) {
      if (await exists(path.join(folder, entry))) {
        throw damaged(folder, `it holds database files (${entry}) but no PG_VERSION`);
      }
    }
    return;
  }
  let trial: PGlite;
  try {
    trial = await PGlite.create({ fs: new ReadThroughFs(folder) });
  } catch (error) {
    throw damaged(folder, `PostgreSQL could not open its database (${reasonOf(error)})`);
  }
  try {
    // The catalogue read end to end: a garbled page of it fails here rather than in a request.
    await trial.query('SELECT count(*) FROM pg_class, pg_attribute WHERE attrelid = pg_class.oid');
  } catch (error) {
    throw damaged(folder, `its catalogue cannot be read (${reasonOf(error)})`);
  } finally {
    await trial.close().catch(() => undefined);
  }
}

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // PGlite's build names a build option after an abort; that is of no use to an operator.
  return message.replace(/\.? ?Build with -sASSERTIONS for more info\.?/, '').trim() || 'no reason given';
}

/** A mismatch on PostgreSQL, for the start-up's log: the details and the message of one error line. */
export interface MoneyReport {
  readonly details: { readonly balanceMismatches: number; readonly exposureMismatches: number };
  readonly message: string;
}

/**
 * Checks, after the migrations and before the seeds write to the ledger, that every player's balance
 * is the sum of their ledger and their exposure the sum of their markets'. On a data folder a
 * balance that is not its ledger's sum refuses the start, naming the folder and the first players:
 * money moved outside the ledger. An exposure that differs is reported for the log and the start
 * goes on (an operator's correction sets a player's exposure directly). On PostgreSQL every
 * mismatch is reported and the start goes on, since refusing would stop every process of the
 * deployment. In memory there is nothing to check. Null when the money reconciles.
 */
export async function checkMoneyOnStart(db: Queryable, config: DatabaseConfig): Promise<MoneyReport | null> {
  if (config.kind === 'pglite' && config.dataDir === null) return null;
  const mismatches = await findMoneyMismatches(db);
  if (moneyReconciles(mismatches)) return null;
  if (config.kind === 'pglite' && mismatches.balanceMismatches.length > 0) {
    throw new DataFolderError(
      `The data folder ${path.resolve(config.dataDir ?? '')} does not reconcile: ` +
        `${describeMoneyMismatches({ ...mismatches, exposureMismatches: [] })} It was left as it is: find what ` +
        'changed the money outside the ledger, or restore the folder from a backup, then start again.',
    );
  }
  return {
    details: {
      balanceMismatches: mismatches.balanceMismatches.length,
      exposureMismatches: mismatches.exposureMismatches.length,
    },
    message: `The money in the database does not reconcile: ${describeMoneyMismatches(mismatches)}`,
  };
}
