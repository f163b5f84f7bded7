import { defineConfig } from 'vitest/config';

import { unitTestIsolation } from '../vitest.shared.ts';

export default defineConfig({
  test: {
    name: 'tooling',
    root: import.meta.dirname,
    environment: 'node',
    ...unitTestIsolation,
    setupFiles: ['../vitest.file-reset-setup.ts'],
    // The repository's scripts, the build's federation config and the benchmark are tooling too; their
    // tests sit next to them.
    include: ['*.test.ts', '../scripts/lib/*.test.mjs', '../shared/federation/*.test.mjs', '../e2e/bench/*.test.mjs'],
    testTimeout: 30_000,
  },
});
