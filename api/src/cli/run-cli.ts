import { ConfigError, readConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { MigrationError } from '../db/migrations.js';
import { openDatabase } from '../db/open.js';

/**
 * Runs one command-line task against the configured database and exits with its outcome.
 * The database is closed on every path so PGlite flushes its data folder.
 */
export async function runCli(task: (db: Database) => Promise<void>): Promise<void> {
  let db: Database | undefined;
  try {
    // Migrations and seeds need the database alone, not the secrets.
    db = await openDatabase(readConfig().database);
    await task(db);
    await db.close();
    db = undefined;
  } catch (error) {
    await db?.close().catch(() => undefined);
    const expected = error instanceof ConfigError || error instanceof MigrationError;
    console.error(expected ? (error as Error).message : error);
    process.exit(1);
  }
}
