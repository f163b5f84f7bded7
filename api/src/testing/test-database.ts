import { readFile } from 'node:fs/promises';

import { inject } from 'vitest';

import type { Database } from '../db/database.js';
import { buildDatabaseTemplates, openDatabaseFromTemplate, type DatabaseTemplates } from './database-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Paths of the template tarballs written by `database-template-global-setup.ts`. */
    apiDatabaseTemplates?: DatabaseTemplates<string>;
  }
}

function providedTemplateFiles(): DatabaseTemplates<string> | undefined {
  try {
    return inject('apiDatabaseTemplates');
  } catch {
    // Outside a test worker (another package's global setup starting the hub) nothing is
    // provided, and vitest says so by throwing; such callers build their own template below.
    return undefined;
  }
}

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

/**
 * A fresh in-memory database with every migration applied (and the seeds), for one test file:
 * a copy of the template the api projects' global setup built once for the run.
 */
export async function openTestDatabase({ seed = true }: TestDatabaseOptions = {}): Promise<Database> {
  return openDatabaseFromTemplate(await template(seed));
}
