import { PGlite } from '@electric-sql/pglite';

import type { Database } from '../db/database.js';
import { runMigrations } from '../db/migrations.js';
import { pgliteDatabase, pgliteParsers } from '../db/pglite.js';
import { runSeeds } from '../db/seeds.js';

/**
 * A migrated database as PGlite data-folder tarballs, without and with the seeds. Booting PGlite
 * from one takes a fraction of the time of running every migration and seed again.
 */
export interface DatabaseTemplates<T> {
  readonly migrated: T;
  readonly seeded: T;
}

/** Migrates (and then seeds) a fresh in-memory database, dumping its data folder after each step. */
export async function buildDatabaseTemplates(): Promise<DatabaseTemplates<Blob>> {
  const pglite = await PGlite.create({ parsers: pgliteParsers });
  try {
    const db = pgliteDatabase(pglite);
    await runMigrations(db);
    // Uncompressed: every test file loads a copy, and gunzip would cost each of them more than the
    // disk space saved once.
    const migrated = await pglite.dumpDataDir('none');
    await runSeeds(db);
    const seeded = await pglite.dumpDataDir('none');
    return { migrated, seeded };
  } finally {
    await pglite.close();
  }
}

/** A new in-memory database holding a copy of the template; changes stay in this copy. */
export async function openDatabaseFromTemplate(template: Blob): Promise<Database> {
  return pgliteDatabase(await PGlite.create({ loadDataDir: template, parsers: pgliteParsers }));
}
