import { defineConfig } from 'vitest/config';

import { apiResolveSettings, apiTestSettings, integrationTestFiles } from './vitest.config.ts';

// The api's tests that start real servers and sockets; the root config runs them with the rest.
export default defineConfig({
  resolve: apiResolveSettings,
  test: {
    ...apiTestSettings,
    name: 'api-integration',
    include: integrationTestFiles,
  },
});
