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
    // federation/ (the build-time half, plain ESM like the rspack configs that load it) is tested in
    // Node by the tooling project, as the builds run it; here it would run a second time under jsdom.
    include: ['src/**/*.test.{ts,tsx}'],
    passWithNoTests: false,
    ...unitTestIsolation,
    ...pageTestTimeout,
  },
});
