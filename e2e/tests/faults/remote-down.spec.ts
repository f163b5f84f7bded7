import { collectConsole, expect, test } from '../../fixtures';
import { signInPlayer } from '../../support/session';

test.beforeEach(async ({ context, request, apps }) => {
  await signInPlayer(context, request, apps.url('api'), { username: 'navigator' });
});

test(
  'a remote that is down is contained, the rest works, and Retry recovers it',
  { tag: '@fault' },
  async ({ page, apps }) => {
    await apps.stop('remote-account');
    await page.goto('/bet-history');

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This section is unavailable');
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    // Another remote's route still renders in the same page.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Casino' }).click();
    await expect(page.locator('[data-remote="casino"]')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
    await expect(page.getByRole('alert')).toContainText('This section is unavailable');

    await apps.start('remote-account');
    const retried = Date.now();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('[data-remote="account"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Account statement' })).toBeVisible();
    test
      .info()
      .annotations.push({ type: 'recovery', description: `page shown ${Date.now() - retried} ms after Retry` });
    await expect(page.getByRole('alert')).toHaveCount(0);
  },
);

const otherRemotes = [
  { remote: 'sports', path: '/index', heading: 'Sports' },
  { remote: 'casino', path: '/casino', heading: 'Casino' },
  { remote: 'auth', path: '/auth/login', heading: 'Log in' },
] as const;

for (const route of otherRemotes) {
  test(
    `the ${route.remote} remote down: its page says so, and Retry brings it once it is back`,
    { tag: '@fault' },
    async ({ page, apps }) => {
      await apps.stop(`remote-${route.remote}`);
      await page.goto(route.path);
      // The page's own part (on a desktop the sports menu beside it says so too).
      const unavailable = page.getByRole('main').getByRole('alert').filter({ hasText: 'This section is unavailable' });
      await expect(unavailable).toBeVisible();

      await apps.start(`remote-${route.remote}`);
      const retried = Date.now();
      await unavailable.getByRole('button', { name: 'Retry' }).click();
      const section = page.locator(`[data-remote="${route.remote}"]`);
      await expect(section.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      test
        .info()
        .annotations.push({ type: 'recovery', description: `page shown ${Date.now() - retried} ms after Retry` });
    },
  );
}

test('a brand override to an origin off the allow-list is refused and the default remote renders', async ({
  page,
  apps,
}) => {
  const consoleEntries = collectConsole(page);
  const evilRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('evil.localhost')) evilRequests.push(request.url());
  });
  await page.route('**/cdn/settings/localhost.json*', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        domain: 'localhost',
        domainTitle: 'Override Test',
        remotes: { casino: 'http://evil.localhost:3999/mf-manifest.json' },
      }),
    }),
  );

  await page.goto('/casino');

  const casino = page.locator('[data-remote="casino"]');
  await expect(casino).toBeVisible();
  await expect(page).toHaveTitle('Override Test | Casino');
  expect(evilRequests).toEqual([]);
  expect(consoleEntries.map((entry) => entry.text)).toContain(
    'Refused the casino remote override http://evil.localhost:3999/mf-manifest.json: origin http://evil.localhost:3999 is not on the allow-list. Using the default.',
  );
  // The default casino came from its platform.json origin.
  const manifest = await page.evaluate(
    (url) => performance.getEntriesByType('resource').some((entry) => entry.name === url),
    `${apps.url('remote-casino')}/mf-manifest.json`,
  );
  expect(manifest).toBe(true);
});
