import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';

import { appDefinition, brandUrl } from '../../scripts/lib/apps.mjs';
import { expect, test } from '../fixtures';
import { adminHeaders, signInPlayer } from '../support/session';

interface CreatedMarket {
  id: string;
  runners: { id: number; name: string }[];
}

interface CreatedEvent {
  event: { id: number; dreamEventId: string; title: string };
  markets: CreatedMarket[];
}

/** An event made through the admin surface: starting now puts it in play at once. */
async function createEvent(
  request: APIRequestContext,
  api: string,
  {
    title,
    competition = 'E2E Cup',
    sportId = 3,
    openDate,
  }: { title: string; competition?: string; sportId?: number; openDate?: string },
): Promise<CreatedEvent> {
  const [home = 'Home', away = 'Away'] = title.split(' v ');
  const response = await request.post(`${api}/admin/sports/events`, {
    headers: adminHeaders,
    data: {
      sportId,
      competition,
      title,
      participants: [home, away],
      ...(openDate === undefined ? {} : { openDate }),
      markets: [{ name: 'Match Odds', type: 'MATCH_ODDS', runners: [home, away] }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { result: CreatedEvent }).result;
}

/** The first content of a page after a navigation: the remote's chunk and its data, on a busy machine. */
const firstPaint = { timeout: 20_000 };

// axe reads a whole page with many price buttons; on a busy machine a scan takes seconds.
test.describe.configure({ timeout: 120_000 });

async function adminCall(request: APIRequestContext, url: string, data?: unknown) {
  const response = await request.post(url, { headers: adminHeaders, ...(data === undefined ? {} : { data }) });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Pins the best back and lay of each runner of an exchange market, in runner order. */
async function priceMarket(
  request: APIRequestContext,
  api: string,
  market: CreatedMarket | undefined,
  prices: [number, number][],
) {
  if (market === undefined) throw new Error('The event came without its market.');
  await adminCall(request, `${api}/admin/sports/markets/${market.id}/prices`, {
    runners: market.runners.map((runner, index) => ({
      runnerId: runner.id,
      back: prices[index]?.[0],
      lay: prices[index]?.[1],
    })),
  });
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(', ')})`,
    );
}

test('a player sees the cricket list with prices, pins an event and finds it first after a reload', async ({
  page,
  context,
  request,
  apps,
}) => {
  const api = apps.url('api');
  await signInPlayer(context, request, api, { username: 'pinner' });
  const later = new Date(Date.now() + 6 * 3_600_000).toISOString();
  const { markets } = await createEvent(request, api, {
    title: 'Kolkata v Delhi',
    competition: 'Pin League',
    openDate: later,
  });
  await priceMarket(request, api, markets[0], [
    [1.8, 1.82],
    [2.2, 2.24],
  ]);
  await page.goto('/matchlist/3');
  await expect(page.getByRole('heading', { level: 1, name: 'Cricket' })).toBeVisible(firstPaint);
  const row = page.locator('li', { has: page.getByRole('link', { name: 'Kolkata v Delhi' }) });
  // Each best price is a button that opens the slip for its outcome.
  const kolkata = row.getByRole('group', { name: '1: Kolkata' });
  await expect(kolkata.getByRole('button', { name: 'Back Kolkata 1.8' })).toHaveText('1.8', firstPaint);
  await expect(kolkata.getByRole('button', { name: 'Lay Kolkata 1.82' })).toHaveText('1.82');
  const delhi = row.getByRole('group', { name: '2: Delhi' });
  await expect(delhi.getByRole('button', { name: 'Back Delhi 2.2' })).toHaveText('2.2');
  await expect(delhi.getByRole('button', { name: 'Lay Delhi 2.24' })).toHaveText('2.24');

  await row.getByRole('button', { name: 'Pin Kolkata v Delhi' }).click();
  // The page's first group (the sports menu's heading is outside main).
  const firstGroup = page.getByRole('main').getByRole('heading', { level: 2 }).first();
  await expect(firstGroup).toHaveText('Pinned');
  await expect(page.getByRole('list', { name: 'Pinned' }).getByRole('link', { name: 'Kolkata v Delhi' })).toBeVisible();

  await page.reload();
  await expect(firstGroup).toHaveText('Pinned', firstPaint);
  await expect(page.getByRole('list', { name: 'Pinned' }).getByRole('link', { name: 'Kolkata v Delhi' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pins'))).toMatch(/^\[\d+\]$/);
});

test('a finished event stays on its match list as finished and its market page says so', async ({
  page,
  context,
  request,
  apps,
}) => {
  const api = apps.url('api');
  await signInPlayer(context, request, api, { username: 'finisher' });
  const { markets } = await createEvent(request, api, { title: 'Pune v Goa' });
  const market = markets[0];
  if (market === undefined) throw new Error('The event came without its market.');
  // An operator's event ends with its last market.
  await adminCall(request, `${api}/admin/sports/markets/${market.id}/close`);

  await page.goto('/matchlist/3');
  const finished = page.getByRole('list', { name: 'Finished' });
  const row = finished.locator('li', { has: page.getByRole('link', { name: 'Pune v Goa' }) });
  await expect(row.getByText('Finished', { exact: true })).toBeVisible(firstPaint);
  await expect(row.getByRole('group')).toHaveCount(0);
  // The last group of the lists (the bet slip's panel beside them is not one).
  await expect(page.getByRole('main').locator('section > h2').last()).toHaveText('Finished');

  await row.getByRole('link', { name: 'Pune v Goa' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pune v Goa' })).toBeVisible(firstPaint);
  await expect(page.getByRole('status').filter({ hasText: 'This event has finished' })).toHaveText(
    'This event has finished. Its markets are closed.',
  );
  await expect(page.locator(`[data-market-id="${market.id}"]`)).toHaveAttribute('data-market-state', 'CLOSED');
});

test('an in-play market follows an admin price change and a suspension within two seconds', async ({
  page,
  context,
  request,
  apps,
}) => {
  const api = apps.url('api');
  await signInPlayer(context, request, api, { username: 'watcher' });
  const { event, markets } = await createEvent(request, api, { title: 'Chennai v Mumbai' });
  const market = markets[0];
  if (market === undefined) throw new Error('The event came without its market.');
  const [chennai, mumbai] = market.runners;
  await priceMarket(request, api, market, [
    [2.5, 2.52],
    [1.6, 1.62],
  ]);
  await page.goto(`/markets/${event.id}/${encodeURIComponent(event.dreamEventId)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Chennai v Mumbai' })).toBeVisible(firstPaint);
  const card = page.getByRole('region', { name: 'Match Odds' });
  // The market shows prices (the crowd of an in-play market may have taken the best one meanwhile).
  await expect(card.getByRole('button', { name: /^Back Chennai \d/ }).first()).toBeEnabled(firstPaint);

  await adminCall(request, `${api}/admin/sports/markets/${market.id}/prices`, {
    runners: [
      { runnerId: chennai?.id, back: 3.45, lay: 3.5 },
      { runnerId: mumbai?.id, back: 1.4, lay: 1.41 },
    ],
  });
  await expect(card.getByRole('button', { name: 'Back Chennai 3.45' })).toBeVisible({ timeout: 2_000 });
  await expect(card.getByRole('button', { name: 'Lay Mumbai 1.41' })).toBeVisible({ timeout: 2_000 });

  await adminCall(request, `${api}/admin/sports/markets/${market.id}/suspend`);
  await expect(card.getByText('Suspended')).toBeVisible({ timeout: 2_000 });
  await expect(card.getByRole('button', { name: 'Back Chennai 3.45' })).toBeDisabled({ timeout: 2_000 });
  await expect(card).toHaveAttribute('data-market-state', 'SUSPENDED');
});

// Debian's Chromium plays HLS itself; hls.js (Media Source Extensions) is what browsers without it
// use, so the second run hides the native support to prove that path plays the same H.264 stream.
// The page asks the TV stream service (POST api/TvStream/GetStream, ok when its status is 1) for the
// event's stream, and plays the signed address it answers, not the feed the video link names.
for (const player of ['native', 'hls.js'] as const) {
  test(`an in-play event's live TV plays the stream the TV stream service answers (${player})`, async ({
    page,
    context,
    request,
    apps,
  }) => {
    const api = apps.url('api');
    await signInPlayer(context, request, api, { username: `viewer-${player.replace('.', '')}` });
    if (player === 'hls.js') {
      await page.addInitScript(() => {
        const canPlayType = HTMLMediaElement.prototype.canPlayType;
        HTMLMediaElement.prototype.canPlayType = function (this: HTMLMediaElement, type: string) {
          return type.toLowerCase().includes('mpegurl') ? '' : canPlayType.call(this, type);
        };
      });
    }
    const title = player === 'native' ? 'Hyderabad v Lucknow' : 'Jaipur v Gujarat';
    const { event } = await createEvent(request, api, { title });
    await page.goto(`/markets/${event.id}/${encodeURIComponent(event.dreamEventId)}`);
    const streamAnswer = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname.endsWith('/api/TvStream/GetStream') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Watch live TV' }).click(firstPaint);
    const answered = await streamAnswer;
    expect(answered.status()).toBe(200);
    expect(answered.request().postDataJSON()).toMatchObject({ eventId: event.id });
    const stream = (await answered.json()) as { status: number; url: string; expiresAt: string };
    expect(stream.status).toBe(1);
    expect(stream.url).toMatch(/\/cdn\/media\/live\/[^/]+\/index\.m3u8$/);
    expect(Date.parse(stream.expiresAt)).toBeGreaterThan(Date.now());
    const video = page.getByLabel(`Live TV: ${title}`);
    await expect(video).toBeVisible(firstPaint);
    // Playing, not only loaded: the clock of the stream moves and decoded frames have been shown.
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(1);
    const shown = await video.evaluate((element: HTMLVideoElement) => ({
      source: element.currentSrc,
      width: element.videoWidth,
      frames: element.getVideoPlaybackQuality().totalVideoFrames,
    }));
    if (player === 'native') expect(shown.source).toBe(stream.url);
    else expect(shown.source).toMatch(/^blob:/);
    expect(await video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(2);
    expect(shown.width).toBeGreaterThan(0);
    expect(shown.frames).toBeGreaterThan(0);
    await expect(page.getByText('This browser cannot play the stream.')).toHaveCount(0);
  });
}

test('the index shows a visitor at most two events of each sport', async ({ page, request, apps }) => {
  const api = apps.url('api');
  for (const title of ['Perth v Hobart', 'Sydney v Melbourne', 'Adelaide v Brisbane']) {
    await createEvent(request, api, { title, competition: 'Index Bash' });
  }
  await page.goto('/');
  await expect(page).toHaveURL('/index', firstPaint);
  const lists = page.getByRole('main').getByRole('list');
  await expect(lists.first()).toBeVisible(firstPaint);
  const names = await lists.evaluateAll((elements) => elements.map((list) => list.getAttribute('aria-label')));
  expect(names).toContain('Cricket');
  for (const name of names) {
    await expect(page.getByRole('list', { name: name ?? '', exact: true }).locator(':scope > li')).not.toHaveCount(0);
    expect(
      await page
        .getByRole('list', { name: name ?? '', exact: true })
        .locator(':scope > li')
        .count(),
    ).toBeLessThanOrEqual(2);
  }
});

test('a sport the brand switches off is absent from the menu, the pages and the search', async ({
  page,
  context,
  request,
  apps,
}) => {
  const api = apps.url('api');
  await signInPlayer(context, request, api, { username: 'purplefan' });
  // purple.localhost offers football, tennis and cricket: no kabaddi, no horse racing.
  const purple = (path: string) => `${brandUrl(appDefinition('host').url, 'purple')}${path}`;
  await createEvent(request, api, { title: 'Patna v Jaipur', competition: 'Kabaddi League', sportId: 25 });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(purple('/inplay'));
  await expect(page.getByRole('heading', { level: 1, name: 'In-Play' })).toBeVisible(firstPaint);
  const sportsMenu = page.getByRole('navigation', { name: 'Sports' });
  await expect(sportsMenu.getByRole('link', { name: 'Cricket' })).toBeVisible();
  await expect(sportsMenu.getByText('Kabaddi')).toHaveCount(0);
  await expect(sportsMenu.getByText('Horse Racing')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Cricket' })).toBeVisible(firstPaint);
  await expect(page.getByRole('list', { name: 'Kabaddi' })).toHaveCount(0);
  await expect(page.getByText('Patna v Jaipur')).toHaveCount(0);

  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('textbox', { name: 'Search sports, events and pages' }).fill('Patna');
  await expect(page.getByRole('status')).toHaveText('Nothing matches “Patna”.');
  await page.keyboard.press('Escape');

  await page.goto(purple('/matchlist/25'));
  await expect(page.getByText('Kabaddi is not offered to you on this site.')).toBeVisible(firstPaint);
});

for (const language of ['en', 'hi'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`the match list and a market page have no serious accessibility problems (${language}, ${scheme})`, async ({
      page,
      context,
      request,
      apps,
    }) => {
      const api = apps.url('api');
      await signInPlayer(context, request, api, { username: `axe${language}${scheme}` });
      await context.addInitScript(
        ({ language, scheme }) => {
          window.localStorage.setItem('language', language);
          window.localStorage.setItem('colorScheme', scheme);
        },
        { language, scheme },
      );
      const { event, markets } = await createEvent(request, api, { title: `Axe ${language} v Axe ${scheme}` });
      await priceMarket(request, api, markets[0], [
        [1.8, 1.82],
        [2.2, 2.24],
      ]);
      await page.goto('/matchlist/3');
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'hi' ? 'hi' : 'en');
      await expect(page.locator('li', { has: page.getByRole('link', { name: event.title }) })).toBeVisible(firstPaint);
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(`/markets/${event.id}/${encodeURIComponent(event.dreamEventId)}`);
      await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible(firstPaint);
      await expect(
        page
          .getByRole('region')
          .filter({ has: page.getByRole('button') })
          .first(),
      ).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
