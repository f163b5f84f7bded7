import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'remote-account',
    root: import.meta.dirname,
    environment: 'jsdom',
    setupFiles: ['../vitest.dom-setup.ts', './src/testing/translations-setup.ts', './src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    passWithNoTests: false,
  },
});
