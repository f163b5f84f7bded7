import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { buildDatabaseTemplates, type DatabaseTemplates } from './database-template.js';

interface GlobalSetupContext {
  provide(key: 'apiDatabaseTemplates', value: DatabaseTemplates<string>): void;
}

interface SharedTemplates {
  readonly dir: Promise<{ dir: string; files: DatabaseTemplates<string> }>;
  users: number;
}

// The api's two projects (unit and integration) set up in the same vitest process, one after the
// other: the second reuses the first's files instead of migrating again.
const sharedKey = Symbol.for('@exchange/api/test-database-templates');
const registry = globalThis as { [sharedKey]?: SharedTemplates };

async function writeTemplates(): Promise<{ dir: string; files: DatabaseTemplates<string> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'api-test-database-'));
  try {
    const templates = await buildDatabaseTemplates();
    const files = { migrated: path.join(dir, 'migrated.tar'), seeded: path.join(dir, 'seeded.tar') };
    await writeFile(files.migrated, new Uint8Array(await templates.migrated.arrayBuffer()));
    await writeFile(files.seeded, new Uint8Array(await templates.seeded.arrayBuffer()));
    return { dir, files };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A vitest global setup: migrates and seeds one database for the whole run and hands the dumped
 * data folders to the test files, which each open their own copy (`openTestDatabase`).
 */
export async function setup(context: GlobalSetupContext): Promise<() => Promise<void>> {
  const shared = (registry[sharedKey] ??= { dir: writeTemplates(), users: 0 });
  shared.users += 1;
  const { dir, files } = await shared.dir;
  context.provide('apiDatabaseTemplates', files);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete registry[sharedKey];
    await rm(dir, { recursive: true, force: true });
  };
}
