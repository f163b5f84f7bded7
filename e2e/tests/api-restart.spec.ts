import { expect, test } from '../fixtures';
import { adminHeaders, signInPlayer } from '../support/session';

// Kills the api every test shares: playwright.config.ts runs this file on its own, after all others.

test('after the api is killed and restarted, the open page shows the balance again and hears new changes', async ({
  page,
  context,
  request,
  apps,
}) => {
  // The api's own start-up is most of it (see the wait for /health below).
  test.setTimeout(120_000);
  const api = apps.url('api');
  const player = await signInPlayer(context, request, api, { username: 'restart-survivor', balance: '1500.00' });
  await page.goto('/index');
  const balance = page.getByLabel('Balance', { exact: true });
  await expect(balance).toHaveText('1,500.00');

  const connections = async () => {
    const response = await request.get(`${api}/admin/realtime/players/${player.id}/connections`, {
      headers: adminHeaders,
    });
    return ((await response.json()) as { result: unknown[] }).result.length;
  };
  await expect.poll(connections).toBe(1);
  // Gone after a reload: shows that the page recovered by itself.
  await page.evaluate(() => Object.assign(window, { beforeTheRestart: true }));

  await apps.killApi();
  const health = async () => {
    try {
      return (await request.get(`${api}/health`, { timeout: 2_000 })).status();
    } catch {
      return 0;
    }
  };
  // The supervisor waits 0.5 s, then the api opens the same database and answers again: seconds on a
  // quiet machine, up to half a minute on a busy one.
  await expect.poll(health, { timeout: 60_000, intervals: [100] }).toBe(200);

  // The hub client notices the server is back within 2 s and registers the player again.
  await expect.poll(connections, { timeout: 10_000, intervals: [250] }).toBe(1);
  await expect(balance).toHaveText('1,500.00');
  await expect(page).toHaveURL(/\/index$/);
  expect(await page.evaluate(() => (window as { beforeTheRestart?: boolean }).beforeTheRestart)).toBe(true);

  // A change made after the restart reaches the page on its own.
  const changed = await request.post(`${api}/admin/players/${player.id}/balance`, {
    headers: adminHeaders,
    data: { balance: '2750.25', exposure: '120.00' },
  });
  expect(changed.ok()).toBe(true);
  await expect(balance).toHaveText('2,750.25', { timeout: 2_000 });
  await expect(page.getByLabel('Exposure', { exact: true })).toHaveText('120.00');
});
