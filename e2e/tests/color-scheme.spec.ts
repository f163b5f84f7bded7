import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

import { appDefinition } from '../../scripts/lib/apps.mjs';
import { expect, test } from '../fixtures';

/** Relative luminance of a computed `rgb(…)` colour, as WCAG defines it. */
function luminance(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/[\d.]+/g) ?? []).map(Number).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const backgroundLuminance = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor).then(luminance);

async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(', ')})`,
    );
}

// Pages are opened from `/` (the entry sends a known host to /index): the static server answers a
// direct /index with the raw index.html file, without the nonce its styles need.
test('a player switches to dark colours, keeps them after a reload and back to light', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/index');
  const body = page.locator('body');
  const header = page.locator('header').first();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'light');
  expect(await backgroundLuminance(body)).toBeGreaterThan(0.8);
  const lightHeader = await header.evaluate((element) => getComputedStyle(element).backgroundColor);

  await page.getByRole('button', { name: 'Switch to dark colours' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  await expect.poll(() => backgroundLuminance(body)).toBeLessThan(0.03);
  await expect(body).toHaveCSS('color-scheme', 'dark');
  // The app bar is the brand's mark: the same colour in both schemes.
  await expect(header).toHaveCSS('background-color', lightHeader);

  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Switch to light colours' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  expect(await backgroundLuminance(body)).toBeLessThan(0.03);
  expect(await page.evaluate(() => localStorage.getItem('colorScheme'))).toBe('dark');

  await page.getByRole('button', { name: 'Switch to light colours' }).click();
  await expect.poll(() => backgroundLuminance(body)).toBeGreaterThan(0.8);
});

test('a player who chose dark colours sees the loading screen dark before the app has loaded', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('colorScheme', 'dark'));
  // The host's entry held back: what shows is the page's first response alone.
  let releaseEntry = () => {};
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  let entryAsked = false;
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    entryAsked = true;
    await entryHeld;
    await route.continue();
  });

  // Not 'domcontentloaded': that waits for the deferred entry.
  await page.goto('/', { waitUntil: 'commit' });
  await expect.poll(() => entryAsked).toBe(true);
  await expect(page.locator('#app-loading')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  await expect(page.locator('#app-loading')).toHaveCSS('background-color', 'rgb(18, 18, 18)');
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');

  releaseEntry();
  await expect(page).toHaveURL('/index');
  await expect(page.getByRole('button', { name: 'Switch to light colours' })).toBeVisible();
  expect(await backgroundLuminance(page.locator('body'))).toBeLessThan(0.03);
});

test('on a phone the switch is in the menu drawer', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page).toHaveURL('/index');
  await expect(page.getByRole('button', { name: 'Switch to dark colours' })).toBeHidden();
  await page.getByRole('button', { name: 'Open sports menu' }).click();
  await page.getByRole('button', { name: 'Switch to dark colours' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

for (const brand of ['localhost', 'gold.localhost', 'ruby.localhost']) {
  test(`dark colours on ${brand} have no serious accessibility violations on login and home`, async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('colorScheme', 'dark'));
    await page.goto(`http://${brand}:${appDefinition('host').port}/auth/login`);
    await expect(page.locator('[data-remote="auth"]').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await backgroundLuminance(page.locator('body'))).toBeLessThan(0.03);
    expect(await seriousViolations(page), '/auth/login').toEqual([]);

    await page.getByRole('button', { name: 'Login with demo ID' }).click();
    await expect(page).not.toHaveURL(/\/auth\//);
    await expect(page.getByRole('button', { name: 'Switch to light colours' })).toBeVisible();
    expect(await seriousViolations(page), '/index').toEqual([]);
  });
}
