import type { APIRequestContext, Page } from '@playwright/test';

import { expect, test } from '../fixtures';

// What the first screen downloads, and in which order, on the production builds.

/** The file names of a shared library's chunks, from the manifest every app publishes. */
async function sharedChunks(request: APIRequestContext, origins: string[], library: string): Promise<string[]> {
  const files: string[] = [];
  for (const origin of origins) {
    const manifest = (await (await request.get(`${origin}/mf-manifest.json`)).json()) as {
      shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
    };
    for (const shared of manifest.shared.filter((entry) => entry.name === library)) {
      files.push(...shared.assets.js.sync, ...shared.assets.js.async);
    }
  }
  return files;
}

/** Every URL the page requests from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** The sum of the page's layout shifts (what CLS adds up), unprovoked by input. */
function layoutShiftSum(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) sum += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in the first callback, right after observe().
        setTimeout(() => resolve(sum), 100);
      }),
  );
}

test('a visitor on the login page downloads no SignalR client; a player connects to the hub', async ({
  page,
  request,
  apps,
}) => {
  const appOrigins = apps.apps.map((app) => app.url);
  const signalrChunks = await sharedChunks(request, appOrigins, '@microsoft/signalr');
  expect(signalrChunks.length).toBeGreaterThan(0);
  const isSignalrChunk = (url: string) => signalrChunks.some((file) => url.endsWith(`/${file}`));
  const requested = recordRequests(page);

  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.filter(isSignalrChunk)).toEqual([]);

  const sentToHub: string[] = [];
  page.on('websocket', (socket) => {
    if (socket.url().includes('/hubs/notifications'))
      socket.on('framesent', (frame) => sentToHub.push(String(frame.payload)));
  });
  await page.getByRole('button', { name: 'Login with demo ID' }).click();
  await expect
    .poll(() => sentToHub.some((frame) => frame.includes('"RegisterClient"')), { timeout: 15_000 })
    .toBe(true);
  expect(requested.filter(isSignalrChunk).length).toBeGreaterThan(0);
});

test('platform.json is requested once, by the preload in index.html', async ({ page }) => {
  const requested = recordRequests(page);
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();

  expect(requested.filter((url) => new URL(url).pathname === '/platform.json')).toHaveLength(1);
  const initiators = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === '/platform.json')
      .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
  );
  expect(initiators).toEqual(['link']);
});

/**
 * Holds the brand's settings until the page asks for a URL that `requested` picks out (or 15 s, when
 * the start-up would have waited for the settings): a page that waits for the settings first makes
 * the answer false instead of hanging the test. Tells whether the settings answered after it.
 */
async function settingsAnsweredAfter(page: Page, requested: (url: string) => boolean): Promise<() => boolean> {
  let seen!: () => void;
  const requestSeen = new Promise<void>((resolve) => (seen = resolve));
  page.on('request', (request) => {
    if (requested(request.url())) seen();
  });
  let answeredAfter = false;
  await page.route('**/cdn/settings/localhost.json*', async (route) => {
    answeredAfter = await Promise.race([
      requestSeen.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 15_000)),
    ]);
    await route.continue();
  });
  return () => answeredAfter;
}

test("the page's remote entry is requested before the brand's settings have answered", async ({ page, apps }) => {
  const authOrigin = apps.url('remote-auth');
  const answeredAfterEntry = await settingsAnsweredAfter(page, (url) => url === `${authOrigin}/remoteEntry.js`);

  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible({ timeout: 30_000 });
  expect(answeredAfterEntry()).toBe(true);
});

test("the brand's login logo comes with the page, before the brand's settings have answered", async ({ page }) => {
  const logoPath = '/cdn/brands/exchange/auth-logo.svg';
  const answeredAfterLogo = await settingsAnsweredAfter(page, (url) => new URL(url).pathname === logoPath);

  await page.goto('/auth/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible({ timeout: 30_000 });
  expect(answeredAfterLogo()).toBe(true);
  await expect(page.locator('#app-loading')).toBeHidden();
  await expect(page.getByRole('img', { name: 'Exchange' })).toHaveAttribute('src', new RegExp(`${logoPath}$`));
});

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`the login page and the navbar do not shift as they load, ${viewport.width} px wide`, async ({ browser }) => {
    // A fresh context each time: nothing cached, no stored settings, as for a first visit.
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutShiftSum(page)).toBeLessThanOrEqual(0.02);

    await page.goto('/underConstruction');
    await expect(page.getByRole('heading', { level: 1, name: 'Under construction' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutShiftSum(page)).toBeLessThanOrEqual(0.02);
    await context.close();
  });
}
