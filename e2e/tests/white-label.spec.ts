import { apiDefinition, appDefinition, brandUrl as brandOrigin } from '../../scripts/lib/apps.mjs';
import { expect, test } from '../fixtures';

const brandUrl = (brand: string, path: string) => `${brandOrigin(appDefinition('host').url, brand)}${path}`;
const api = apiDefinition().url;

test('a brand gets its theme, title, favicon and logo', async ({ page }) => {
  await page.goto(brandUrl('gold', '/underConstruction'));
  await expect(page.getByRole('heading', { level: 1, name: 'Under construction' })).toBeVisible();
  await expect(page).toHaveTitle('Gold Exchange | Under Construction');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', `${api}/cdn/brands/gold/favicon.svg`);
  const logo = page.getByRole('img', { name: 'Gold Exchange' });
  await expect(logo).toHaveAttribute('src', `${api}/cdn/brands/gold/logo.svg`);
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // The gold theme's navbar: the spinner's gold.
  await expect(page.locator('header').first()).toHaveCSS('background-color', 'rgb(227, 193, 106)');
});

test('two brands on one deployment look different', async ({ page }) => {
  await page.goto(brandUrl('green', '/underConstruction'));
  await expect(page).toHaveTitle(/\| Under Construction$/);
  const green = await page
    .locator('header')
    .first()
    .evaluate((header) => getComputedStyle(header).backgroundColor);
  await page.goto(brandUrl('gold', '/underConstruction'));
  await expect(page.locator('header').first()).not.toHaveCSS('background-color', green);
});

test('a hostname off the whitelist gets an explanation and no brand', async ({ page }) => {
  const settingsRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/cdn/settings/')) settingsRequests.push(request.url());
  });
  await page.goto(brandUrl('stranger', '/index'));
  await expect(page.getByRole('heading', { level: 1, name: 'This site is not available' })).toBeVisible();
  await expect(page).toHaveTitle('This site is not available');
  await expect(page.getByText('stranger.localhost is not a site of this platform')).toBeVisible();
  expect(settingsRequests).toEqual([]);
});

test('a suspended brand shows maintenance from every route', async ({ page }) => {
  await page.goto(brandUrl('paused', '/index'));
  await expect(page).toHaveURL(brandUrl('paused', '/under-maintenance'));
  await expect(page.getByRole('heading', { level: 1, name: 'Under maintenance' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('siteSuspended'))).toBe('true');

  await page.goto(brandUrl('paused', '/bet-history'));
  await expect(page).toHaveURL(brandUrl('paused', '/under-maintenance'));
});

test(
  'a settings CDN that is down ends on maintenance after a bounded number of tries, and the page comes back when it heals',
  { tag: '@fault' },
  async ({ page }) => {
    let brandFileTries = 0;
    await page.route('**/cdn/settings/**', (route) => {
      if (route.request().url().includes('/gold.localhost.json')) brandFileTries += 1;
      return route.abort('connectionrefused');
    });
    await page.goto(brandUrl('gold', '/index'));
    // While it tries, the first screen says which try it is.
    await expect(page.getByRole('status').filter({ hasText: 'Connecting to the site…' })).toContainText(
      /attempt [2-4] of 4/,
    );
    await expect(page).toHaveURL(brandUrl('gold', '/under-maintenance'), { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Under maintenance' })).toBeVisible();
    // The specification's toast: the server's message, else its network message (not the browser's own).
    await expect(page.getByRole('alert').filter({ hasText: 'Please Check Your Network Connection...' })).toBeVisible();
    // Four tries at start-up; landing on maintenance right after a failure does not try again.
    await page.waitForTimeout(1_500);
    expect(brandFileTries).toBe(4);

    // The CDN heals: the maintenance page, which asks again every few seconds, returns the player to
    // the page they opened, without a reload.
    await page.unroute('**/cdn/settings/**');
    // Back to /index, which asks a visitor to log in first (with the way back to /index).
    await expect(page).toHaveURL(/\/(index|auth\/login\?redirect=%2Findex)$/, { timeout: 30_000 });
    expect(await page.evaluate(() => localStorage.getItem('siteSuspended'))).toBeNull();
  },
);

test('malformed settings end on maintenance', { tag: '@fault' }, async ({ page }) => {
  await page.route('**/cdn/settings/gold.localhost.json*', (route) =>
    route.fulfill({ contentType: 'application/json', body: '{"domainTitle": "Gold' }),
  );
  await page.goto(brandUrl('gold', '/index'));
  await expect(page).toHaveURL(brandUrl('gold', '/under-maintenance'));
});

test('hostile settings are neutralised: script links dropped, markup shown as text', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.route('**/cdn/settings/gold.localhost.json*', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        domain: 'gold.localhost',
        domainTitle: '<img src=x onerror=alert(1)>Gold',
        description: '<b>bold</b>',
        showSupportLink: true,
        supportLink: 'javascript:alert(2)',
        telegramId: 'javascript:alert(3)',
        showDepositW: false,
      }),
    }),
  );
  await page.goto(brandUrl('gold', '/underConstruction'));
  await expect(page.getByRole('heading', { level: 1, name: 'Under construction' })).toBeVisible();
  await expect(page).toHaveTitle('<img src=x onerror=alert(1)>Gold | Under Construction');
  // The brand's name labels its logo, as text: no element is made from it.
  await expect(page.getByRole('img', { name: '<img src=x onerror=alert(1)>Gold' })).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Support' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Telegram' })).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('support and telegram buttons follow the brand settings', async ({ page }) => {
  await page.goto(brandUrl('gold', '/underConstruction'));
  await expect(page.getByRole('link', { name: 'Support' })).toHaveAttribute('href', 'https://support.example/gold');
  await expect(page.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/gold_exchange_demo');
  await page.getByRole('button', { name: 'Contact and payments' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Support', 'Telegram', 'Instagram', 'Deposit', 'Withdrawal']);
});
