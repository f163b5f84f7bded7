import type { Page } from '@playwright/test';

import { expect as baseExpect, test } from '../fixtures';
import { seriousViolations } from '../support/accessibility';
import { adminHeaders, signInPlayer } from '../support/session';

// The account pages load a remote, its strings and the player's data; a busy machine takes its time.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const balance = (page: Page) => page.getByLabel('Available', { exact: true });

test('a UPI deposit paid through the simulation raises the balance once, and the statement shows it', async ({
  page,
  context,
  request,
  apps,
}) => {
  const api = apps.url('api');
  await signInPlayer(context, request, api, { username: 'upi-depositor', balance: '1000.00' });
  await page.goto('/depositw');
  await expect(balance(page)).toHaveText('1,000.00');
  await page.getByRole('textbox', { name: 'Amount' }).fill('500');
  await page.getByRole('button', { name: 'Pay by UPI' }).click();

  await expect(page.getByRole('img', { name: 'UPI QR code to pay 500.00' })).toBeVisible();
  const link = page.getByRole('link', { name: 'Pay in a UPI app on this phone' });
  await expect(link).toHaveAttribute('href', /^upi:\/\/pay\?pa=.+&pn=.+&am=500\.00&tr=EX[0-9A-F]{12}&cu=INR$/);
  await expect(page.getByRole('timer')).toHaveText(/Pay within (10:00|9:\d\d)/);
  const reference = /tr=(EX[0-9A-F]{12})/.exec((await link.getAttribute('href')) ?? '')?.[1];

  // The payer's side of the simulation, twice: the ledger credits a payment once.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const paid = await request.post(`${api}/admin/payments/${reference}/complete`, {
      headers: adminHeaders,
      data: { outcome: 'paid' },
    });
    expect(paid.ok()).toBe(true);
  }
  await expect(page.getByText('Payment received: 500.00 was added to your balance.')).toBeVisible({ timeout: 10_000 });
  await expect(balance(page)).toHaveText('1,500.00');

  await page.goto('/account-cash-statement');
  const table = page.getByRole('table', { name: 'Account statement' });
  const deposits = table
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'UPI deposit', exact: true }) });
  await expect(deposits).toHaveCount(1);
  await expect(deposits.getByRole('cell')).toHaveText([/./, 'UPI deposit', '500.00', '', '1,500.00']);
});

test('a withdrawal above the available balance is refused; a valid one holds its amount', async ({
  page,
  context,
  request,
  apps,
}) => {
  const api = apps.url('api');
  const player = await signInPlayer(context, request, api, { username: 'withdrawer', balance: '1000.00' });
  await page.goto('/depositw/withdraw');
  await expect(page.getByText('Available to withdraw: 1,000.00')).toBeVisible();
  await page.getByRole('radio', { name: 'UPI id' }).check();
  await page.getByRole('textbox', { name: 'Amount' }).fill('1000.01');
  await page.getByRole('textbox', { name: 'UPI id' }).fill('asha@okaxis');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByText('The amount is more than your available balance.')).toBeVisible();

  // The api refuses it too, with the same words, whatever a client sends.
  const refused = await request.post(`${api}/DepositWithdrawal/CreateWithdrawal`, {
    headers: { authorization: `Bearer ${player.accessToken}` },
    data: { method: 'upi', upiId: 'asha@okaxis', amount: '1000.01', idempotencyKey: 'e2e-too-much' },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.message).toBe('The amount is more than your available balance.');

  await page.getByRole('textbox', { name: 'Amount' }).fill('300');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(
    page.getByText('Withdrawal request for 300.00 sent. The amount is held until it is paid out.'),
  ).toBeVisible();
  await expect(balance(page)).toHaveText('700.00');
  const history = page.getByRole('table', { name: 'Recent withdrawals' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history).toContainText('Pending');
  await expect(history).toContainText('asha@okaxis');
});

test('stake buttons saved show after a reload', async ({ page, context, request, apps }) => {
  await signInPlayer(context, request, apps.url('api'), { username: 'stake-setter' });
  await page.goto('/change-button-values');
  await page.getByRole('textbox', { name: 'Label 1' }).fill('₹250');
  await page.getByRole('textbox', { name: 'Value 1' }).fill('250');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Stake buttons saved. Your bet slip uses them now.')).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('betslips'))) ?? '[]')[0]).toEqual({
    title: '₹250',
    value: 250,
  });
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Label 1' })).toHaveValue('₹250');
  await expect(page.getByRole('textbox', { name: 'Value 1' })).toHaveValue('250');
});

for (const path of ['/account-cash-statement', '/depositw']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page, context, request, apps }) => {
    await signInPlayer(context, request, apps.url('api'), { username: `axe-${path.replace(/\W/g, '')}` });
    await page.goto(path);
    await expect(page.locator('[data-remote="account"]').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
