import { minorToNumber, type Market } from '@exchange/contracts';
import { formatAmount, realtimeStore } from '@exchange/shared';
import { fakeNetwork, renderRoute } from '@exchange/shared/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { betSlipStore } from '../features/bet-slip/stores/bet-slip-store';
import { allSportsBrand, marketPrices, player, sportEvent } from '../testing/sports-fixtures';
import { MarketsPage } from './markets-page';

// The slip on the house's markets (DESIGN 7): a bookmaker quote is 0–100 (a back wins S·k/100, a
// lay risks S·k/100); a fancy line is YES/NO at a rate (YES wins S·R/100 at the line or more and
// loses S below it; NO wins S below the line and loses S·R/100 at it or more). The house sets the
// price, so the slip has no odds to edit, no "accept better odds" and no in-play choice.

const event = sportEvent({ id: 41, title: 'India v England', dreamEventId: '42.41' });
const route = '/markets/:eventid?/:dreamEventId';
const amount = (minor: bigint) => formatAmount(minorToNumber(minor), 'en');

const bookmaker: Market = {
  id: '1.41',
  eventId: 41,
  name: 'Bookmaker',
  type: 'BOOKMAKER',
  kind: 'bookmaker',
  betDelay: 0,
  runners: [
    { id: 1, name: 'India', sortPriority: 1 },
    { id: 2, name: 'England', sortPriority: 2 },
  ],
  prices: marketPrices(
    '1.41',
    [
      { runnerId: 1, back: [{ price: 45, size: 100_000 }], lay: [{ price: 48, size: 100_000 }] },
      { runnerId: 2, back: [{ price: 110, size: 100_000 }], lay: [{ price: 115, size: 100_000 }] },
    ],
    { inPlay: false },
  ),
};

const fancy: Market = {
  id: '1.42',
  eventId: 41,
  name: 'Fancy',
  type: 'FANCY',
  kind: 'fancy',
  betDelay: 0,
  runners: [{ id: 7, name: '6 over runs IND', sortPriority: 1 }],
  prices: marketPrices('1.42', [{ runnerId: 7, no: { line: 40, rate: 110 }, yes: { line: 42, rate: 90 } }], {
    inPlay: false,
  }),
};

const limits = [
  { marketType: 'BOOKMAKER', minStake: 100, maxStake: 200_000, maxProfit: 500_000 },
  { marketType: 'FANCY', minStake: 100, maxStake: 100_000, maxProfit: 2000 },
];

const houseBet = (overrides: Record<string, unknown>) => ({
  id: 601,
  eventId: 41,
  eventName: 'India v England',
  sportId: 4,
  marketId: '1.41',
  marketName: 'Bookmaker',
  marketType: 'BOOKMAKER',
  runnerId: 1,
  runnerName: 'India',
  side: 'BACK',
  odds: 45,
  stake: 1000,
  matchedStake: 1000,
  unmatchedStake: 0,
  averageMatchedOdds: 45,
  status: 'MATCHED',
  persistence: 'KEEP',
  placedAt: '2030-01-01T12:00:00.000Z',
  ...overrides,
});

function answerPage() {
  const network = fakeNetwork();
  network.on('GET', 'Market/GetByEventId').ok({ event, markets: [bookmaker, fancy] });
  network.on('GET', 'api/services/app/Sport/GetScoreCard').fail(404, 'No score for this event.');
  network.on('GET', 'api/services/app/Sport/GetVideoLink').ok({ eventId: 41, url: null });
  network.on('GET', 'Bet/GetUserExpectedProfitLoss').ok([]);
  network.on('GET', 'Bet/GetUserOpenBets').ok({ openBets: [], balance: 10_000, exposure: 0 });
  network.on('GET', 'Odds/GetUserLimits').ok(limits);
  return network;
}

async function openSlip(button: string) {
  const page = await renderRoute(<MarketsPage />, {
    path: '/markets/41/42.41',
    route,
    session: player,
    settings: allSportsBrand,
  });
  await page.user.click(await screen.findByRole('button', { name: button }, { timeout: 5000 }));
  const slip = await screen.findByRole('form', { name: /^Bet slip: / });
  return { ...page, slip };
}

const runnerRow = (slip: HTMLElement, name: string) => within(slip).getByText(name).closest('li')?.textContent ?? '';

