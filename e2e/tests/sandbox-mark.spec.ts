import type { Locator, Page } from '@playwright/test';

import { brandUrl } from '../../scripts/lib/apps.mjs';
import { expect as baseExpect, test } from '../fixtures';
import { makeEvent, openMarket, slipOf } from '../support/betting';
import { signInPlayer } from '../support/session';

// The suite's api runs with SANDBOX_PAYMENTS=on (e2eApiEnv), so every page carries the mark.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

const explanation = 'Sandbox: payments are simulated and no real money moves.';
const markOf = (page: Page) => page.getByRole('button', { name: 'Sandbox', exact: true });

/** Whether two elements share a pixel of the viewport as it is scrolled now. */
async function overlap(first: Locator, second: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([first.boundingBox(), second.boundingBox()]);
  if (a === null || b === null) throw new Error('an element is not displayed');
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the sandbox mark is on the login page and a market page, clear of the balance and Place bet`, async ({
    page,
    context,
    request,
    apps,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/auth/login');
    await expect(page.getByRole('button', { name: 'Login with demo ID' })).toBeVisible();
    const mark = markOf(page);
    await expect(mark).toBeVisible();
    await expect(mark).toHaveAttribute('title', explanation);
    await page.screenshot({ path: test.info().outputPath(`login-${viewport.width}.png`) });

    // Pressed (a phone has no tooltip), it says in full what it means; pressed again, it is small.
    await mark.click();
    await expect(page.getByRole('button', { name: explanation })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: explanation }).click();
    await expect(mark).toHaveAttribute('aria-expanded', 'false');

    const api = apps.url('api');
    await signInPlayer(context, request, api, { username: `sandbox-mark-${viewport.width}`, balance: '1000.00' });
    const event = await makeEvent(request, api);
    const market = await openMarket(page, event);
    await market.getByRole('button', { name: 'Back Alpha FC 2' }).click();
    const placeBet = slipOf(page).getByRole('button', { name: 'Place bet' });
    await expect(placeBet).toBeVisible();
    const balance = page.getByLabel('Available', { exact: true });
    await expect(balance).toBeVisible();
    await expect(mark).toBeVisible();
    expect(await overlap(mark, balance)).toBe(false);
    // The worst case: the slip's button scrolled down to the bottom edge, where the mark sits.
    await placeBet.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    expect(await overlap(mark, placeBet)).toBe(false);
    await page.screenshot({ path: test.info().outputPath(`market-${viewport.width}.png`) });
  });
}

test('the crash game at 360 px in dark colours carries the mark, clear of the balance', async ({
  page,
  context,
  request,
  apps,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInPlayer(context, request, apps.url('api'), { username: 'sandbox-mark-crash' });
  await context.addInitScript(() => localStorage.setItem('colorScheme', 'dark'));
  await page.goto(brandUrl(apps.url('host'), 'aviator'));
  const game = page.frameLocator('iframe[title="Casino game"]');
  await expect(game.getByRole('heading', { name: 'Aviator', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  const mark = markOf(page);
  await expect(mark).toBeVisible();
  const balance = page.getByLabel('Available', { exact: true });
  await expect(balance).toBeVisible();
  expect(await overlap(mark, balance)).toBe(false);
  await page.screenshot({ path: test.info().outputPath('crash-360-dark.png') });
});
