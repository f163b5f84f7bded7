import { test as base, type Page } from '@playwright/test';

import { connectApps, type E2eApps } from './support/app-stack';

export { expect } from '@playwright/test';
export { insecureBrandHostname } from './support/app-stack';

/**
 * `apps`: the api (its database in a folder made for the run, kept across a restart) and a static server per production build, started once for
 * the run by global-setup.ts and shared by every worker. `apps.url(name)` gives an origin;
 * `apps.stop(name)` / `apps.start(name)` take one front-end server down and bring it back on the
 * same port (only specs of the `one-at-a-time` project may: see playwright.config.ts).
 */
export const test = base.extend<{ restartStoppedApps: void }, { apps: E2eApps }>({
  apps: [
    // Playwright reads the fixtures a fixture needs from its first parameter's destructuring.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use(connectApps());
    },
    { scope: 'worker', auto: true },
  ],
  // Every test starts with all servers up, even when the previous one took a remote down.
  restartStoppedApps: [
    async ({ apps }, use) => {
      await apps.startAll();
      await use();
    },
    { auto: true },
  ],
});

export interface ConsoleEntry {
  /** A console method (`log`, `warning`, `error`…), or `pageerror` for an uncaught exception. */
  type: string;
  text: string;
}

/** Records the page's console messages and uncaught exceptions from now on; the array fills as they come. */
export function collectConsole(page: Page): ConsoleEntry[] {
  const entries: ConsoleEntry[] = [];
  page.on('console', (message) => entries.push({ type: message.type(), text: message.text() }));
  page.on('pageerror', (error) => entries.push({ type: 'pageerror', text: error.message }));
  return entries;
}
