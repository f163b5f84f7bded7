import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';

import { expect as baseExpect, test } from '../fixtures';
import { pinnedDepth, placeBetThroughApi } from '../support/betting';
import { adminHeaders, signInPlayer, type TestPlayer } from '../support/session';

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
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
}
