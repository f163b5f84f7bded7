import { brandUrl } from '../../scripts/lib/apps.mjs';
import { expect, test } from '../fixtures';
import { adminHeaders, signInPlayer } from '../support/session';

test(
  'a balance change on the server reaches the navbar live, also after the hub connection drops',
  { tag: '@fault' },
  async ({ page, context, request, apps }) => {
    const api = apps.url('api');
    const player = await signInPlayer(context, request, api, { username: 'live-balance', balance: '1500.00' });
    await page.goto('/index');
    const available = page.getByLabel('Available', { exact: true });
    await expect(available).toHaveText('1,500.00');
    // The IP lookup answered with the caller's address and was stored as `ip`.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('ip'))).toBe('127.0.0.1');

    const connections = async () => {
      const response = await request.get(`${api}/admin/realtime/players/${player.id}/connections`, {
        headers: adminHeaders,
      });
      return ((await response.json()) as { result: unknown[] }).result.length;
    };
    await expect.poll(connections).toBe(1);

    await request.post(`${api}/admin/players/${player.id}/balance`, {
      headers: adminHeaders,
      data: { balance: '2750.25', exposure: '120.00' },
    });
    // Balance less exposure.
    await expect(available).toHaveText('2,630.25', { timeout: 1_000 });
    await expect(page.getByLabel('Exposure', { exact: true })).toHaveText('120.00');

    await request.post(`${api}/admin/realtime/players/${player.id}/disconnect`, { headers: adminHeaders });
    await expect.poll(connections, { timeout: 10_000 }).toBe(1);
    await request.post(`${api}/admin/players/${player.id}/balance`, {
      headers: adminHeaders,
      data: { balance: '99.00' },
    });
    // The exposure of 120.00 stays: more than the new balance.
    await expect(available).toHaveText('-21.00', { timeout: 1_000 });
  },
);

test('balance and exposure can be hidden, and stay hidden after a reload', async ({ page, context, request, apps }) => {
  await signInPlayer(context, request, apps.url('api'), { username: 'private-player' });
  await page.goto('/index');
  await page.getByRole('button', { name: 'Hide balance' }).click();
  await expect(page.getByLabel('Available', { exact: true })).toHaveText('••••');
  await page.reload();
  await expect(page.getByLabel('Available', { exact: true })).toHaveText('••••');
  await expect(page.getByLabel('Exposure', { exact: true })).not.toHaveText('••••');
  expect(await page.evaluate(() => localStorage.getItem('showBalance'))).toBe('false');
});

test('a reload with an expired session clears it', async ({ page, context }) => {
  await context.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('accessToken', 'expired-token');
    localStorage.setItem('expire_DateTime', String(Date.now() - 60_000));
    localStorage.setItem('userinfo', JSON.stringify({ userId: 1, username: 'old', balance: 5, exposure: 0 }));
  });
  await page.goto('/bet-history');
  await expect(page).toHaveURL('/auth/login?redirect=%2Fbet-history');
  expect(await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('userinfo')])).toEqual([
    null,
    null,
  ]);
});

test(
  'a 401 from a call other than authentication logs the player out once',
  { tag: '@fault' },
  async ({ page, context, request, apps }) => {
    await signInPlayer(context, request, apps.url('api'), { username: 'revoked-player' });
    await context.addInitScript(() => {
      const visited: string[] = [];
      (window as unknown as { visited: string[] }).visited = visited;
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (state: unknown, unused: string, url?: string | URL | null) => {
          if (url !== undefined && url !== null) visited.push(String(url));
          original(state, unused, url);
        };
      }
    });
    // Both bet calls fail together, as a revoked token makes every call fail at once.
    await page.route(/\/Bet\/GetUser(OpenBets|ExpectedProfitLoss)/, (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: '{"success":false,"error":{"message":"Token revoked"}}',
      }),
    );
    await page.goto('/index');
    await expect(page).toHaveURL('/auth/login');
    const visited = await page.evaluate(() => (window as unknown as { visited: string[] }).visited);
    expect(visited.filter((url) => url.toLowerCase().includes('/auth/logout'))).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  },
);

test('the crash-game brand opens its game for a player', async ({ page, context, request, apps }) => {
  const player = await signInPlayer(context, request, apps.url('api'), { username: 'crash-player' });
  const gameUrl = `${apps.url('api')}/games/aviator`;
  let gameRequest: unknown;
  await page.route('**/Casino/GetGameUrl*', async (route) => {
    gameRequest = route.request().postDataJSON();
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ success: true, result: { url: gameUrl } }),
    });
  });
  const aviator = brandUrl(apps.url('host'), 'aviator');
  await page.goto(`${aviator}/`);
  await expect(page).toHaveURL(`${aviator}/lobby`);
  expect(gameRequest).toEqual({ userId: player.id, gameCode: 'sbe_aviator', gameId: 201206, country: 'IN' });
  expect(await page.evaluate(() => localStorage.getItem('lotus_url'))).toBe(gameUrl);
  await expect(page.getByRole('link', { name: 'Back to sports' })).toBeVisible();
});

test('a logged-in player on a 360 px phone sees balance and exposure without sideways scrolling', async ({
  page,
  context,
  request,
  apps,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInPlayer(context, request, apps.url('api'), { username: 'phone-player', balance: '123456.78' });
  await page.goto('/index');
  await expect(page.getByLabel('Available', { exact: true })).toHaveText('1,23,456.78');
  await expect(page.getByLabel('Exposure', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The navbar has no room for Log out on a phone: the menu has it.
  await page.getByRole('button', { name: 'Open sports menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/auth/login');
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});
