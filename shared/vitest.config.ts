import { defineConfig } from 'vitest/config';

import { pageTestTimeout, unitTestIsolation } from '../vitest.shared.ts';

export default defineConfig({
  test: {
    name: 'shared',
    root: import.meta.dirname,
    environment: 'jsdom',
    setupFiles: ['../vitest.file-reset-setup.ts', '../vitest.dom-setup.ts'],
    // The hub client is tested against the real hub: the api starts once per run (in-memory database,
    // free port) and hands its address to the tests; shared still imports nothing from the api.
    globalSetup: ['../api/src/realtime/test-server-global-setup.ts'],
    // federation/ is the build-time half, plain ESM like the rspack configs that load it.
    include: ['src/**/*.test.{ts,tsx}', 'federation/**/*.test.mjs'],
    passWithNoTests: false,
    ...unitTestIsolation,
    ...pageTestTimeout,
  },
});
