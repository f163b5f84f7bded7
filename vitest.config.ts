import { availableParallelism } from 'node:os';

import { defineConfig } from 'vitest/config';

const packages = [
  'contracts',
  'shared',
  'host',
  'remote-auth',
  'remote-sports',
  'remote-casino',
  'remote-account',
  'api',
  'tooling',
];

// One run for every package; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: [
      ...packages.map((dir) => `${dir}/vitest.config.ts`),
      // The api's tests that start real servers: a project of their own, so `--project api` stays quick.
      'api/vitest.integration.config.ts',
      // The money's tests again on a PostgreSQL server the run starts (Debian's package).
      'api/vitest.postgres.config.ts',
    ],
    // vitest leaves one core to itself by default, which on a two-core machine runs every test file
    // one after another; its own share of the work is small next to a test file's.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