describe('the bet slip on bookmaker and fancy markets', { timeout: 30_000 }, () => {
  beforeEach(() => realtimeStore.setState({ connectionState: 'connected' }));
  afterEach(() => betSlipStore.getState().reset());

  it('reads a bookmaker back as a rate per 100: wins stake × rate / 100, each runner’s P/L if matched', async () => {
    answerPage();
    const { slip, user } = await openSlip('Back India 45');
    expect(within(slip).getByText('Rate 45')).toBeDefined();
    expect(within(slip).queryByRole('textbox', { name: 'Odds' })).toBeNull();
    expect(within(slip).queryByRole('checkbox', { name: 'Accept better odds' })).toBeNull();
    expect(within(slip).queryByRole('radio', { name: 'Keep' })).toBeNull();
    await user.type(within(slip).getByRole('textbox', { name: 'Stake' }), '1000');
    expect(within(slip).getByText(/^Profit:/).textContent).toContain(amount(450_00n));
    expect(runnerRow(slip, 'India')).toContain(amount(450_00n));
    expect(runnerRow(slip, 'England')).toContain(`-${amount(1000_00n)}`);
    expect(within(slip).getByText(/^Market exposure if matched:/).textContent).toContain(amount(1000_00n));
  });

  it('gives a bookmaker lay a liability of stake × rate / 100, and sends the house’s rate', async () => {
    const network = answerPage();
    const held = network.on('POST', 'Bet/PlaceBetV2').hold();
    const { slip, user } = await openSlip('Lay England 115');
    await user.type(within(slip).getByRole('textbox', { name: 'Stake' }), '200');
    expect(within(slip).getByText(/^Liability:/).textContent).toContain(amount(230_00n));
    expect(runnerRow(slip, 'England')).toContain(`-${amount(230_00n)}`);
    expect(runnerRow(slip, 'India')).toContain(amount(200_00n));
    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
    const sent = await held.sent;
    expect(sent.body).toMatchObject({ marketId: '1.41', runnerId: 2, side: 'LAY', odds: 115, stake: 200 });
    expect(sent.body).not.toHaveProperty('persistence');
    held.ok({
      bet: houseBet({
        runnerId: 2,
        runnerName: 'England',
        side: 'LAY',
        odds: 115,
        averageMatchedOdds: 115,
        stake: 200,
        matchedStake: 200,
      }),
      balance: 10_000,
      exposure: 230,
    });
    expect(await screen.findByText(`Bet placed and matched: Lay England, ${amount(200_00n)} at 115.`)).toBeDefined();
  });

  it('shows a fancy YES winning stake × rate / 100 at its line or more and losing the stake below it', async () => {
    answerPage();
    const { slip, user } = await openSlip('Yes 6 over runs IND 42');
    expect(within(slip).getByText('Line 42 · Rate 90')).toBeDefined();
    await user.type(within(slip).getByRole('textbox', { name: 'Stake' }), '500');
    expect(within(slip).getByText(/^Profit:/).textContent).toContain(amount(450_00n));
    expect(runnerRow(slip, '42 or more')).toContain(amount(450_00n));
    expect(runnerRow(slip, 'Below 42')).toContain(`-${amount(500_00n)}`);
  });

  it('shows a fancy NO winning the stake below its line and risking stake × rate / 100 at it or more', async () => {
    const network = answerPage();
    const held = network.on('POST', 'Bet/PlaceBetV2').hold();
    const { slip, user } = await openSlip('No 6 over runs IND 40');
    await user.type(within(slip).getByRole('textbox', { name: 'Stake' }), '300');
    expect(within(slip).getByText(/^Liability:/).textContent).toContain(amount(330_00n));
    expect(runnerRow(slip, '40 or more')).toContain(`-${amount(330_00n)}`);
    expect(runnerRow(slip, 'Below 40')).toContain(amount(300_00n));
    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect((await held.sent).body).toMatchObject({ marketId: '1.42', runnerId: 7, side: 'NO', odds: 40, stake: 300 });
  });

  it('holds a fancy bet to the fancy limits before sending', async () => {
    const network = answerPage();
    const { slip, user } = await openSlip('Yes 6 over runs IND 42');
    await user.type(within(slip).getByRole('textbox', { name: 'Stake' }), '3000');
    // 3000 × 90 / 100 = 2700 would win more than the fancy market's 2000.
    expect((await within(slip).findByRole('alert')).textContent).toBe(
      `This bet could win ${amount(2700_00n)}; one bet may win at most ${amount(2000_00n)}.`,
    );
    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect(network.requestsTo('POST', 'Bet/PlaceBetV2')).toHaveLength(0);
  });
});
