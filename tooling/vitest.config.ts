import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'tooling',
    root: import.meta.dirname,
    environment: 'node',
    // As the other unit projects (../vitest.shared.ts, outside this package's type-check).
    isolate: false,
    setupFiles: ['../vitest.file-reset-setup.ts'],
    // The repository's scripts, the build's federation config and the benchmark are tooling too; their
    // tests sit next to them.
    include: ['*.test.ts', '../scripts/lib/*.test.mjs', '../shared/federation/*.test.mjs', '../e2e/bench/*.test.mjs'],
    testTimeout: 30_000,
  },
});
