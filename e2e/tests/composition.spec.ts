import { collectConsole, expect, test } from '../fixtures';
import { signInPlayer } from '../support/session';

test.beforeEach(async ({ context, request, apps }) => {
  await signInPlayer(context, request, apps.url('api'), { username: 'navigator' });
});

const ownedRoutes = [
  { remote: 'sports', path: '/index', heading: 'Sports' },
  { remote: 'sports', path: '/markets/999999/20', heading: 'Markets' },
  { remote: 'casino', path: '/casino', heading: 'Casino' },
  { remote: 'account', path: '/bet-history', heading: 'Bet history' },
  { remote: 'auth', path: '/auth/login', heading: 'Log in' },
] as const;

for (const route of ownedRoutes) {
  test(`the ${route.remote} remote renders ${route.path} inside the host`, async ({ page, apps }) => {
    const remoteOrigin = apps.url(`remote-${route.remote}`);
    const fromRemote = page.waitForResponse((response) => response.url().startsWith(remoteOrigin) && response.ok());
    await page.goto(route.path);

    const section = page.locator(`[data-app="host"] [data-remote="${route.remote}"]`);
    await expect(section).toBeVisible();
    await expect(section.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await fromRemote;
  });
}

test('one react-dom and one shared instance across all four remotes', async ({ page, apps }) => {
  const consoleEntries = collectConsole(page);
  const reactDomBodies: string[] = [];
  const origins = new Set<string>();
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    origins.add(new URL(response.url()).origin);
    // react-dom's client is the only code that names its root container property this way.
    const body = await response.text().catch(() => '');
    if (body.includes('__reactContainer$')) reactDomBodies.push(response.url());
  });

  await page.goto('/index');
  const hostInstance = await page.locator('[data-app="host"]').getAttribute('data-shared-instance');
  expect(hostInstance).toMatch(/^[0-9a-f-]{36}$/);

  const seen = new Map<string, string | null>();
  const visit = async (linkName: string, remote: string) => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: linkName }).click();
    const section = page.locator(`[data-remote="${remote}"]`);
    await expect(section).toBeVisible();
    seen.set(remote, await section.getAttribute('data-shared-instance'));
  };
  seen.set('sports', await page.locator('[data-remote="sports"]').getAttribute('data-shared-instance'));
  await visit('Casino', 'casino');
  await visit('Account', 'account');
  await visit('In-Play', 'sports');
  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/auth/login');
  const auth = page.locator('[data-remote="auth"]');
  await expect(auth).toBeVisible();
  seen.set('auth', await auth.getAttribute('data-shared-instance'));

  expect(Object.fromEntries(seen)).toEqual({
    sports: hostInstance,
    casino: hostInstance,
    account: hostInstance,
    auth: hostInstance,
  });
  expect(reactDomBodies).toHaveLength(1);
  for (const name of ['host', 'remote-sports', 'remote-casino', 'remote-account', 'remote-auth'] as const) {
    expect(origins).toContain(apps.url(name));
  }
  expect(consoleEntries.filter((entry) => entry.text.includes('@exchange/shared initialised'))).toEqual([]);
  expect(consoleEntries.filter((entry) => entry.type === 'pageerror')).toEqual([]);
});
