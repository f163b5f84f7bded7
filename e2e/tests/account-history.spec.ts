import type { APIRequestContext, Page } from '@playwright/test';

import { expect as baseExpect, test } from '../fixtures';
import { seriousViolations } from '../support/accessibility';
import { pinnedDepth, placeBetThroughApi } from '../support/betting';
import { adminHeaders, createVerifiedAccount, signInPlayer, type TestPlayer } from '../support/session';

// A player's bets are settled by the admin surface, then the bet history lists them and the profit
// and loss page adds them up: both against the api's own exchange and ledger.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

interface MadeMarket {
  id: string;
  runners: { id: number; name: string }[];
}

async function makeMarket(request: APIRequestContext, api: string, title: string): Promise<MadeMarket> {
  const created = await request.post(`${api}/admin/sports/events`, {
    headers: adminHeaders,
    data: {
      sportId: 1,
      competition: 'Test League',
      title,
      participants: ['Alpha FC', 'Beta FC'],
      openDate: new Date(Date.now() + 6 * 3600_000).toISOString(),
      markets: [{ name: 'Match Odds', type: 'MATCH_ODDS', betDelay: 0, runners: ['Alpha FC', 'Beta FC'] }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const market = ((await created.json()) as { result: { markets: MadeMarket[] } }).result.markets[0];
  if (market === undefined) throw new Error('The event has no market');
  const priced = await request.post(`${api}/admin/sports/markets/${market.id}/prices`, {
    headers: adminHeaders,
    data: {
      runners: market.runners.map((runner) => ({ runnerId: runner.id, back: 2, lay: 2.02, size: pinnedDepth })),
    },
  });
  expect(priced.ok(), await priced.text()).toBe(true);
  return market;
}

async function back(
  request: APIRequestContext,
  api: string,
  player: TestPlayer,
  market: MadeMarket,
  index: number,
  stake: number,
) {
  await placeBetThroughApi(request, api, player, {
    marketId: market.id,
    runnerId: market.runners[index]?.id,
    side: 'BACK',
    odds: 2,
    stake,
  });
}

async function settledBets(request: APIRequestContext, api: string, player: TestPlayer) {
  const response = await request.post(`${api}/Bet/GetUserBetHistory`, {
    headers: { authorization: `Bearer ${player.accessToken}` },
    data: { status: ['SETTLED', 'VOID'] },
  });
  return ((await response.json()) as { result: { items: { profitLoss: number; eventName: string }[] } }).result.items;
}

const pageLoaded = async (page: Page) => {
  await expect(page.locator('[data-remote="account"]').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
};

test('settled bets are listed in the bet history, and the profit and loss adds them up', async ({
  page,
  context,
  request,
  apps,
}) => {
  const api = apps.url('api');
  const player = await signInPlayer(context, request, api, { username: 'history-player', balance: '10000.00' });
  const title = `Alpha FC v Beta FC history ${Date.now().toString(36)}`;
  const market = await makeMarket(request, api, title);
  await back(request, api, player, market, 0, 500);
  await back(request, api, player, market, 1, 200);
  const settled = await request.post(`${api}/admin/markets/${market.id}/settle`, {
    headers: adminHeaders,
    data: { winnerRunnerId: market.runners[0]?.id },
  });
  expect(settled.ok(), await settled.text()).toBe(true);

  await page.goto('/bet-history');
  const history = page.getByRole('table', { name: 'Bet history' });
  await expect(history.getByRole('row').filter({ hasText: title })).toHaveCount(2);
  await expect(history.getByRole('row').filter({ hasText: 'Alpha FC · Back' })).toContainText('+500.00');
  await expect(history.getByRole('row').filter({ hasText: 'Beta FC · Back' })).toContainText('-200.00');

  // The totals are the settled bets' P/L as the api lists them: +500 − 200, 2 % commission on the net.
  const bets = await settledBets(request, api, player);
  const profitLoss = bets.reduce((sum, bet) => sum + Math.round(bet.profitLoss * 100), 0) / 100;
  expect(profitLoss).toBe(300);
  await page.goto('/ProfitLoss');
  const totals = page.getByLabel('Totals of the period');
  await expect(totals.locator('[data-total="profitLoss"]')).toContainText('+300.00');
  await expect(totals.locator('[data-total="commission"]')).toContainText('6.00');
  await expect(totals.locator('[data-total="net"]')).toContainText('+294.00');
  await expect(page.getByRole('figure', { name: 'Running profit and loss' }).locator('svg').first()).toBeVisible();

  await page.getByRole('table', { name: 'Profit and loss' }).getByRole('button', { name: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('region', { name: 'Match Odds' }).getByRole('listitem')).toHaveCount(2);
  await expect(dialog).toContainText('+294.00');
});

for (const path of ['/bet-history', '/ProfitLoss']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page, context, request, apps }) => {
    const api = apps.url('api');
    const player = await signInPlayer(context, request, api, { username: `axe-${path.replace(/\W/g, '')}` });
    const market = await makeMarket(request, api, `Axe ${path} ${Date.now().toString(36)}`);
    await back(request, api, player, market, 0, 100);
    await request.post(`${api}/admin/markets/${market.id}/settle`, {
      headers: adminHeaders,
      data: { winnerRunnerId: market.runners[0]?.id },
    });
    await page.goto(path);
    await pageLoaded(page);
    await expect(page.locator('[data-remote="account"]').getByRole('table')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the activity log, opened from the account menu, lists a wrong password and the login after it, also at 360 px', async ({
  page,
  request,
  apps,
}) => {
  const api = apps.url('api');
  const password = 'secret123';
  const { userName } = await createVerifiedAccount(request, api, { prefix: 'act', mobileFirstDigit: '7', password });
  // A wrong password first, then the player logs in in the browser.
  const refused = await request.post(`${api}/Account/Authenticate`, {
    data: { userNameOrEmailAddress: userName, password: 'not-my-password' },
  });
  expect(refused.status()).toBe(401);
  await page.goto('/auth/login');
  await page.getByLabel('Username', { exact: true }).fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/index');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Activity log' }).click();
  await expect(page).toHaveURL('/activity-log');
  await expect(page).toHaveTitle(/\| Activity Log$/);
  await pageLoaded(page);
  // Newest first: the login, then the wrong password; each with its time and the address it came from.
  const rows = page
    .getByRole('table', { name: 'Activity log' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(2);
  const address = /^[\da-f.:]+$/i;
  await expect(rows.nth(0).getByRole('cell')).toHaveText([/\d{4}/, 'Successful', address]);
  await expect(rows.nth(1).getByRole('cell')).toHaveText([/\d{4}/, 'Wrong password', address]);
  expect(await seriousViolations(page)).toEqual([]);

  // On a phone the attempts are cards that fit the screen, and the filter asks for one result.
  await page.setViewportSize({ width: 360, height: 740 });
  const cards = page.getByRole('list', { name: 'Activity log' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('Successful');
  await expect(cards.nth(1)).toContainText('Wrong password');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('combobox', { name: 'Result' }).click();
  await page.getByRole('option', { name: 'Wrong password' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Wrong password');
});
