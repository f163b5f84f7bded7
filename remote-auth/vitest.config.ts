import { defineConfig } from 'vitest/config';

import { pageTestTimeout, unitTestIsolation } from '../vitest.shared.ts';

export default defineConfig({
  test: {
    name: 'remote-auth',
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
    ...pageTestTimeout,
  },
});
