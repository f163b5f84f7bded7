import type { Page } from '@playwright/test';

import { expect, test } from '../fixtures';

/** The auth card's language button names the language shown, in both languages when it is Hindi. */
async function chooseHindi(page: Page) {
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'हिन्दी' }).click();
}

test('Hindi reaches the auth pages and the navbar, and survives a reload', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await chooseHindi(page);

  await expect(page.getByRole('heading', { level: 1, name: 'लॉग इन' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page).toHaveTitle(/\| लॉग इन$/);

  // A known server message arrives in English and is shown in Hindi.
  await page.getByLabel('यूज़रनेम', { exact: true }).fill('nobody42');
  await page.getByLabel('पासवर्ड', { exact: true }).fill('wrong-password1');
  await page.getByRole('button', { name: 'लॉग इन', exact: true }).click();
  await expect(page.getByText('यूज़रनेम या पासवर्ड गलत है।')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'लॉग इन' })).toBeVisible();
  await page.getByRole('link', { name: 'साइन अप करें' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'साइन अप' })).toBeVisible();
  await page.getByRole('button', { name: 'साइन अप करें' }).click();
  await expect(page.getByText('यूज़रनेम में 4 से 20 अक्षर या अंक होने चाहिए।')).toBeVisible();

  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'डेमो आईडी से लॉग इन करें' }).click();
  await expect(page).toHaveURL('/index');
  // The navbar's own name changes with the language; the page has one banner.
  const navbar = page.getByRole('banner');
  await expect(page.getByRole('navigation', { name: 'मुख्य', exact: true })).toBeVisible();
  await expect(navbar.getByRole('link', { name: 'इन-प्ले' })).toBeVisible();
  await expect(page.getByLabel('उपलब्ध', { exact: true })).toHaveText(/^[\d,]+\.\d{2}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'खेल' })).toBeVisible();

  // Back to English from the navbar, and to Hindi again.
  await page.getByRole('button', { name: 'भाषा (Language)' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(navbar.getByRole('link', { name: 'In-Play' })).toBeVisible();
  await page.getByRole('button', { name: 'Language', exact: true }).click();
  await page.getByRole('menuitemradio', { name: 'हिन्दी' }).click();
  await expect(navbar.getByRole('link', { name: 'इन-प्ले' })).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'मुख्य', exact: true }).getByRole('link', { name: 'इन-प्ले' }),
  ).toBeVisible();
});

test("a settings failure's toast speaks Hindi", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'hi'));
  await page.route('**/cdn/settings/**', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        error: { message: 'Settings file not found', code: 'settingsFileNotFound', values: {} },
      }),
    }),
  );
  await page.goto('/index');
  await expect(page).toHaveURL('/under-maintenance');
  await expect(page.getByRole('heading', { level: 1, name: 'रखरखाव जारी है' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'सेटिंग्स फ़ाइल नहीं मिली' })).toBeVisible();
});
