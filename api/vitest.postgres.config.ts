import { defineConfig } from 'vitest/config';

import { apiResolveSettings, apiTestSettings, postgresOnlyTestFiles } from './vitest.config.ts';

/**
 * The money's tests again on PostgreSQL, the engine a deployment of several api processes runs on
 * (`DATABASE_URL`): placement, matching, cancel, cash out, settlement, the ledger, statements and
 * balances, and the sports world resuming after a restart; and the tests of two api servers on one
 * database and one Redis. The run starts its own servers (src/testing/postgres-global-setup.ts).
 */
export const postgresTestFiles = [
  'src/betting/**/*.test.ts',
  'src/ledger/**/*.test.ts',
  'src/players/**/*.test.ts',
  'src/routes/bets.test.ts',
  'src/routes/bet-history.test.ts',
  'src/routes/transactions.test.ts',
  // The sports world resumes from these rows after a restart.
  'src/sports/world-store.test.ts',
  // One crash round at a time for every process.
  'src/casino/crash-rounds.test.ts',
  // Two api processes on one database and one Redis, and PostgreSQL's own behaviour.
  ...postgresOnlyTestFiles,
];

export default defineConfig({
  resolve: apiResolveSettings,
  test: {
    ...apiTestSettings,
    name: 'api-postgres',
    globalSetup: ['src/testing/postgres-global-setup.ts'],
    setupFiles: ['src/testing/postgres-project-setup.ts'],
    include: postgresTestFiles,
  },
});
