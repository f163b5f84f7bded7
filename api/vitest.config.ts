import { fileURLToPath } from 'node:url';

import { configDefaults, defineConfig } from 'vitest/config';

import { unitTestIsolation } from '../vitest.shared.ts';

/**
 * Files that listen on real sockets or run the whole start-up (on disk, too): the `api-integration`
 * project (vitest.integration.config.ts), so `--project api` stays quick for everyday work.
 */
export const integrationTestFiles = [
  'src/start.test.ts',
  'src/startup-secrets.test.ts',
  'src/http/errors.test.ts',
  'src/http/codec.test.ts',
  'src/realtime/hub-server.test.ts',
  'src/realtime/notifications-hub.test.ts',
  // Starts tesseract.js in a worker thread and reads real images.
  'src/payments/receipt-reader.test.ts',
  // Starts the api as a process of its own and sends it broken receipts.
  'src/payments/broken-receipts.test.ts',
  // Starts api processes of their own on one data folder.
  'src/db/data-folder-processes.test.ts',
  // Kills an api process during a burst of bets and starts another on its data folder.
  'src/db/killed-during-bets.test.ts',
  'src/db/data-folder-money.test.ts',
];

/**
 * Files that run on PostgreSQL alone: several api servers on one database and one Redis (and
 * HAProxy), transactions at once on several connections, the driver's own behaviour. Only the
 * `api-postgres` project (vitest.postgres.config.ts) starts a PostgreSQL and a Redis server for them.
 */
export const postgresOnlyTestFiles = [
  'src/cluster/deployment.test.ts',
  'src/cluster/fencing.test.ts',
  'src/cluster/load-balancer.test.ts',
  'src/realtime/cross-process-pushes.test.ts',
  'src/http/shared-rate-limits.test.ts',
  // Transactions at once on two connections: PGlite runs one at a time.
  'src/betting/group-locks.test.ts',
  'src/db/postgres.test.ts',
];

/**
 * Node resolves `@exchange/contracts` to its compiled `dist/` (the api runs on plain Node); the tests
 * read its source, so they never run against a stale build.
 */
export const apiResolveSettings = {
  alias: { '@exchange/contracts': fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)) },
};

/** What both api projects share. */
export const apiTestSettings = {
  root: fileURLToPath(new URL('.', import.meta.url)),
  environment: 'node',
  // Worker threads start far quicker than child processes; each file still gets a fresh one, and
  // nothing here changes the working directory or the environment variables they would share.
  pool: 'threads',
  // Migrates and seeds one database for the run; each test file opens its own copy of it.
  globalSetup: ['src/testing/database-template-global-setup.ts'],
  // A PGlite copy boots in under a second, but a loaded machine can stretch that many times over.
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

export default defineConfig({
  resolve: apiResolveSettings,
  test: {
    ...apiTestSettings,
    name: 'api',
    ...unitTestIsolation,
    setupFiles: ['../vitest.file-reset-setup.ts'],
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...integrationTestFiles, ...postgresOnlyTestFiles],
  },
});
