import type { APIRequestContext, Page } from '@playwright/test';

import { expect as baseExpect, test } from '../fixtures';
import { seriousViolations } from '../support/accessibility';
import { adminHeaders, signInPlayer } from '../support/session';

// The account pages load a remote, its strings and the player's data; a busy machine takes its time.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const balance = (page: Page) => page.getByLabel('Available', { exact: true });
const password = 'secret123';

let sequence = 0;
/** A verified account with a password, made through the api, that no other test has used. */
async function createAccount(request: APIRequestContext, api: string) {
  sequence += 1;
  const stamp = `${Date.now() % 1e8}${sequence}`.padStart(9, '0').slice(-9);
  const identity = { userName: `rp${stamp}`, mobile: `8${stamp}` };
  const registered = await request.post(`${api}/Account/Register`, {
    data: { ...identity, password, domain: 'localhost' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const code = await request.get(`${api}/admin/accounts/${identity.userName}/verification-code`, {
    headers: adminHeaders,
  });
  const verified = await request.post(`${api}/Account/VerificationUser`, {
    data: { ...identity, code: ((await code.json()) as { result: { code: string } }).result.code },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return identity;
}

async function logIn(page: Page, userName: string) {
  await page.getByLabel('Username', { exact: true }).fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a deposit beyond the daily limit is refused; one within it is paid on the simulated payer page, once', async ({
  page,
  context,
  request,
  apps,
}) => {
  const api = apps.url('api');
  const player = await signInPlayer(context, request, api, { username: 'rp-depositor', balance: '1000.00' });
  await page.goto('/responsible-play');
  const limits = page.getByRole('region', { name: 'Deposit limits' });
  await limits.getByRole('textbox', { name: 'Daily limit (last 24 hours)' }).fill('600');
  await limits.getByRole('button', { name: 'Save deposit limits' }).click();
  await expect(limits.getByText('Saved.')).toBeVisible();
  await expect(limits.getByText('Deposited: 0.00 of 600.00.')).toBeVisible();

  await page.goto('/depositw');
  await expect(balance(page)).toHaveText('1,000.00');
  const amount = page.getByRole('textbox', { name: 'Amount' });
  await amount.fill('600.01');
  await page.getByRole('button', { name: 'Pay by UPI' }).click();
  await expect(page.getByText('This deposit would take you over your daily deposit limit.')).toBeVisible();

  await amount.fill('500');
  await page.getByRole('button', { name: 'Pay by UPI' }).click();
  const payerLink = page.getByRole('link', { name: 'Open the test payer (simulation) in a new tab' });
  await expect(payerLink).toHaveAttribute('href', new RegExp(`^${api}/upi/pay/EX[0-9A-F]{12}$`));
  const payerUrl = (await payerLink.getAttribute('href')) ?? '';

  // The tester's side: the api's own page, opened from the QR panel, pays the reference.
  const [payer] = await Promise.all([context.waitForEvent('page'), payerLink.click()]);
  await payer.waitForLoadState();
  await expect(payer.getByRole('heading', { name: 'Simulated UPI payment' })).toBeVisible();
  await payer.getByRole('button', { name: 'Pay 500.00' }).click();
  await expect(payer.getByRole('status')).toHaveText('The payment was paid.');
  await expect(payer.getByRole('button', { name: /^Pay/ })).toHaveCount(0);

  // Paying the same reference again (a replayed form) changes nothing.
  const again = await request.post(payerUrl, { form: { outcome: 'paid' }, maxRedirects: 0 });
  expect(again.status()).toBe(303);

  await expect(page.getByText('Payment received: 500.00 was added to your balance.')).toBeVisible();
  await expect(balance(page)).toHaveText('1,500.00');
  const stored = await request.get(`${api}/admin/players/${player.id}`, { headers: adminHeaders });
  expect(((await stored.json()) as { result: { balance: string } }).result.balance).toBe('1500.00');

  // The limit now counts the paid deposit.
  await page.goto('/responsible-play');
  await expect(page.getByText('Deposited: 500.00 of 600.00.')).toBeVisible();
});

test('a time-out logs the player out and the next login is refused with the reason', async ({
  page,
  request,
  apps,
}) => {
  const { userName } = await createAccount(request, apps.url('api'));
  await page.goto('/auth/login?redirect=%2Fresponsible-play');
  await logIn(page, userName);
  await expect(page).toHaveURL('/responsible-play');

  await page.getByRole('radio', { name: 'Time-out: 24 hours' }).check();
  await page.getByRole('button', { name: 'Start time-out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start a time-out?' });
  await dialog.getByRole('button', { name: 'Yes, start the time-out' }).click();
  await expect(page).toHaveURL('/auth/login');
  expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull();

  const answered = page.waitForResponse((response) => response.url().includes('/Account/Authenticate'));
  await logIn(page, userName);
  expect((await answered).status()).toBe(403);
  await expect(page.getByRole('alert')).toHaveText(
    /^Your account is on a time-out until .+\. You can log in again then\.$/,
  );
  await expect(page).toHaveURL('/auth/login');
});

test('/responsible-play has no serious or critical accessibility violations', async ({
  page,
  context,
  request,
  apps,
}) => {
  const api = apps.url('api');
  const player = await signInPlayer(context, request, api, { username: 'axe-responsible' });
  // A limit with a rise waiting, so the page shows everything it can.
  const authorization = `Bearer ${player.accessToken}`;
  for (const daily of ['1000', '2000']) {
    const saved = await request.post(`${api}/ResponsiblePlay/SetLimits`, {
      headers: { authorization },
      data: { kind: 'deposit', daily, weekly: '5000' },
    });
    expect(saved.ok()).toBe(true);
  }
  await page.goto('/responsible-play');
  await expect(page.locator('[data-remote="account"]').getByRole('heading', { level: 1 })).toHaveText(
    'Responsible play',
  );
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await expect(page.getByText(/^Rises to 2,000.00 on /)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
