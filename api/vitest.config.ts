import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each in-memory PGlite boots a WASM Postgres, which takes a few seconds on a slow machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
