import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { expect as baseExpect, test } from '../fixtures';
import { makeEvent, openMarket, placeBetThroughApi, type MadeEvent } from '../support/betting';
import { adminHeaders, signInPlayer, type TestPlayer } from '../support/session';

// A player who reads Hindi meets every refusal the bet slip can show and a statement with betting,
// commission and casino lines, each in Hindi: the api sends a refusal or a line as a code and its
// values, and the page says it in the player's language. Names (teams, markets, games, the brand)
// stay as they are written, as do abbreviations a Hindi reader uses as they are (CSV); no other
// Latin-script word may appear.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('language', 'hi'));
});

/** Latin-script words of three letters or more left once the names the page may show are taken out. */
async function latinWordsIn(locator: Locator, names: readonly string[]): Promise<string[]> {
  let text = await locator.innerText();
  for (const name of [...names].sort((a, b) => b.length - a.length)) text = text.replaceAll(name, ' ');
  return text.match(/[A-Za-z]{3,}/g) ?? [];
}

const slipOf = (page: Page) => page.getByRole('form', { name: /^बेट स्लिप: / });

async function placeFromSlip(page: Page, stake: string): Promise<Locator> {
  const slip = slipOf(page);
  await slip.getByRole('textbox', { name: 'दांव' }).fill(stake);
  await slip.getByRole('button', { name: 'बेट लगाएँ' }).click();
  return slip.getByRole('alert');
}

async function adminPost(request: APIRequestContext, url: string, data: object = {}) {
  const response = await request.post(url, { headers: adminHeaders, data });
  expect(response.ok(), await response.text()).toBe(true);
}

const asPlayer = (player: TestPlayer) => ({ authorization: `Bearer ${player.accessToken}` });

/** Uses up the player's placements of this minute (a request the api refuses still counts). */
async function exhaustPlacements(request: APIRequestContext, api: string, player: TestPlayer): Promise<void> {
  await expect(async () => {
    const response = await request.post(`${api}/Bet/PlaceBetV2`, { headers: asPlayer(player), data: {} });
    expect(response.status()).toBe(429);
  }).toPass({ timeout: 60_000, intervals: [0] });
}

test('the slip says each refusal in Hindi: minimum stake, suspended, balance, loss limit and rate limit', async ({
  page,
  context,
  request,
  apps,
}) => {
  const api = apps.url('api');
  const player = await signInPlayer(context, request, api, { username: 'hindi-slip', balance: '500.00' });
  const event = await makeEvent(request, api);
  const names = [event.title, 'Alpha FC', 'Beta FC', 'Match Odds', 'Test League'];
  await openMarket(page, event);
  await page.getByRole('button', { name: 'बैक Alpha FC 2' }).click();
  const slip = slipOf(page);
  const said = async (alert: Locator, ...figures: (string | RegExp)[]) => {
    for (const figure of figures) await expect(alert).toContainText(figure);
    expect(await latinWordsIn(alert, names)).toEqual([]);
  };

  // The slip's own check, before sending.
  await slip.getByRole('textbox', { name: 'दांव' }).fill('50');
  await said(slip.getByRole('alert'), '100.00');

  // The api's refusals, each as its code and values.
  await said(await placeFromSlip(page, '600'), '500.00', '600.00');

  const limits = await request.post(`${api}/ResponsiblePlay/SetLimits`, {
    headers: asPlayer(player),
    data: { kind: 'loss', daily: '100.00', weekly: '' },
  });
  expect(limits.ok(), await limits.text()).toBe(true);
  await said(await placeFromSlip(page, '150'), '150.00', '100.00');

  await adminPost(request, `${api}/admin/sports/markets/${event.market.id}/suspend`);
  await slip.getByRole('textbox', { name: 'दांव' }).fill('100');
  await expect(slip).toContainText(/मार्केट/);
  expect(await latinWordsIn(slip, names)).toEqual([]);
  await adminPost(request, `${api}/admin/sports/markets/${event.market.id}/resume`);

  await exhaustPlacements(request, api, player);
  // The wait left in the minute: seconds, or "1 मिनट" when the whole minute is left.
  await said(await placeFromSlip(page, '100'), /सेकंड|मिनट/);

  // Nothing else on the page is English either.
  expect(await latinWordsIn(page.locator('main'), names)).toEqual([]);
});

/** The crash game's launch token for the player, as the lobby's launch gets it. */
async function crashLaunchToken(request: APIRequestContext, api: string, player: TestPlayer): Promise<string> {
  const launched = await request.post(`${api}/Casino/GetGameUrl`, {
    headers: asPlayer(player),
    // The crash game as contracts' `crashGame` names it.
    data: { userId: player.id, gameCode: 'sbe_aviator', gameId: 201206, country: 'IN' },
  });
  expect(launched.ok(), await launched.text()).toBe(true);
  const { result } = (await launched.json()) as { result: { url: string } };
  return new URL(result.url).hash.replace('#token=', '');
}

async function settle(request: APIRequestContext, api: string, event: MadeEvent, winner: string) {
  const runner = event.market.runners.find((candidate) => candidate.name === winner);
  await adminPost(request, `${api}/admin/markets/${event.market.id}/settle`, { winnerRunnerId: runner?.id });
}

test('the statement says betting, commission and casino lines in Hindi', async ({ page, context, request, apps }) => {
  const api = apps.url('api');
  const player = await signInPlayer(context, request, api, { username: 'hindi-statement', balance: '10000.00' });
  const event = await makeEvent(request, api);
  const alpha = event.market.runners.find((runner) => runner.name === 'Alpha FC');
  await placeBetThroughApi(request, api, player, {
    marketId: event.market.id,
    runnerId: alpha?.id,
    side: 'BACK',
    odds: 2,
    stake: 300,
  });
  await settle(request, api, event, 'Alpha FC');

  // A crash-game stake: the round may be flying, so the next round's betting is waited for.
  const launch = await crashLaunchToken(request, api, player);
  await expect(async () => {
    const bet = await request.post(`${api}/casino/crash/bets`, {
      headers: { authorization: `Bearer ${launch}` },
      data: { stake: '100' },
    });
    expect(bet.status(), await bet.text()).toBe(200);
  }).toPass({ timeout: 60_000 });

  await page.goto('/account-cash-statement');
  const table = page.locator('[data-remote="account"]').getByRole('table');
  const rowOf = (text: string | RegExp) => table.getByRole('row').filter({ hasText: text });
  await expect(rowOf(`${event.title} — Match Odds: जीते`)).toContainText('300.00');
  await expect(rowOf(/कमीशन/)).toContainText('6.00');
  await expect(rowOf(/Aviator राउंड \d+: दाँव/)).toContainText('100.00');
  expect(await latinWordsIn(page.locator('main'), [event.title, 'Match Odds', 'Aviator', 'CSV'])).toEqual([]);
});
