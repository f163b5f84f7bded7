import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect, test } from '../fixtures';
import {
  makeEvent,
  isOnTop,
  openBetsOf,
  openMarket,
  pinPrices,
  pinQuotes,
  placeBetThroughApi,
  slipOf,
  waitForStoredOpenBets,
} from '../support/betting';
import { adminHeaders, signInPlayer } from '../support/session';

// A player bets through the market page's slip against the api's own exchange: an event made for
// the test with pinned prices, so every figure is known in advance.

test.describe('betting from the market page', () => {
  // Each test walks a player through several pages of production builds; a busy machine needs the time.
  test.describe.configure({ timeout: 90_000 });

  test('back a runner: P/L per runner as typed, placed and matched, shown in current bets, exposure held', async ({
    page,
    context,
    request,
    apps,
  }) => {
    await signInPlayer(context, request, apps.url('api'), { username: 'backer', balance: '10000.00' });
    const event = await makeEvent(request, apps.url('api'));
    const market = await openMarket(page, event);
    await market.getByRole('button', { name: 'Back Alpha FC 2' }).click();
    const slip = slipOf(page);
    await slip.getByRole('textbox', { name: 'Stake' }).fill('150');
    await expect(slip.getByText('Profit:')).toContainText('150.00');
    await expect(slip.locator('li', { hasText: 'Alpha FC' })).toContainText('150.00');
    await expect(slip.locator('li', { hasText: 'Beta FC' })).toContainText('-150.00');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(page.getByText('Bet placed and matched: Back Alpha FC, 150.00 at 2.')).toBeVisible();
    await expect(page.getByLabel('Exposure', { exact: true })).toContainText('150.00');
    await expect(market.locator('[data-runner-profit-loss]').first()).toBeVisible();
    await waitForStoredOpenBets(page, 1);
    await page.goto('/current-bet');
    await expect(page.getByRole('heading', { level: 1, name: 'Current Bets' })).toBeVisible();
    await expect(page.getByRole('region', { name: /Alpha FC v Beta FC/ })).toContainText('Back Alpha FC');
  });

  test(
    'a double-clicked Place bet on a slow network places one bet',
    { tag: '@fault' },
    async ({ page, context, request, apps }) => {
      const player = await signInPlayer(context, request, apps.url('api'), {
        username: 'doubler',
        balance: '10000.00',
      });
      const event = await makeEvent(request, apps.url('api'));
      const market = await openMarket(page, event);
      await market.getByRole('button', { name: 'Back Beta FC 1.9' }).click();
      await slipOf(page).getByRole('textbox', { name: 'Stake' }).fill('200');
      // On a phone's slow network (DevTools' "Slow 3G": 2 s round trips, 50 KB/s each way), the second
      // press lands long before the first placement is answered.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 2_000,
        downloadThroughput: 50 * 1024,
        uploadThroughput: 50 * 1024,
      });
      await slipOf(page).getByRole('button', { name: 'Place bet' }).dblclick();
      await expect(page.getByText(/^Bet placed/)).toBeVisible();
      expect(await openBetsOf(request, apps.url('api'), player)).toHaveLength(1);
    },
  );

  test('on a phone nothing covers the slip: the floating buttons step aside while it is open', async ({
    page,
    context,
    request,
    apps,
  }) => {
    await page.setViewportSize({ width: 360, height: 760 });
    await signInPlayer(context, request, apps.url('api'), { username: 'phone-better', balance: '10000.00' });
    const event = await makeEvent(request, apps.url('api'));
    const market = await openMarket(page, event);
    const telegram = page.getByRole('link', { name: 'Telegram' });
    await expect(telegram).toBeVisible();

    await market.getByRole('button', { name: 'Back Beta FC 1.9' }).click();
    await slipOf(page).getByRole('textbox', { name: 'Stake' }).fill('100');
    await expect(telegram).toHaveCount(0);
    const place = slipOf(page).getByRole('button', { name: 'Place bet' });
    // The element at the button's own centre is the button (or its text): nothing lies over it.
    expect(await isOnTop(place)).toBe(true);

    await slipOf(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(telegram).toBeVisible();
  });

  test('a stake above the available balance shows the api’s message and places nothing', async ({
    page,
    context,
    request,
    apps,
  }) => {
    const player = await signInPlayer(context, request, apps.url('api'), { username: 'shortfall', balance: '500.00' });
    const event = await makeEvent(request, apps.url('api'));
    const market = await openMarket(page, event);
    await market.getByRole('button', { name: 'Back Alpha FC 2' }).click();
    await slipOf(page).getByRole('textbox', { name: 'Stake' }).fill('600');
    await slipOf(page).getByRole('button', { name: 'Place bet' }).click();
    await expect(slipOf(page).getByRole('alert')).toHaveText('Insufficient balance: 500.00 available, 600.00 needed.');
    expect(await openBetsOf(request, apps.url('api'), player)).toHaveLength(0);
  });

  test('an unmatched bet waits in Unselected Bets and is cancelled there', async ({ page, context, request, apps }) => {
    await signInPlayer(context, request, apps.url('api'), { username: 'rester', balance: '10000.00' });
    const event = await makeEvent(request, apps.url('api'));
    const market = await openMarket(page, event);
    await market.getByRole('button', { name: 'Back Alpha FC 2' }).click();
    const slip = slipOf(page);
    // Above the best price on offer: nobody lays at 2.2 yet, so the bet rests.
    for (let step = 0; step < 10; step += 1) await slip.getByRole('button', { name: 'Raise odds' }).click();
    await expect(slip.getByRole('textbox', { name: 'Odds' })).toHaveValue('2.2');
    await slip.getByRole('textbox', { name: 'Stake' }).fill('100');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(page.getByText(/^Bet placed, not matched yet/)).toBeVisible();
    await waitForStoredOpenBets(page, 1);
    await page.goto('/open-bets');
    await expect(page.getByRole('heading', { level: 1, name: 'Unselected Bets' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel Back Alpha FC 100.00 at 2.2' }).click();
    await expect(page.getByText('1 bet cancelled.')).toBeVisible();
    await expect(page.getByText('You have no unmatched bets.')).toBeVisible();
    await expect(page.getByLabel('Exposure', { exact: true })).toContainText('0.00');
  });

  for (const width of [360, 1280]) {
    test(`at ${width} px an unmatched bet shows on its market page, is edited to a new price there, then cancelled`, async ({
      page,
      context,
      request,
      apps,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const api = apps.url('api');
      const player = await signInPlayer(context, request, api, { username: `editor-${width}`, balance: '10000.00' });
      const event = await makeEvent(request, api);
      // Above the best price on offer: nobody lays at 2.2, so the bet rests.
      await placeBetThroughApi(request, api, player, {
        marketId: event.market.id,
        runnerId: event.market.runners[0]?.id,
        side: 'BACK',
        odds: 2.2,
        stake: 100,
      });
      await openMarket(page, event);
      const yours = page.getByRole('region', { name: 'Your bets on this event' });
      await yours.getByRole('button', { name: 'Edit Back Alpha FC 100.00 at 2.2' }).click();
      const form = yours.getByRole('form', { name: 'Edit Back Alpha FC' });
      await form.getByRole('textbox', { name: 'Odds' }).fill('2.4');
      await form.getByRole('textbox', { name: 'Stake' }).fill('150');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Bet changed: now waiting at 2.4.')).toBeVisible();
      await expect(page.getByLabel('Exposure', { exact: true })).toHaveText('150.00');
      const open = await openBetsOf(request, api, player);
      // The bet at 2.2 is over (cancelled); the one at 2.4 waits.
      const waiting = open.filter((bet) => bet.status !== 'CANCELLED');
      expect(waiting.map((bet) => [bet.odds, bet.stake, bet.status])).toEqual([[2.4, 150, 'UNMATCHED']]);

      await yours.getByRole('button', { name: 'Cancel Back Alpha FC 150.00 at 2.4' }).click();
      await expect(page.getByText('1 bet cancelled.')).toBeVisible();
      await expect(yours.getByText('You have no bets on this event.')).toBeVisible();
      await expect(page.getByLabel('Exposure', { exact: true })).toHaveText('0.00');
    });
  }

  for (const width of [360, 1280]) {
    test(`at ${width} px one-click betting places on one press when on, and never when off`, async ({
      page,
      context,
      request,
      apps,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const api = apps.url('api');
      const player = await signInPlayer(context, request, api, { username: `one-click-${width}`, balance: '10000.00' });
      const event = await makeEvent(request, api);
      const market = await openMarket(page, event);
      await page.getByRole('switch', { name: 'One-click betting' }).click();
      const dialog = page.getByRole('dialog', { name: 'Turn on one-click betting?' });
      await dialog.getByRole('button', { name: 'Turn on' }).click();
      await page.getByRole('group', { name: 'Stake' }).getByRole('button', { name: '500', exact: true }).click();

      await market.getByRole('button', { name: 'Back Alpha FC 2' }).click();
      await expect(page.getByText('Bet placed and matched: Back Alpha FC, 500.00 at 2.')).toBeVisible();
      expect(await openBetsOf(request, api, player)).toHaveLength(1);

      await page.getByRole('switch', { name: 'One-click betting' }).click();
      await market.getByRole('button', { name: 'Back Alpha FC 2' }).click();
      await expect(slipOf(page).getByRole('button', { name: 'Place bet' })).toBeVisible();
      expect(await openBetsOf(request, api, player)).toHaveLength(1);
    });
  }

  test('a matched position is cashed out at the current prices, half first, then the rest', async ({
    page,
    context,
    request,
    apps,
  }) => {
    const player = await signInPlayer(context, request, apps.url('api'), { username: 'casher', balance: '10000.00' });
    const event = await makeEvent(request, apps.url('api'));
    const market = await openMarket(page, event);
    await market.getByRole('button', { name: 'Back Alpha FC 2' }).click();
    await slipOf(page).getByRole('textbox', { name: 'Stake' }).fill('100');
    await slipOf(page).getByRole('button', { name: 'Place bet' }).click();
    await expect(page.getByText(/^Bet placed and matched/)).toBeVisible();
    // Alpha FC shortens: backed at 2, it can now be laid at 1.52, which locks in a profit.
    await pinPrices(request, apps.url('api'), event.market, [1.5, 1.52], [2.5, 2.52]);
    const cashOut = market.getByRole('button', { name: /^Cash out / });
    await expect(cashOut).toBeVisible();
    // First half the position: +100 / −100 needs a lay of 200 / 1.52 = 131.58 to even out; half is 65.79.
    await cashOut.click();
    const dialog = page.getByRole('dialog', { name: 'Cash out this market?' });
    await dialog.getByRole('radio', { name: '50 %' }).check();
    await expect(dialog).toContainText('Lay Alpha FC, 65.79 at 1.52, which cashes out 50 %');
    await dialog.getByRole('button', { name: 'Cash out' }).click();
    await expect(page.getByText('Cashed out 50 % of your position.')).toBeVisible();
    // Then the rest.
    await cashOut.click();
    await expect(dialog).toContainText('Lay Alpha FC');
    await dialog.getByRole('button', { name: 'Cash out' }).click();
    await expect(page.getByText(/^Cashed out: /)).toBeVisible();
    const bets = await openBetsOf(request, apps.url('api'), player);
    expect(bets.map((bet) => bet.status)).toEqual(['MATCHED', 'MATCHED', 'MATCHED']);
    const hedges = bets.filter((bet) => bet.side === 'LAY').map((bet) => bet.stake);
    expect(hedges.reduce((sum, stake) => sum + stake, 0)).toBeCloseTo(131.58, 2);
    await expect(page.getByLabel('Exposure', { exact: true })).toHaveText('0.00');
  });

  test('a bookmaker and a fancy bet are placed at the house’s quote, with their own rules', async ({
    page,
    context,
    request,
    apps,
  }) => {
    const player = await signInPlayer(context, request, apps.url('api'), {
      username: 'housebettor',
      balance: '10000.00',
    });
    const event = await makeEvent(request, apps.url('api'), {
      extraMarkets: [
        { name: 'Bookmaker', type: 'BOOKMAKER', runners: ['Alpha FC', 'Beta FC'] },
        { name: 'Fancy', type: 'FANCY', runners: [{ name: '6 over runs Alpha', line: 40 }] },
      ],
    });
    const [bookmaker, fancy] = ['Bookmaker', 'Fancy'].map((name) => event.markets.find((made) => made.name === name));
    if (bookmaker === undefined || fancy === undefined) throw new Error('The event lacks its house markets');
    await pinQuotes(request, apps.url('api'), bookmaker, [
      { back: 45, lay: 48 },
      { back: 110, lay: 115 },
    ]);
    await pinQuotes(request, apps.url('api'), fancy, [{ no: 40, yes: 42, rate: 90 }]);

    // Bookmaker: a back at 45 (per 100) wins 1000 × 45 / 100 and risks its stake.
    await openMarket(page, event);
    await page.getByRole('region', { name: 'Bookmaker' }).getByRole('button', { name: 'Back Alpha FC 45' }).click();
    const slip = slipOf(page);
    await expect(slip).toContainText('Rate 45');
    await slip.getByRole('textbox', { name: 'Stake' }).fill('1000');
    await expect(slip.getByText('Profit:')).toContainText('450.00');
    await expect(slip.locator('li', { hasText: 'Beta FC' })).toContainText('-1,000.00');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(page.getByText('Bet placed and matched: Back Alpha FC, 1,000.00 at 45.')).toBeVisible();
    await expect(page.getByLabel('Exposure', { exact: true })).toContainText('1,000.00');

    // Fancy: YES at 42 with rate 90 wins 500 × 90 / 100 at 42 runs or more and loses 500 below.
    await page.getByRole('region', { name: 'Fancy' }).getByRole('button', { name: 'Yes 6 over runs Alpha 42' }).click();
    await expect(slip).toContainText('Line 42 · Rate 90');
    await slip.getByRole('textbox', { name: 'Stake' }).fill('500');
    await expect(slip.getByText('Profit:')).toContainText('450.00');
    await expect(slip.locator('li', { hasText: 'Below 42' })).toContainText('-500.00');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(page.getByText('Bet placed and matched: Yes 6 over runs Alpha, 500.00 at 42.')).toBeVisible();
    await expect(page.getByLabel('Exposure', { exact: true })).toContainText('1,500.00');

    const bets = await openBetsOf(request, apps.url('api'), player);
    expect(
      bets.map(({ side, odds, stake, status }) => ({ side, odds, stake, status })).sort((a, b) => a.stake - b.stake),
    ).toEqual([
      { side: 'YES', odds: 42, stake: 500, status: 'MATCHED' },
      { side: 'BACK', odds: 45, stake: 1000, status: 'MATCHED' },
    ]);
  });

  test('an in-play bet counts down the market’s bet delay, then shows the result', async ({
    page,
    context,
    request,
    apps,
  }) => {
    await signInPlayer(context, request, apps.url('api'), { username: 'inplayer', balance: '10000.00' });
    const event = await makeEvent(request, apps.url('api'), { inPlay: true });
    const market = await openMarket(page, event);
    await market.getByRole('button', { name: 'Back Alpha FC 2' }).click();
    await slipOf(page).getByRole('textbox', { name: 'Stake' }).fill('100');
    await slipOf(page).getByRole('button', { name: 'Place bet' }).click();
    await expect(slipOf(page).getByRole('status')).toContainText('Bet delay:');
    await expect(page.getByText(/^Bet placed/)).toBeVisible({ timeout: 15_000 });
  });

  // One test per colour scheme: each loads the market page at two widths and runs axe on it, which
  // on a busy machine takes tens of seconds a page; the bet pages are checked in dark colours, as before.
  for (const scheme of ['light', 'dark'] as const) {
    test(`no serious accessibility problem in ${scheme} colours: the market page with the slip open${scheme === 'dark' ? ', and both bet pages' : ''}`, async ({
      page,
      context,
      request,
      apps,
    }) => {
      await signInPlayer(context, request, apps.url('api'), { username: `axer-${scheme}`, balance: '10000.00' });
      const event = await makeEvent(request, apps.url('api'));
      const serious = async () => {
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
        return results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`);
      };
      await page.addInitScript((chosen) => window.localStorage.setItem('colorScheme', chosen), scheme);
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        const market = await openMarket(page, event);
        await market.getByRole('button', { name: 'Lay Alpha FC 2.02' }).click();
        await slipOf(page).getByRole('textbox', { name: 'Stake' }).fill('100');
        await expect(slipOf(page).locator('li', { hasText: 'Beta FC' })).toContainText('100.00');
        expect(await serious(), `${scheme} ${width}px`).toEqual([]);
      }
      if (scheme === 'dark') await betPagesAreAccessible(page, serious);
    });
  }
});

async function betPagesAreAccessible(page: Page, serious: () => Promise<string[]>) {
  for (const [path, heading] of [
    ['/open-bets', 'Unselected Bets'],
    ['/current-bet', 'Current Bets'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await serious(), path).toEqual([]);
  }
}

test.describe('betting from a list', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a row marks an in-play event suspended, with live TV and its bookmaker and fancy markets', async ({
    page,
    context,
    request,
    apps,
  }) => {
    const api = apps.url('api');
    await signInPlayer(context, request, api, { username: 'row-reader', balance: '100.00' });
    const event = await makeEvent(request, api, {
      inPlay: true,
      extraMarkets: [
        { name: 'Bookmaker', type: 'BOOKMAKER', runners: ['Alpha FC', 'Beta FC'] },
        { name: 'Fancy', type: 'FANCY', runners: [{ name: '6 over runs Alpha', line: 40 }] },
      ],
    });
    const suspended = await request.post(`${api}/admin/sports/markets/${event.market.id}/suspend`, {
      headers: adminHeaders,
    });
    expect(suspended.ok()).toBe(true);
    await page.goto('/matchlist/1');
    const row = page.locator(`li[data-event-id="${event.eventId}"]`);
    await expect(row.getByText('In-Play', { exact: true })).toBeVisible();
    await expect(row.getByText('Suspended', { exact: true })).toBeVisible();
    for (const mark of ['Live TV', 'Bookmaker market', 'Fancy markets']) {
      await expect(row.getByText(mark, { exact: true })).toHaveCount(1);
    }
  });

  test('on a phone, a bet from an event the search finds, with the slip under its prices', async ({
    page,
    context,
    request,
    apps,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signInPlayer(context, request, apps.url('api'), { username: 'searcher', balance: '10000.00' });
    const event = await makeEvent(request, apps.url('api'));
    await page.goto('/index');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('textbox', { name: 'Search sports, events and pages' }).fill(event.title);
    await dialog.getByRole('button', { name: 'Back Alpha FC 2' }).click();
    const slip = dialog.getByRole('form', { name: 'Bet slip: Back Alpha FC' });
    await slip.getByRole('textbox', { name: 'Stake' }).fill('120');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(page.getByText('Bet placed and matched: Back Alpha FC, 120.00 at 2.')).toBeVisible();
    await expect(page.getByLabel('Exposure', { exact: true })).toHaveText('120.00');
  });

  for (const { name, width, height } of [
    { name: 'a phone', width: 360, height: 760 },
    { name: 'a desktop', width: 1280, height: 800 },
  ]) {
    test(`on ${name}, a back bet from the match list's price in two clicks once the stake is chosen`, async ({
      page,
      context,
      request,
      apps,
    }) => {
      await page.setViewportSize({ width, height });
      await signInPlayer(context, request, apps.url('api'), { username: `list-${width}`, balance: '10000.00' });
      const event = await makeEvent(request, apps.url('api'));
      await page.goto('/matchlist/1');
      const row = page.locator(`li[data-event-id="${event.eventId}"]`);
      // Click 1: the price.
      await row.getByRole('button', { name: 'Back Alpha FC 2' }).click();
      const slip = slipOf(page);
      await expect(slip.getByRole('heading', { name: 'Bet slip: Back Alpha FC' })).toBeVisible();
      // On a phone the slip opens under the event; on a desktop beside the lists.
      await expect(row.getByRole('form', { name: /^Bet slip: / })).toHaveCount(width < 900 ? 1 : 0);
      await expect(slip.getByRole('textbox', { name: 'Odds' })).toHaveValue('2');
      await slip.getByRole('textbox', { name: 'Stake' }).fill('150');
      const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
      const serious = axe.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`);
      expect(serious).toEqual([]);
      const place = slip.getByRole('button', { name: 'Place bet' });
      // The element at the button's own centre is the button: nothing floats over it.
      expect(await isOnTop(place)).toBe(true);
      // Click 2: Place bet.
      await place.click();
      const toast = page.getByText('Bet placed and matched: Back Alpha FC, 150.00 at 2.');
      await expect(toast).toBeVisible();
      await expect(page.getByLabel('Exposure', { exact: true })).toContainText('150.00');
      // The toast sits below the navbar: the figures it reports stay in view.
      const navbar = await page.getByRole('banner').boundingBox();
      const toastBox = await toast.boundingBox();
      expect(toastBox?.y ?? 0).toBeGreaterThanOrEqual((navbar?.y ?? 0) + (navbar?.height ?? 0));
      await expect(slipOf(page)).toHaveCount(0);
    });
  }
});
