import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'remote-sports',
    root: import.meta.dirname,
    environment: 'jsdom',
    setupFiles: ['../vitest.dom-setup.ts', './src/testing/translations-setup.ts', './src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    passWithNoTests: false,
    // Market pages render hundreds of MUI buttons in jsdom; on a busy two-core machine that takes
    // seconds. The limit only catches a hung test: nothing here asserts a duration.
    testTimeout: 20_000,
  },
});
