import { defineConfig } from 'vitest/config';

import { unitTestIsolation } from '../vitest.shared.ts';

export default defineConfig({
  test: {
    name: 'remote-sports',
    root: import.meta.dirname,
    environment: 'jsdom',
    setupFiles: [
      '../vitest.file-reset-setup.ts',
      '../vitest.dom-setup.ts',
      './src/testing/translations-setup.ts',
      './src/testing/setup.ts',
    ],
    include: ['src/**/*.test.{ts,tsx}'],
    passWithNoTests: false,
    ...unitTestIsolation,
    // Market pages render hundreds of MUI buttons in jsdom; on a busy two-core machine that takes
    // seconds. The limit only catches a hung test: nothing here asserts a duration.
    testTimeout: 20_000,
  },
});
