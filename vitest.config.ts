import { defineConfig } from 'vitest/config';

// One run for every package; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: [
      'shared',
      'host',
      'remote-auth',
      'remote-sports',
      'remote-casino',
      'remote-account',
      'api',
      'tooling',
    ].map((dir) => `${dir}/vitest.config.ts`),
  },
});
