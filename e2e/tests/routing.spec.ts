import AxeBuilder from '@axe-core/playwright';

import { expect, test } from '../fixtures';

test('an auth route without a token lands on login with the wanted path', async ({ page }) => {
  await page.goto('/bet-history?page=2');
  await expect(page).toHaveURL('/auth/login?redirect=%2Fbet-history%3Fpage%3D2');
  await expect(page.locator('[data-remote="auth"]')).toBeVisible();
  await expect(page).toHaveTitle('Exchange | Login');
});

test('an unknown path lands on /error-404', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/error-404');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Exchange | Page Not Found');
});

test('the loading overlay is painted before scripts and hidden once the route renders', async ({ page }) => {
  await page.route('**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await page.goto('/test', { waitUntil: 'commit' });
  const overlay = page.locator('#app-loading');
  await expect(overlay).toBeVisible();
  await expect(overlay.locator('.spinner')).toHaveCSS('border-top-color', 'rgb(227, 193, 106)');
  await expect(page.getByRole('heading', { level: 1, name: 'Test page' })).toBeVisible();
  await expect(overlay).toBeHidden();
});

test('on a 360 px phone the page fits and the sports menu opens from the navbar', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/index');
  await expect(page.locator('[data-remote="sports"]')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Open sports menu' }).click();
  await page.getByRole('link', { name: 'Cricket' }).click();
  await expect(page).toHaveURL('/auth/login?redirect=%2Fmatchlist%2F3');
});

for (const path of ['/index', '/error-404', '/auth/login']) {
  test(`${path} has no detectable accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('#app-loading')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
}
