import { randomUUID } from 'node:crypto';

import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { expect } from '../fixtures';
import { adminHeaders, type TestPlayer } from './session';

// Events made for a test through the admin surface, with pinned prices, so every figure a test
// asserts is known in advance.

export interface MadeMarket {
  id: string;
  name: string;
  runners: { id: number; name: string }[];
}

export interface MadeEvent {
  eventId: number;
  title: string;
  dreamEventId: string;
  /** The first market (Match Odds). */
  market: MadeMarket;
  markets: MadeMarket[];
}

interface MarketSpec {
  name: string;
  type: 'MATCH_ODDS' | 'BOOKMAKER' | 'FANCY';
  betDelay?: number;
  runners: (string | { name: string; line?: number })[];
}

let counter = 0;

/** An event of Alpha FC v Beta FC whose Match Odds are pinned at 2 / 2.02 and 1.9 / 1.92, plus any other markets. */
export async function makeEvent(
  request: APIRequestContext,
  apiUrl: string,
  { inPlay = false, extraMarkets = [] as MarketSpec[] } = {},
): Promise<MadeEvent> {
  counter += 1;
  const title = `Alpha FC v Beta FC ${counter}`;
  const openDate = new Date(Date.now() + (inPlay ? 0 : 6 * 3600_000)).toISOString();
  const response = await request.post(`${apiUrl}/admin/sports/events`, {
    headers: adminHeaders,
    data: {
      sportId: 1,
      competition: 'Test League',
      title,
      participants: ['Alpha FC', 'Beta FC'],
      ...(inPlay ? {} : { openDate }),
      markets: [
        { name: 'Match Odds', type: 'MATCH_ODDS', betDelay: inPlay ? 2 : 0, runners: ['Alpha FC', 'Beta FC'] },
        ...extraMarkets,
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { result } = (await response.json()) as {
    result: { event: { id: number; dreamEventId: string }; markets: MadeMarket[] };
  };
  const market = result.markets.find((made) => made.name === 'Match Odds');
  if (market === undefined) throw new Error('The event has no Match Odds market');
  await pinPrices(request, apiUrl, market, [2, 2.02], [1.9, 1.92]);
  return { eventId: result.event.id, title, dreamEventId: result.event.dreamEventId, market, markets: result.markets };
}

/**
 * The stake the market maker offers at each pinned best price: more than any test stakes, so a bet
 * at a pinned price is matched in full. Left to the maker, it is drawn at random per market (from
 * 50), and with workers sharing the api a test's market, and so its draw, differs from run to run.
 */
export const pinnedDepth = 10_000;

/** Pins each runner's best back and lay (exchange, bookmaker) in runner order, `pinnedDepth` deep. */
export async function pinPrices(
  request: APIRequestContext,
  apiUrl: string,
  market: MadeMarket,
  ...prices: [number, number][]
): Promise<void> {
  await pinQuotes(
    request,
    apiUrl,
    market,
    prices.map(([back, lay]) => ({ back, lay, size: pinnedDepth })),
  );
}

/**
 * Pins each runner's quotes in runner order: `back`/`lay` (and an exchange's `size` at them), or a
 * fancy line's `no`/`yes` and `rate`.
 */
export async function pinQuotes(
  request: APIRequestContext,
  apiUrl: string,
  market: MadeMarket,
  quotes: { back?: number; lay?: number; size?: number; no?: number; yes?: number; rate?: number }[],
): Promise<void> {
  const response = await request.post(`${apiUrl}/admin/sports/markets/${market.id}/prices`, {
    headers: adminHeaders,
    data: { runners: market.runners.map((runner, index) => ({ runnerId: runner.id, ...quotes[index] })) },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

export interface OpenBetSeen {
  id: number;
  status: string;
  side: string;
  odds: number;
  stake: number;
  matchedStake: number;
  marketId: string;
}

export async function openBetsOf(
  request: APIRequestContext,
  apiUrl: string,
  player: TestPlayer,
): Promise<OpenBetSeen[]> {
  const response = await request.get(`${apiUrl}/Bet/GetUserOpenBets`, {
    headers: { authorization: `Bearer ${player.accessToken}` },
  });
  return ((await response.json()) as { result: { openBets: OpenBetSeen[] } }).result.openBets;
}

/**
 * Waits until the page's local copy of the open bets (`OpenBets`) lists `count` bets. A page loaded
 * after that starts from the copy and calls nothing for it (specification: on reload, open bets come
 * from the local copy, fetched only when missing), so a test that loads another page right after a
 * placement waits for the refresh that follows the placement to land first: loaded before, the page
 * shows the copy from before the bet until something else refreshes it.
 */
export async function waitForStoredOpenBets(page: Page, count: number): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const stored = JSON.parse(window.localStorage.getItem('OpenBets') ?? 'null') as { openBets?: unknown[] } | null;
        return stored?.openBets?.length ?? 0;
      }),
    )
    .toBe(count);
}

/** Opens the event's market page and answers the market's region. */
export async function openMarket(page: Page, event: MadeEvent, name = 'Match Odds') {
  await page.goto(`/markets/${event.eventId}/${event.dreamEventId}`);
  return page.getByRole('region', { name });
}

export const slipOf = (page: Page) => page.getByRole('form', { name: /^Bet slip: / });

export interface ApiBet {
  marketId: string;
  runnerId: number | undefined;
  side: 'BACK' | 'LAY';
  odds: number;
  stake: number;
}

/** Places `bet` for `player` through the api, as a slip would (a fresh idempotency key), and expects it taken. */
export async function placeBetThroughApi(
  request: APIRequestContext,
  apiUrl: string,
  player: TestPlayer,
  bet: ApiBet,
): Promise<void> {
  const placed = await request.post(`${apiUrl}/Bet/PlaceBetV2`, {
    headers: { authorization: `Bearer ${player.accessToken}` },
    data: { idempotencyKey: randomUUID(), ...bet },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
}

/** Whether the element at `locator`'s own centre is it (or its text): nothing lies over it. */
export async function isOnTop(locator: Locator): Promise<boolean> {
  await locator.scrollIntoViewIfNeeded();
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const found = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return found !== null && element.contains(found);
  });
}
