import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'tooling',
    root: import.meta.dirname,
    environment: 'node',
    // The repository's scripts are tooling too; their tests sit next to them.
    include: ['*.test.ts', '../scripts/lib/*.test.mjs'],
    testTimeout: 30_000,
  },
});
