import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contracts',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    passWithNoTests: false,
  },
});
