import type { FrameLocator, Locator } from '@playwright/test';

import { apiDefinition, appDefinition, brandUrl as brandOrigin } from '../../scripts/lib/apps.mjs';
import { collectConsole, expect, test } from '../fixtures';
import { seriousViolations } from '../support/accessibility';
import { signInPlayer } from '../support/session';

const host = appDefinition('host').url;
const api = apiDefinition().url;
const money = (amount: number) =>
  amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Presses the crash game's bet button until the page answers with `alert`. The button is enabled
 * only while a round takes bets, and a press the game receives as betting closes is answered "wait
 * for the next round" (on a busy machine the round can start between the press and its arrival), so
 * the next round's window is tried.
 */
async function betUntilAlert(
  game: FrameLocator,
  bet: Locator,
  alert: string,
  timeouts: { press: number; alert: number; overall: number },
): Promise<void> {
  await expect(async () => {
    await bet.click({ timeout: timeouts.press });
    await expect(game.getByRole('alert')).toHaveText(alert, { timeout: timeouts.alert });
  }).toPass({ timeout: timeouts.overall });
}

test('a player filters the lobby, plays one crash round and the navbar balance moves by exactly its result', async ({
  page,
  context,
  request,
}) => {
  // The suite's rounds are 3 s of betting, a flight of 5.4 s to 8 s and 1 s of pause (support/app-stack.ts);
  // the bet may have to wait for the next round.
  test.setTimeout(120_000);
  const consoleEntries = collectConsole(page);
  await signInPlayer(context, request, api, { username: 'crash-pilot', balance: '1500.00' });
  await page.goto(`${host}/lobby`);
  await expect(page).toHaveTitle(/\| Casino$/);
  const balance = page.getByLabel('Available', { exact: true });
  await expect(balance).toHaveText('1,500.00');

  await page.getByRole('tab', { name: 'Crash games' }).click();
  await page.getByRole('combobox', { name: 'Provider' }).click();
  await page.getByRole('option', { name: 'SBE Games' }).click();
  const tiles = page.getByRole('list', { name: /games?$/ }).getByRole('button');
  await expect(tiles).toHaveCount(4);
  await page.getByRole('searchbox', { name: 'Search games' }).fill('avia');
  await expect(tiles).toHaveCount(1);
  await page.getByRole('button', { name: 'Play Aviator by SBE Games' }).click();

  const frame = page.locator('iframe[title="Casino game"]');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
  await expect(frame).toHaveAttribute('src', new RegExp(`^${api}/casino/games/sbe_aviator\\?lang=en#token=`));
  expect(await page.evaluate(() => localStorage.getItem('lotus_url'))).toMatch(/\/casino\/games\/sbe_aviator#token=/);
  const game = page.frameLocator('iframe[title="Casino game"]');
  await expect(game.getByRole('heading', { name: 'Aviator', level: 1 })).toBeVisible();
  // The lobby's settings message reached the game at its exact origin: it took the lobby's light scheme.
  await expect(game.locator('html')).toHaveAttribute('data-color-scheme', 'light');

  const panel = game.getByRole('region', { name: 'Bet 1', exact: true });
  await panel.getByLabel('Stake (₹)').fill('100');
  const bet = panel.getByRole('button', { name: 'Bet ₹100.00', exact: true });
  await expect(bet).toBeEnabled({ timeout: 60_000 });
  await bet.click();
  await expect(balance).toHaveText('1,400.00');

  // Cash out as soon as the flight starts (the bet's one button turns into Cash out).
  const cashOut = panel.getByRole('button', { name: /^Cash out/ });
  const result = game.locator('#result-1[data-net]');
  await expect(async () => {
    if ((await result.count()) === 0 && (await cashOut.count()) === 1 && (await cashOut.isEnabled())) {
      await cashOut.click({ timeout: 1_000 });
    }
    expect(await result.count()).toBe(1);
  }).toPass({ timeout: 60_000 });
  const net = Number(await result.getAttribute('data-net'));
  expect(net === -100 || net >= 0).toBe(true);
  await expect(balance).toHaveText(money(1500 + net));

  // The game hash of a crashed round is revealed, and the page checks its crash point and hash chain
  // against the chain's terminating hash, published before the round.
  await expect(game.locator('#terminating-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(game.locator('#history li').first()).toHaveAttribute('data-verified', 'true', { timeout: 60_000 });
  expect(
    consoleEntries.filter((entry) => /Content Security Policy|pageerror/.test(`${entry.type} ${entry.text}`)),
  ).toEqual([]);

  await page.getByRole('button', { name: 'Back to the lobby' }).click();
  await expect(page.getByRole('tab', { name: 'All games' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lotus_url'))).toBeNull();
});

test('a bet larger than the balance is refused with a clear message and costs nothing', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await signInPlayer(context, request, api, { username: 'crash-short', balance: '50.00' });
  await page.goto(`${host}/lobby?section=crash`);
  await page.getByRole('button', { name: 'Play Aviator by SBE Games' }).click();
  const game = page.frameLocator('iframe[title="Casino game"]');
  const panel = game.getByRole('region', { name: 'Bet 1', exact: true });
  await panel.getByLabel('Stake (₹)').fill('500');
  const bet = panel.getByRole('button', { name: 'Bet ₹500.00', exact: true });
  await expect(bet).toBeEnabled({ timeout: 60_000 });
  await betUntilAlert(game, bet, 'Your balance is too low for this bet: 50.00 available, 500.00 needed.', {
    press: 30_000,
    alert: 5_000,
    overall: 75_000,
  });
  await expect(page.getByLabel('Available', { exact: true })).toHaveText('50.00');
});

test("the crash game speaks the player's language: Hindi from the lobby's choice", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await context.addInitScript(() => window.localStorage.setItem('language', 'hi'));
  await signInPlayer(context, request, api, { username: 'crash-hindi' });
  await page.goto(`${host}/lobby?section=crash`);
  await page.getByRole('button', { name: 'SBE Games का Aviator खेलें' }).click();

  const frame = page.locator('iframe[title="कैसीनो गेम"]');
  await expect(frame).toHaveAttribute('src', new RegExp(`^${api}/casino/games/sbe_aviator\\?lang=hi#token=`));
  // lotus_url stays the api's answer; only the frame names the language.
  expect(await page.evaluate(() => localStorage.getItem('lotus_url'))).not.toContain('lang=');
  const game = page.frameLocator('iframe[title="कैसीनो गेम"]');
  await expect(game.locator('html')).toHaveAttribute('lang', 'hi');
  const panel = game.getByRole('region', { name: 'दाँव 1', exact: true });
  await expect(panel.getByLabel('दाँव (₹)')).toBeVisible();
  // The one way back is the lobby's own, in the lobby's language.
  await expect(page.getByRole('button', { name: 'लॉबी पर वापस' })).toBeVisible();
  // The script's own words too, once it follows the rounds.
  await expect(game.locator('#phase')).toHaveText(/^राउंड \d+: /, { timeout: 30_000 });
  await panel.getByLabel('दाँव (₹)').fill('1.234');
  // The button names its stake once the stake is one: "₹5,000.00 का दाँव लगाएँ".
  const bet = panel.getByRole('button', { name: /दाँव लगाएँ$/ });
  await expect(bet).toHaveText('दाँव लगाएँ');
  await betUntilAlert(game, bet, 'दाँव रुपये में लिखें, दशमलव के बाद अधिकतम दो अंक।', {
    press: 10_000,
    alert: 1_000,
    overall: 60_000,
  });
  // The api's refusal too: it answers in English, and the page shows its own words with the api's figures.
  await panel.getByLabel('दाँव (₹)').fill('5000');
  await expect(bet).toHaveText('₹5,000.00 का दाँव लगाएँ');
  await betUntilAlert(game, bet, 'इस दाँव के लिए आपका बैलेंस कम है: 1500.00 उपलब्ध, 5000.00 चाहिए।', {
    press: 10_000,
    alert: 5_000,
    overall: 60_000,
  });
});

test('two bets in one round: one cashed out by hand, one at its auto cash-out while the game is closed, both paid exactly', async ({
  page,
  context,
  request,
}) => {
  // The suite's rounds crash from 1.60× to 2.00× (support/app-stack.ts): an auto cash-out at 1.50× is
  // always reached, 4.7 s into the flight, and every flight is over 8 s after take-off.
  test.setTimeout(150_000);
  const consoleEntries = collectConsole(page);
  await signInPlayer(context, request, api, { username: 'crash-two-bets', balance: '1500.00' });
  await page.goto(`${host}/lobby?section=crash`);
  await page.getByRole('button', { name: 'Play Aviator by SBE Games' }).click();
  const navbarBalance = page.getByLabel('Available', { exact: true });
  await expect(navbarBalance).toHaveText('1,500.00');
  const game = page.frameLocator('iframe[title="Casino game"]');
  const gameBalance = game.locator('#balance');
  const first = game.getByRole('region', { name: 'Bet 1', exact: true });
  const second = game.getByRole('region', { name: 'Bet 2', exact: true });

  // Slot 1: 100 with no auto cash-out; slot 2: 500, cashed out by the server at 1.50×. Auto bet stays off.
  await first.getByRole('button', { name: 'Stake ₹100', exact: true }).click();
  await second.getByRole('button', { name: 'Stake ₹500', exact: true }).click();
  await second.getByRole('switch', { name: 'Auto cash-out', exact: true }).check();
  await second.getByLabel('Auto cash-out at (×)', { exact: true }).fill('1.50');
  await expect(first.getByRole('switch', { name: 'Auto bet', exact: true })).not.toBeChecked();
  await expect(second.getByRole('switch', { name: 'Auto bet', exact: true })).not.toBeChecked();

  // Both bets in one betting window: wait for a window that has just opened (3 s, so more than 2 s left).
  await expect(game.locator('#phase')).toHaveText(/^Round \d+: place your bet, take-off in 3 s$/, { timeout: 60_000 });
  // Each bet carries the player's seed; the suite's rounds mix in none (support/app-stack.ts) and say so.
  const playerSeed = await game.getByLabel('Your seed', { exact: true }).inputValue();
  expect(playerSeed).toMatch(/^[0-9a-f]{16}$/);
  await expect(game.locator('#round-seeds-note')).toHaveText(
    "This round mixes in no player's seed: it uses the chain's client seed alone.",
  );
  const firstBetSent = page.waitForRequest((request) => request.url().endsWith('/casino/crash/bets'));
  await first.getByRole('button', { name: 'Bet ₹100.00', exact: true }).click();
  expect((await firstBetSent).postDataJSON()).toMatchObject({ slot: 1, seed: playerSeed });
  await expect(gameBalance).toHaveText('1,400.00');
  await second.getByRole('button', { name: 'Bet ₹500.00', exact: true }).click();
  await expect(gameBalance).toHaveText('900.00');
  await expect(navbarBalance).toHaveText('900.00');

  // Slot 1 cashed out by hand as soon as the flight starts.
  await first.getByRole('button', { name: /^Cash out ₹/ }).click({ timeout: 30_000 });
  const handResult = game.locator('#result-1[data-net]');
  await expect(handResult).toHaveText(/^Round \d+: cashed out at \d+\.\d\d×, won ₹[\d,.]+ \(net ₹-?[\d,.]+\)\.$/);
  const round = Number(await handResult.getAttribute('data-round-id'));
  const handMultiplier = /cashed out at (\d+\.\d\d)×/.exec((await handResult.textContent()) ?? '')?.[1] ?? '';
  const handPayout = Math.round(100 * Number(handMultiplier) * 100) / 100;
  expect(Number(handMultiplier)).toBeGreaterThanOrEqual(1);
  expect(Number(handMultiplier)).toBeLessThan(1.5);
  await expect(handResult).toContainText(`won ₹${money(handPayout)}`);
  await expect(
    first.getByRole('button', { name: `Won ₹${money(handPayout)} at ${handMultiplier}×`, exact: true }),
  ).toBeDisabled();

  // Slot 2 is still in the air, below 1.50×, when the player closes the game.
  await expect(second.getByRole('button', { name: /^Cash out ₹/ })).toBeEnabled();
  expect(Number.parseFloat((await game.locator('#multiplier').textContent()) ?? '')).toBeLessThan(1.5);
  await page.getByRole('button', { name: 'Back to the lobby' }).click();
  await expect(page.locator('iframe[title="Casino game"]')).toHaveCount(0);
  // Nothing of the game runs meanwhile; the flight crashes by 2.00×, 8 s after take-off.
  await page.waitForTimeout(10_000);

  // Back in the game after the round: the server paid slot 2 at exactly 1.50× (750.00) without the page.
  await page.goto(`${host}/lobby?section=crash`);
  await page.getByRole('button', { name: 'Play Aviator by SBE Games' }).click();
  const expected = money(900 + handPayout + 750);
  await expect(gameBalance).toHaveText(expected, { timeout: 15_000 });
  await expect(navbarBalance).toHaveText(expected, { timeout: 15_000 });
  // The game's own fairness check of that round.
  await expect(game.locator(`#history li[data-round-id="${round}"]`)).toHaveAttribute('data-verified', 'true', {
    timeout: 60_000,
  });
  expect(
    consoleEntries.filter((entry) => /Content Security Policy|pageerror/.test(`${entry.type} ${entry.text}`)),
  ).toEqual([]);

  // The statement: both stakes and both payouts, each once and exact, in the order they happened.
  await page.goto(`${host}/account-cash-statement`);
  const table = page.getByRole('table', { name: 'Account statement' });
  const rowsOf = (description: string) => table.getByRole('row').filter({ hasText: description });
  const stakes = rowsOf(`Aviator round ${round}: stake`);
  await expect(stakes).toHaveCount(2);
  const stakeWith = (after: string) => stakes.filter({ has: page.getByRole('cell', { name: after, exact: true }) });
  await expect(stakeWith('1,400.00').getByRole('cell')).toHaveText([
    /./,
    `Aviator round ${round}: stake`,
    '',
    '100.00',
    '1,400.00',
  ]);
  await expect(stakeWith('900.00').getByRole('cell')).toHaveText([
    /./,
    `Aviator round ${round}: stake`,
    '',
    '500.00',
    '900.00',
  ]);
  const byHand = rowsOf(`Aviator round ${round}: cashed out at ${handMultiplier}×`);
  await expect(byHand).toHaveCount(1);
  await expect(byHand.getByRole('cell')).toHaveText([
    /./,
    `Aviator round ${round}: cashed out at ${handMultiplier}×`,
    money(handPayout),
    '',
    money(900 + handPayout),
  ]);
  const automatic = rowsOf(`Aviator round ${round}: cashed out at 1.50×`);
  await expect(automatic).toHaveCount(1);
  await expect(automatic.getByRole('cell')).toHaveText([
    /./,
    `Aviator round ${round}: cashed out at 1.50×`,
    '750.00',
    '',
    expected,
  ]);
});

test("the fairness page gives a pasted game hash's crash point with its client seed, and checks its chain, at 360 px", async ({
  page,
}) => {
  const consoleEntries = collectConsole(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`${api}/casino/fair`);
  await expect(page.getByRole('heading', { name: 'Aviator: check a round', level: 1 })).toBeVisible();
  // HMAC-SHA256(key: 64 zeros as text, message: "client seed") gives 2.16× (worked out apart from the api).
  await page.getByLabel('Game hash (64 hex characters)').fill('0'.repeat(64));
  await page.getByLabel('Client seed', { exact: true }).fill('client seed');
  const check = page.getByRole('button', { name: 'Check', exact: true });
  await check.click();
  await expect(page.locator('#fair-point')).toHaveText('Crash point: 2.16×');
  // SHA-256 of 64 zeros as text: the terminating hash of a chain whose first round plays them.
  await page
    .getByLabel('Terminating hash of the chain (optional)')
    .fill('60e05bd1b195af2f94112fa7197a5c88289058840ce7c6df9693756bc6250f55');
  await page.getByLabel("The round's place in its chain (optional)").fill('1');
  await check.click();
  await expect(page.locator('#fair-chain')).toHaveAttribute('data-verified', 'true');
  await page.getByLabel("The round's place in its chain (optional)").fill('2');
  await check.click();
  await expect(page.locator('#fair-chain')).toHaveAttribute('data-verified', 'false');

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);
  expect(
    consoleEntries.filter((entry) => /Content Security Policy|pageerror/.test(`${entry.type} ${entry.text}`)),
  ).toEqual([]);
});

for (const width of [360, 1280]) {
  test(`the crash game offers the player's own stake chips and seed, with no serious or critical accessibility violations at ${width} px`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    const player = await signInPlayer(context, request, api, { username: `crash-chips-${width}` });
    const own = [25, 50, 75, 150, 250, 750, 1500, 2500].map((value) => ({ title: `₹${value}`, value }));
    const saved = await request.post(`${api}/UserStake/Add`, {
      headers: { authorization: `Bearer ${player.accessToken}` },
      data: own,
    });
    expect(saved.ok()).toBe(true);
    const betsSent: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/casino/crash/bets')) betsSent.push(sent.postData() ?? '');
    });
    await page.goto(`${host}/lobby?section=crash`);
    await page.getByRole('button', { name: 'Play Aviator by SBE Games' }).click();
    const game = page.frameLocator('iframe[title="Casino game"]');
    const first = game.getByRole('region', { name: 'Bet 1', exact: true });

    // The chips are the player's own stake buttons.
    await expect(first.getByRole('group', { name: 'Quick stakes' }).getByRole('button')).toHaveText(
      own.map(({ title }) => title),
    );
    await first.getByRole('button', { name: 'Stake ₹750', exact: true }).click();
    await expect(first.getByLabel('Stake (₹)', { exact: true })).toHaveValue('750');

    // A seed the server would refuse is caught on the page, and no bet goes out; a new one is valid.
    const seed = game.getByLabel('Your seed', { exact: true });
    await expect(seed).toHaveValue(/^[0-9a-f]{16}$/);
    await seed.fill('not a seed!');
    await betUntilAlert(
      game,
      first.getByRole('button', { name: 'Bet ₹750.00', exact: true }),
      'Your seed is 1 to 32 characters: letters A–Z and a–z, digits 0–9, _ and -. Change it or press “New seed”.',
      { press: 30_000, alert: 2_000, overall: 60_000 },
    );
    await expect(seed).toHaveAttribute('aria-invalid', 'true');
    expect(betsSent).toEqual([]);
    await game.getByRole('button', { name: 'New seed', exact: true }).click();
    await expect(seed).toHaveValue(/^[0-9a-f]{16}$/);
    await expect(seed).not.toHaveAttribute('aria-invalid', 'true');

    const frame = page.frames().find((candidate) => candidate.url().includes('/casino/games/sbe_aviator'));
    if (frame === undefined) throw new Error('The game frame is not open.');
    await expect
      .poll(() => frame.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
      .toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the crash-game brand goes from / straight to the game', async ({ page, context, request }) => {
  // The root step waits for the brand, the session and the game URL before the lobby and the game load.
  test.setTimeout(90_000);
  await signInPlayer(context, request, api, { username: 'aviator-fan' });
  await page.goto(`${brandOrigin(host, 'aviator')}/`);
  await expect(page).toHaveURL(/\/lobby$/);
  const game = page.frameLocator('iframe[title="Casino game"]');
  await expect(game.getByRole('heading', { name: 'Aviator', level: 1 })).toBeVisible();
  await expect(game.getByText('Connecting…')).toBeHidden({ timeout: 15_000 });
  // The game names itself to the lobby: its heading and the tab say which game is open, and the
  // lobby's own button is the one way back (the game has none of its own).
  await expect(page.getByRole('heading', { level: 1, name: 'Aviator' })).toBeVisible();
  await expect(page).toHaveTitle(/\| Aviator$/);
  await expect(game.getByRole('button', { name: 'Lobby' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Back to the lobby' })).toBeVisible();
  // On a phone the game fits its frame: its curve, panels and lists never scroll sideways.
  await page.setViewportSize({ width: 360, height: 800 });
  const frame = page.frames().find((candidate) => candidate.url().includes('/casino/games/sbe_aviator'));
  if (frame === undefined) throw new Error('The game frame is not open.');
  await expect
    .poll(() => frame.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);
});

test('a lobby section opens from its own address, and a launch failure keeps the player in the lobby', async ({
  page,
  context,
  request,
}) => {
  await signInPlayer(context, request, api, { username: 'section-visitor' });
  await page.goto(`${host}/lobby-page/indian-card`);
  await expect(page.getByRole('heading', { name: 'Indian card games', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Play Teen Patti by/ })).toBeVisible();
  await page.route('**/Casino/GetGameUrl', (route) => route.fulfill({ status: 500, body: '' }));
  await page.getByRole('button', { name: /^Play Andar Bahar by Saffron Gaming/ }).click();
  await expect(page.getByText('Andar Bahar could not be opened. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/lobby-page\/indian-card$/);
  await expect(page.locator('iframe')).toHaveCount(0);
});

for (const width of [360, 1280]) {
  test(`the lobby has no serious or critical accessibility violations at ${width} px`, async ({
    page,
    context,
    request,
  }) => {
    // axe walks every tile of the catalogue: slow on a busy machine.
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    await signInPlayer(context, request, api, { username: `axe-lobby-${width}` });
    await page.goto(`${host}/lobby`);
    await expect(page.getByRole('button', { name: 'Play Aviator by SBE Games' })).toBeVisible({ timeout: 30_000 });
    // The casino's header fits: the brand's logo, the figures and the way back on one line each.
    const navbar = page.getByRole('banner');
    await expect(navbar.getByRole('img')).toBeVisible();
    const back = navbar.getByRole('link', { name: 'Back to sports' });
    expect((await back.boundingBox())?.height ?? 0).toBeLessThanOrEqual(40);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
