import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';

import pg from 'pg';
import { inject } from 'vitest';

import type { Database } from '../db/database.js';
import { openPostgresDatabase } from '../db/postgres.js';
import { buildDatabaseTemplates, openDatabaseFromTemplate, type DatabaseTemplates } from './database-template.js';
import { postgresTemplates } from './postgres-global-setup.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Paths of the template tarballs written by `database-template-global-setup.ts`. */
    apiDatabaseTemplates?: DatabaseTemplates<string>;
    /** The run's PostgreSQL server (`postgres-global-setup.ts`), in the `api-postgres` project. */
    apiPostgresServer?: string;
    /** The run's Redis server (`postgres-global-setup.ts`), in the `api-postgres` project. */
    apiRedisServer?: string;
  }
}

/** What the project's global setup provides, if it provides it. */
function provided<Key extends 'apiDatabaseTemplates' | 'apiPostgresServer'>(key: Key) {
  try {
    return inject(key);
  } catch {
    // Outside a test worker (another package's global setup starting the hub) nothing is
    // provided, and vitest says so by throwing; such callers build their own template below.
    return undefined;
  }
}

const providedTemplateFiles = (): DatabaseTemplates<string> | undefined => provided('apiDatabaseTemplates');

// Without the global setup (a config that lacks it, a global setup of its own) the template is
// built once in this module, so a second database in the same file still comes cheap.
let builtHere: Promise<DatabaseTemplates<Blob>> | undefined;

async function template(seed: boolean): Promise<Blob> {
  const files = providedTemplateFiles();
  if (files !== undefined) return new Blob([await readFile(seed ? files.seeded : files.migrated)]);
  builtHere ??= buildDatabaseTemplates();
  const built = await builtHere;
  return seed ? built.seeded : built.migrated;
}

export interface TestDatabaseOptions {
  /** Seed reference data (sports, the Demo player); on by default. */
  readonly seed?: boolean;
}

/** A new database on the run's PostgreSQL server, copied from its template; answers its address. */
async function createPostgresCopy(serverUrl: string, seed: boolean): Promise<string> {
  const name = `api_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client(serverUrl);
  await admin.connect();
  try {
    await admin.query(
      `CREATE DATABASE ${name} TEMPLATE ${seed ? postgresTemplates.seeded : postgresTemplates.migrated}`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The address of a fresh, seeded database on the run's PostgreSQL server, for tests that start
 * api processes on it (`DATABASE_URL`); only in the `api-postgres` project.
 */
export async function newPostgresTestDatabase(): Promise<string> {
  const postgres = provided('apiPostgresServer');
  if (postgres === undefined) throw new Error('Only the api-postgres project has a PostgreSQL server.');
  return createPostgresCopy(postgres, true);
}

/**
 * A fresh database with every migration applied (and the seeds), for one test file: in memory, a
 * copy of the template the api projects' global setup built once for the run; in the
 * `api-postgres` project, a new database on the run's PostgreSQL server.
 */
export async function openTestDatabase({ seed = true }: TestDatabaseOptions = {}): Promise<Database> {
  const postgres = provided('apiPostgresServer');
  if (postgres !== undefined) return openPostgresDatabase(await createPostgresCopy(postgres, seed));
  return openDatabaseFromTemplate(await template(seed));
}
