import type { APIRequestContext, Page } from '@playwright/test';

import { expect as baseExpect, test } from '../fixtures';
import { makeEvent, openMarket, slipOf, type MadeEvent } from '../support/betting';
import { adminHeaders, signInPlayer } from '../support/session';

// Settlement as a player sees it: bets placed through the slip and matched at pinned prices, the
// market settled by the operator, and the navbar and the statement moving by exactly the market's
// P/L less 2 % commission on net winnings (none on a loss), while the held exposure is released.

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const availableOf = (page: Page) => page.getByLabel('Available', { exact: true });
const exposureOf = (page: Page) => page.getByLabel('Exposure', { exact: true });

async function placeFromSlip(page: Page, price: string, stake: string, placed: string) {
  await page.getByRole('button', { name: price }).click();
  await slipOf(page).getByRole('textbox', { name: 'Stake' }).fill(stake);
  await slipOf(page).getByRole('button', { name: 'Place bet' }).click();
  await expect(page.getByText(placed)).toBeVisible();
}

async function settle(request: APIRequestContext, apiUrl: string, event: MadeEvent, winner: string) {
  const runner = event.market.runners.find((candidate) => candidate.name === winner);
  const response = await request.post(`${apiUrl}/admin/markets/${event.market.id}/settle`, {
    headers: adminHeaders,
    data: { winnerRunnerId: runner?.id },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('a settled market moves balance by its P/L less commission on winnings, and releases the exposure', async ({
  page,
  context,
  request,
  apps,
}) => {
  const api = apps.url('api');
  await signInPlayer(context, request, api, { username: 'settler', balance: '10000.00' });
  const won = await makeEvent(request, api);
  const market = await openMarket(page, won);
  await expect(availableOf(page)).toHaveText('10,000.00');

  // Back Alpha FC 300 at 2 and lay Beta FC 200 at 1.92, both matched in full at the pinned prices:
  // Alpha FC winning pays 300 × (2 − 1) + 200 = 500; Beta FC winning costs 300 + 200 × 0.92 = 484.
  await placeFromSlip(page, 'Back Alpha FC 2', '300', 'Bet placed and matched: Back Alpha FC, 300.00 at 2.');
  await placeFromSlip(page, 'Lay Beta FC 1.92', '200', 'Bet placed and matched: Lay Beta FC, 200.00 at 1.92.');
  await expect(market.locator('[data-runner-profit-loss]').first()).toContainText('500.00');
  await expect(market.locator('[data-runner-profit-loss]').nth(1)).toContainText('-484.00');
  await expect(exposureOf(page)).toHaveText('484.00');
  // The navbar's available figure is the balance less the exposure held.
  await expect(availableOf(page)).toHaveText('9,516.00');
  // Pressing the exposure lists the market holding it, a way back to it.
  await page.getByRole('button', { name: 'Exposure: markets holding it' }).click();
  const held = page.getByRole('dialog', { name: 'Exposure by market' });
  await expect(held.getByRole('listitem')).toHaveText([`${won.title} · Match Odds484.00`]);
  await page.keyboard.press('Escape');
  await expect(held).toHaveCount(0);

  // Alpha FC wins: +500.00, less 2 % commission on the net winnings (10.00).
  await settle(request, api, won, 'Alpha FC');
  await expect(availableOf(page)).toHaveText('10,490.00');
  await expect(exposureOf(page)).toHaveText('0.00');
  await expect(market.locator('[data-runner-profit-loss]')).toHaveCount(0);

  // A lost market costs its stake and no commission.
  const lost = await makeEvent(request, api);
  await openMarket(page, lost);
  await placeFromSlip(page, 'Back Alpha FC 2', '100', 'Bet placed and matched: Back Alpha FC, 100.00 at 2.');
  await expect(exposureOf(page)).toHaveText('100.00');
  await settle(request, api, lost, 'Beta FC');
  await expect(availableOf(page)).toHaveText('10,390.00');
  await expect(exposureOf(page)).toHaveText('0.00');

  // The statement shows each market's P/L and the commission as separate entries.
  await page.goto('/account-cash-statement');
  const table = page.getByRole('table', { name: 'Account statement' });
  const rowOf = (text: string) => table.getByRole('row').filter({ hasText: text });
  await expect(rowOf(`${won.title} — Match Odds: won`).getByRole('cell')).toHaveText([
    /./,
    /won/,
    '500.00',
    '',
    '10,500.00',
  ]);
  await expect(rowOf(`Commission 2% on ${won.title}`).getByRole('cell')).toHaveText([
    /./,
    /Commission/,
    '',
    '10.00',
    '10,490.00',
  ]);
  await expect(rowOf(`${lost.title} — Match Odds: lost`).getByRole('cell')).toHaveText([
    /./,
    /lost/,
    '',
    '100.00',
    '10,390.00',
  ]);
  await expect(rowOf(`Commission 2% on ${lost.title}`)).toHaveCount(0);
});
