import { defineConfig } from '@playwright/test';

import { appDefinition } from '../scripts/lib/apps.mjs';
import { chromiumArgs } from './support/chromium.mjs';

const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests',
  // One worker: every test shares the fixed ports of the one set of servers the `apps` fixture starts.
  workers: 1,
  fullyParallel: false,
  retries: isCI ? 1 : 0,
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    baseURL: appDefinition('host').url,
    trace: 'retain-on-failure',
    launchOptions: {
      // The distribution's Chromium (scripts/e2e.mjs installs it), not a Playwright download.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
});
