import pg from 'pg';

import { runMigrations } from '../db/migrations.js';
import { openPostgresDatabase } from '../db/postgres.js';
import { runSeeds } from '../db/seeds.js';
import { postgresBinDir, startPostgresServer } from './postgres-server.js';

/** The template databases every test file of the run copies (`openTestDatabase`). */
export const postgresTemplates = { migrated: 'api_template_migrated', seeded: 'api_template_seeded' } as const;

interface GlobalSetupContext {
  provide(key: 'apiPostgresServer', value: string): void;
}

async function createTemplate(server: { url(database: string): string }, name: string, seed: boolean): Promise<void> {
  const admin = new pg.Client(server.url('postgres'));
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const db = await openPostgresDatabase(server.url(name));
  try {
    await runMigrations(db);
    if (seed) await runSeeds(db);
  } finally {
    await db.close();
  }
}

/**
 * A vitest global setup for the `api-postgres` project: a PostgreSQL server of the run's own
 * (Debian's `postgresql` package; `npm test` installs it when missing), with a migrated and a
 * seeded template database. Each test file creates its own database from one of them.
 */
export async function setup(context: GlobalSetupContext): Promise<() => Promise<void>> {
  const binDir = postgresBinDir();
  if (binDir === undefined) {
    throw new Error(
      "The api-postgres tests need PostgreSQL's programs (Debian's postgresql package): `npm test` installs it, " +
        'or run `apt-get install postgresql`, or set POSTGRES_BIN_DIR.',
    );
  }
  const server = await startPostgresServer(binDir);
  try {
    await createTemplate(server, postgresTemplates.migrated, false);
    await createTemplate(server, postgresTemplates.seeded, true);
  } catch (error) {
    await server.stop();
    throw error;
  }
  context.provide('apiPostgresServer', server.url('postgres'));
  return () => server.stop();
}
