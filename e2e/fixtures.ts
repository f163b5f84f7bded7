import { test as base, type Page } from '@playwright/test';

import { startAppStack, type AppStack } from '../scripts/lib/app-servers.mjs';
import { apiDefinition, appDefinition, brandUrl, corsOriginsForPorts } from '../scripts/lib/apps.mjs';
import { apiSecrets } from './support/api-secrets';

export { expect } from '@playwright/test';

/** Where the api answers in this run (API_PORT): for expectations about URLs the brand files carry. */
export const apiUrl = apiDefinition().url;

/** A brand's origin in this run, e.g. `http://gold.localhost:<HOST_PORT>`; `localhost` is the host itself. */
export function brandOrigin(brand: string): string {
  const host = appDefinition('host').url;
  return brand === 'localhost' ? host : brandUrl(host, brand.replace(/\.localhost$/, ''));
}

/**
 * A whitelisted staging hostname (a test host: it reads the test variant's settings) reached over
 * plain http, so outside a secure context; security.spec.ts maps it to loopback in its own browser.
 */
export const insecureBrandHostname = 'test.goldexchange.example';

/**
 * The api's default CORS list (api/src/config.ts) for the ports in use, plus that brand's origin,
 * which the default does not know.
 */
function e2eCorsOrigins(): string {
  return `${corsOriginsForPorts()},http://${insecureBrandHostname}:${appDefinition('host').port}`;
}

/**
 * Every test of a worker signs in from 127.0.0.1 against the same api, far more often than the
 * api's limits allow one player; the api's own tests hold the limits to their numbers.
 */
const suiteRateLimits = Object.fromEntries(
  [
    'LOGIN_PER_IP',
    'LOGIN_PER_ACCOUNT',
    'DEMO_PER_IP',
    'REGISTER_PER_IP',
    'REGISTER_PER_ACCOUNT',
    'VERIFY_PER_IP',
    'VERIFY_PER_ACCOUNT',
    'CHANGE_PASSWORD_PER_IP',
    'CHANGE_PASSWORD_PER_ACCOUNT',
    'REFRESH_PER_IP',
    'TOKEN_PER_IP',
    'TOKEN_PER_CLIENT',
  ].map((limit) => [`RATE_LIMIT_${limit}`, '1000/1m']),
);

/**
 * `apps`: the api (in-memory database) and a static server per production build, started
 * once per worker. `apps.url(name)` gives an origin; `apps.stop(name)` / `apps.start(name)`
 * take one front-end server down and bring it back on the same port.
 */
export const test = base.extend<{ restartStoppedApps: void }, { apps: AppStack }>({
  apps: [
    // Playwright reads the fixtures a fixture needs from its first parameter's destructuring.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      // The api has no built-in secrets: this run's are random, and the tests' admin calls read them.
      const apps = await startAppStack({
        apiEnv: {
          DATA_DIR: 'memory',
          CORS_ORIGINS: e2eCorsOrigins(),
          ADMIN_TOKEN: apiSecrets.adminToken,
          TOKEN_SECRET: apiSecrets.tokenSecret,
          ...suiteRateLimits,
        },
      });
      try {
        await use(apps);
      } finally {
        await apps.close();
      }
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
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
