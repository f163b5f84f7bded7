import { defineConfig } from 'vitest/config';

import { unitTestIsolation } from '../vitest.shared.ts';

export default defineConfig({
  test: {
    name: 'contracts',
    root: import.meta.dirname,
    environment: 'node',
    setupFiles: ['../vitest.file-reset-setup.ts'],
    include: ['src/**/*.test.ts'],
    passWithNoTests: false,
    ...unitTestIsolation,
  },
});
