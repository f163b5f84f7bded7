import { defineConfig } from '@playwright/test';

import { appDefinition } from '../scripts/lib/apps.mjs';
import { chromiumArgs } from './support/chromium.mjs';

const isCI = Boolean(process.env.CI);

/**
 * E2E_WORKERS (a count, or a share of the cores such as `50%`), else 1. The specs are independent
 * enough for 2, but on a shared 2-core machine already busy with other builds two browsers missed
 * the 5 s first-load waits of many tests, so one stays the default until 2 pass on a quiet machine.
 */
function e2eWorkers(): number | string {
  const requested = process.env.E2E_WORKERS;
  if (requested === undefined || requested === '') return 1;
  return /^\d+$/.test(requested) ? Number(requested) : requested;
}

/**
 * Specs that change what every other test relies on: they take front-end servers down. They run
 * after the others, one at a time.
 */
const globalStateSpecs = ['**/faults/remote-down.spec.ts'];

/** Kills the api every test uses (its supervisor restarts it): runs last of all, on its own. */
const apiRestartSpecs = ['**/faults/api-down.spec.ts'];

const workers = e2eWorkers();

export default defineConfig({
  testDir: 'tests',
  // One set of servers for the run (the builds name fixed ports), shared by the workers.
  globalSetup: './global-setup.ts',
  // Workers share the servers on the fixed ports: each test makes its own players, events and markets,
  // and a spec that edits a brand file edits one no other spec opens (hot-swap.spec.ts,
  // royal.localhost). A spec file's tests stay in order in one worker. E2E_WORKERS sets how many.
  workers,
  fullyParallel: false,
  retries: isCI ? 1 : 0,
  // A federated page's first load (host, then a remote's manifest and chunks) took over 5 s, the
  // default, whenever the machine was busy, with two workers and other builds beside them. These are
  // upper bounds on waiting for what a test observes: a passing test goes on as soon as it is there,
  // and nothing asserts speed through them (a test that does names its own bound).
  expect: { timeout: 15_000 },
  timeout: 60_000,
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    baseURL: appDefinition('host').url,
    // A failed test keeps its trace: actions, DOM snapshots, network, console. Not the screencast:
    // encoding its frames took a quarter of the suite's time on a busy 2-core machine (measured on
    // four spec files: 86-111 s without it, 110-138 s with it; the snapshots cost nothing measurable).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      // The distribution's Chromium (scripts/e2e.mjs installs it), not a Playwright download.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'parallel', testIgnore: [...globalStateSpecs, ...apiRestartSpecs] },
    // With more than one worker it waits for the others (`--no-deps` skips them when running it alone);
    // with one, nothing runs beside it anyway.
    {
      name: 'one-at-a-time',
      testMatch: globalStateSpecs,
      dependencies: workers === 1 ? [] : ['parallel'],
      workers: 1,
    },
    // With one worker the projects run in this order, so it comes last without a dependency (which
    // would skip it whenever another test failed).
    {
      name: 'api-restart',
      testMatch: apiRestartSpecs,
      dependencies: workers === 1 ? [] : ['parallel', 'one-at-a-time'],
      workers: 1,
    },
  ],
});
