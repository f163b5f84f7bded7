import {
  cashOut,
  fail,
  minorToNumber,
  parseMinor,
  projectedProfitLoss,
  refusal,
  refusalText,
  type Market,
} from '@exchange/contracts';
import {
  formatAmount,
  realtimeStore,
  reportApiAnswered,
  reportApiUnreachable,
  sessionStore,
  uiStore,
} from '@exchange/shared';
import { fakeNetwork, renderRoute, type SessionSeed } from '@exchange/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';

import { betSlipStore } from '../features/bet-slip/stores/bet-slip-store';
import { allSportsBrand, matchedIn, matchOdds, player, playerBet, sportEvent } from '../testing/sports-fixtures';
import { MarketsPage } from './markets-page';

const event = sportEvent({ id: 31, title: 'India v Australia', dreamEventId: '32.31' });
const route = '/markets/:eventid?/:dreamEventId';
const upcoming = (market: Market): Market => ({ ...market, prices: { ...market.prices, inPlay: false } });
const defaultMarket = upcoming(matchOdds('1.31', 31, ['India', 'Australia', 'Draw']));

const placedBet = playerBet(501, matchedIn(1.5));

function answerPage(markets: Market[] = [defaultMarket], profitLoss: unknown[] = []) {
  const network = fakeNetwork();
  network.on('GET', 'Market/GetByEventId').ok({ event, markets });
  network.on('GET', 'api/services/app/Sport/GetScoreCard').fail(404, 'No score for this event.');
  network.on('GET', 'api/services/app/Sport/GetVideoLink').ok({ eventId: 31, url: null });
  network.on('GET', 'Bet/GetUserExpectedProfitLoss').ok(profitLoss);
  network.on('GET', 'Bet/GetUserOpenBets').ok({ openBets: [], balance: 10_000, exposure: 0 });
  network
    .on('GET', 'Odds/GetUserLimits')
    .ok([{ marketType: 'MATCH_ODDS', minStake: 100, maxStake: 50_000, maxProfit: 200_000 }]);
  return network;
}

async function openSlip(button = 'Back India 1.5', session: SessionSeed = player) {
  const page = await renderRoute(<MarketsPage />, {
    path: '/markets/31/32.31',
    route,
    session,
    settings: allSportsBrand,
  });
  await page.user.click(await screen.findByRole('button', { name: button }, { timeout: 5000 }));
  const slip = await screen.findByRole('form', { name: /^Bet slip: / });
  return { ...page, slip };
}

const amount = (minor: bigint) => formatAmount(minorToNumber(minor), 'en');

// Whole pages driven by user events: slow on a busy machine, so each test has 30 s.
describe('the bet slip on the market page', { timeout: 30_000 }, () => {
  beforeEach(() => realtimeStore.setState({ connectionState: 'connected' }));
  afterEach(() => betSlipStore.getState().reset());

  it('opens under the runner pressed with the odds, a Stake field and the default quick stakes', async () => {
    answerPage();
    const { slip } = await openSlip();
    expect(within(slip).getByRole('heading', { name: 'Bet slip: Back India' })).toBeDefined();
    expect((within(slip).getByRole('textbox', { name: 'Odds' }) as HTMLInputElement).value).toBe('1.5');
    expect(within(slip).getByRole('textbox', { name: 'Stake' })).toBeDefined();
    const quick = within(within(slip).getByRole('group', { name: 'Quick stakes' })).getAllByRole('button');
    expect(quick.map((button) => button.textContent)).toEqual(['100', '500', '1k', '2k', '3k', '4k', '5k', '6k']);
    expect(within(slip).getByRole('button', { name: 'Place bet' })).toBeDefined();
    expect(within(slip).getByRole('button', { name: 'Cancel' })).toBeDefined();
    expect(within(slip).getByRole('checkbox', { name: 'Accept better odds' })).toBeDefined();
    expect(within(slip).getByRole('radio', { name: 'Keep' })).toBeDefined();
  });

  it('places on one click only once one-click betting is on, confirmed the first time, with the stake chosen', async () => {
    const network = answerPage();
    network.on('POST', 'Bet/PlaceBetV2').ok({ bet: placedBet, balance: 9500, exposure: 500 });
    const { user } = await renderRoute(<MarketsPage />, {
      path: '/markets/31/32.31',
      route,
      session: player,
      settings: allSportsBrand,
    });
    const price = await screen.findByRole('button', { name: 'Back India 1.5' }, { timeout: 5000 });
    // Off: a press opens the slip and sends nothing.
    await user.click(price);
    expect(await screen.findByRole('form', { name: 'Bet slip: Back India' })).toBeDefined();
    expect(network.requestsTo('POST', 'Bet/PlaceBetV2')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('switch', { name: 'One-click betting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on one-click betting?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    // Once the dialog has gone (the page behind it is hidden from assistive technology until then).
    const stakes = await screen.findByRole('group', { name: 'Stake' });
    await user.click(within(stakes).getByRole('button', { name: '500' }));
    expect(screen.getByText('One click on a price places a bet at that price with 500.00.')).toBeDefined();

    await user.click(price);
    await waitFor(() => expect(network.requestsTo('POST', 'Bet/PlaceBetV2')).toHaveLength(1));
    expect(network.requestsTo('POST', 'Bet/PlaceBetV2')[0]?.body).toMatchObject({
      marketId: '1.31',
      runnerId: 1,
      side: 'BACK',
      odds: 1.5,
      stake: 500,
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: /^Bet slip: / })).toBeNull());

    // Off again: no confirmation is asked to turn it off, and a press only opens the slip.
    await user.click(screen.getByRole('switch', { name: 'One-click betting' }));
    await user.click(price);
    expect(await screen.findByRole('form', { name: 'Bet slip: Back India' })).toBeDefined();
    expect(network.requestsTo('POST', 'Bet/PlaceBetV2')).toHaveLength(1);
  });

  it('adds quick stakes up when the player chose so, and replaces the stake otherwise', async () => {
    answerPage();
    const { slip, user } = await openSlip();
    const stake = within(slip).getByRole('textbox', { name: 'Stake' });
    const quick = within(slip).getByRole('group', { name: 'Quick stakes' });
    await user.click(within(quick).getByRole('button', { name: '500' }));
    await user.click(within(quick).getByRole('button', { name: '500' }));
    expect((stake as HTMLInputElement).value).toBe('500');
    await user.click(screen.getByRole('switch', { name: 'Quick stakes add up' }));
    await user.click(within(quick).getByRole('button', { name: '500' }));
    await user.click(within(quick).getByRole('button', { name: '1k' }));
    expect((stake as HTMLInputElement).value).toBe('2000');
  });

  it('states each market’s terms under its heading: the player’s stake limits, the most a bet wins, the delay', async () => {
    answerPage();
    await renderRoute(<MarketsPage />, { path: '/markets/31/32.31', route, session: player, settings: allSportsBrand });
    const market = await screen.findByRole('region', { name: 'Match Odds' });
    await waitFor(() =>
      expect(market.querySelector('[data-market-terms]')?.textContent).toBe(
        'Stake 100.00 – 50,000.00 · wins up to 2,00,000.00 a bet · in-play delay 5 s · Rules',
      ),
    );
    expect(within(market).getByRole('link', { name: 'Rules' }).getAttribute('href')).toBe('/rules');
  });

  it('tells the page a slip is open, so that nothing floats over it, until it is closed', async () => {
    answerPage();
    const { slip, user } = await openSlip();
    expect(uiStore.getState().betSlipOpen).toBe(true);
    await user.click(within(slip).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: /^Bet slip: / })).toBeNull());
    expect(uiStore.getState().betSlipOpen).toBe(false);
  });

  it('shows the profit and every runner’s P/L if matched exactly as exchange-math computes them', async () => {
    const matched = [
      { runnerId: 1, profitLoss: -200 },
      { runnerId: 2, profitLoss: 300.5 },
      { runnerId: 3, profitLoss: 300.5 },
    ];
    answerPage([defaultMarket], [{ eventId: 31, marketId: '1.31', runners: matched, exposure: 200 }]);
    const { slip, user } = await openSlip('Lay Australia 2.51');
    await user.click(within(slip).getByRole('button', { name: 'Raise odds' }));
    expect((within(slip).getByRole('textbox', { name: 'Odds' }) as HTMLInputElement).value).toBe('2.52');
    await user.type(within(slip).getByRole('textbox', { name: 'Stake' }), '333.33');
    const added = projectedProfitLoss(
      'exchange',
      [1, 2, 3],
      [{ runnerId: 2, side: 'LAY', odds: 2.52, stake: 33_333n }],
    );
    expect(within(slip).getByText(/^Liability:/).textContent).toContain(amount(50_666n));
    for (const [runnerId, name] of [
      [1, 'India'],
      [2, 'Australia'],
      [3, 'Draw'],
    ] as const) {
      const before = parseMinor(matched[runnerId - 1]?.profitLoss ?? 0) ?? 0n;
      const row = within(slip).getByText(name).closest('li');
      expect(row?.textContent).toContain(amount(before + (added.get(runnerId) ?? 0n)));
    }
  });

  it('fills the stake from the player’s own buttons, and shows changed buttons at once', async () => {
    answerPage();
    const { slip, user } = await openSlip('Back India 1.5', { ...player, stakes: [{ title: '250', value: 250 }] });
    const group = within(slip).getByRole('group', { name: 'Quick stakes' });
    await user.click(within(group).getByRole('button', { name: '250' }));
    expect((within(slip).getByRole('textbox', { name: 'Stake' }) as HTMLInputElement).value).toBe('250');
    act(() => {
      localStorage.setItem('betslips', JSON.stringify([{ title: '10k', value: 10_000 }]));
      sessionStore.setState({});
    });
    expect(within(group).getByRole('button', { name: '10k' })).toBeDefined();
  });

  it('checks the player’s limits before sending and says what the limit is', async () => {
    const network = answerPage();
    const { slip, user } = await openSlip();
    await user.type(within(slip).getByRole('textbox', { name: 'Stake' }), '50');
    expect((await within(slip).findByRole('alert')).textContent).toBe('The minimum stake is 100.00.');
    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
    await user.clear(within(slip).getByRole('textbox', { name: 'Stake' }));
    await user.type(within(slip).getByRole('textbox', { name: 'Stake' }), '60000');
    expect(within(slip).getByRole('alert').textContent).toBe('The maximum stake is 50,000.00.');
    expect(network.requestsTo('POST', 'Bet/PlaceBetV2')).toHaveLength(0);
  });

  it('shows the server’s message when it refuses the bet, and places nothing', async () => {
    const network = answerPage();
    network.on('POST', 'Bet/PlaceBetV2').fail(400, 'Insufficient balance.');
    const { slip, user } = await openSlip();
    await user.type(within(slip).getByRole('textbox', { name: 'Stake' }), '5000');
    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect((await within(slip).findByRole('alert')).textContent).toBe('Insufficient balance.');
  });

  it('pauses the prices and the slip while the api cannot be reached, and takes the bet once it answers again', async () => {
    const network = answerPage();
    network.on('POST', 'Bet/PlaceBetV2').ok({ bet: placedBet, balance: 9000, exposure: 1000 });
    const { slip, user } = await openSlip();
    await user.type(within(slip).getByRole('textbox', { name: 'Stake' }), '1000');

    act(() => reportApiUnreachable());
    expect(within(slip).getByRole('alert').textContent).toBe(
      'Connection lost: bets cannot be placed until it is back. Your slip is kept.',
    );
    expect(within(slip).getByRole('button', { name: 'Place bet' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Back India 1.5' })).toHaveProperty('disabled', true);
    expect((within(slip).getByRole('textbox', { name: 'Stake' }) as HTMLInputElement).value).toBe('1000');

    act(() => reportApiAnswered());
    expect(within(slip).queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Back India 1.5' })).toHaveProperty('disabled', false);
    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText('Bet placed and matched: Back India, 1,000.00 at 1.5.')).toBeDefined();
    expect(network.requestsTo('POST', 'Bet/PlaceBetV2')).toHaveLength(1);
  });

  it('says the api’s refusal by its code, its amounts in the player’s format', async () => {
    const network = answerPage();
    const values = { available: '100000.00', needed: '250000.50' };
    network
      .on('POST', 'Bet/PlaceBetV2')
      .reply(400, fail(refusalText('insufficientBalance', values), refusal('insufficientBalance', values)));
    const { slip, user } = await openSlip();
    await user.type(within(slip).getByRole('textbox', { name: 'Stake' }), '5000');
    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect((await within(slip).findByRole('alert')).textContent).toBe(
      'Insufficient balance: 1,00,000.00 available, 2,50,000.50 needed.',
    );
  });

  it('shows a loss limit’s refusal with its amounts in the player’s format', async () => {
    const network = answerPage();
    const values = { risk: '5100.00', limit: '100000.00', room: '2500.50' };
    network
      .on('POST', 'Bet/PlaceBetV2')
      .reply(403, fail(refusalText('dailyLossRoom', values), refusal('dailyLossRoom', values)));
    const { slip, user } = await openSlip();
    await user.type(within(slip).getByRole('textbox', { name: 'Stake' }), '5000');
    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect((await within(slip).findByRole('alert')).textContent).toBe(
      'This bet could lose 5,100.00, which would pass your daily loss limit of 1,00,000.00: at most 2,500.50 more can be at risk today.',
    );
  });

  it('sends a double-clicked Place bet once, then shows the result and closes the slip', async () => {
    const network = answerPage();
    const held = network.on('POST', 'Bet/PlaceBetV2').hold();
    const { slip, user } = await openSlip();
    await user.type(within(slip).getByRole('textbox', { name: 'Stake' }), '1000');
    await user.dblClick(within(slip).getByRole('button', { name: 'Place bet' }));
    const sent = await held.sent;
    expect(within(slip).getByRole('button', { name: 'Place bet' })).toHaveProperty('disabled', true);
    held.ok({ bet: placedBet, balance: 9000, exposure: 1000 });
    expect(await screen.findByText('Bet placed and matched: Back India, 1,000.00 at 1.5.')).toBeDefined();
    expect(network.requestsTo('POST', 'Bet/PlaceBetV2')).toHaveLength(1);
    expect(sent.body).toMatchObject({
      marketId: '1.31',
      runnerId: 1,
      side: 'BACK',
      odds: 1.5,
      stake: 1000,
      persistence: 'CANCEL',
    });
    expect(sessionStore.getState().userInfo).toMatchObject({ balance: 9000, exposure: 1000 });
    await waitFor(() => expect(screen.queryByRole('form', { name: /^Bet slip: / })).toBeNull());
    await waitFor(() => expect(network.requestsTo('GET', 'Bet/GetUserOpenBets').length).toBeGreaterThan(0));
  });

  // Nine requests, each retry half a second after the last failure.
  it(
    'sends every retry of one submission with the same idempotency key, and a changed slip with a new one',
    { timeout: 60_000 },
    async () => {
      const network = answerPage();
      network.on('POST', 'Bet/PlaceBetV2').networkError();
      const { slip, user } = await openSlip();
      const stake = within(slip).getByRole('textbox', { name: 'Stake' });
      await user.type(stake, '1000');
      await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
      await waitFor(
        () =>
          expect(
            within(slip)
              .getAllByRole('alert')
              .map((alert) => alert.textContent),
          ).toEqual([
            'Connection lost: bets cannot be placed until it is back. Your slip is kept.',
            expect.stringMatching(/No answer came/) as string,
          ]),
        { timeout: 5000 },
      );
      // The api answers again (its reachability probe, or any other call): the slip may be sent again.
      act(() => reportApiAnswered());
      await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
      await waitFor(() => expect(network.requestsTo('POST', 'Bet/PlaceBetV2')).toHaveLength(6), { timeout: 5000 });
      await user.type(stake, '0');
      act(() => reportApiAnswered());
      await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
      await waitFor(() => expect(network.requestsTo('POST', 'Bet/PlaceBetV2')).toHaveLength(9), { timeout: 5000 });
      const keys = network
        .requestsTo('POST', 'Bet/PlaceBetV2')
        .map((request) => (request.body as { idempotencyKey: string }).idempotencyKey);
      expect(new Set(keys.slice(0, 6)).size).toBe(1);
      expect(new Set(keys.slice(6)).size).toBe(1);
      expect(keys[6]).not.toBe(keys[0]);
    },
  );

  it('keeps an open slip, as typed, through a reload', async () => {
    answerPage();
    const { slip, user, unmount } = await openSlip();
    await user.type(within(slip).getByRole('textbox', { name: 'Stake' }), '750');
    unmount();
    const stored = sessionStorage.getItem('betslips') ?? 'null';
    expect(JSON.parse(stored)).toMatchObject({
      state: { slip: { stake: '750', selection: { marketId: '1.31', runnerId: 1, side: 'BACK' } } },
    });
    // A reload: the page's memory is gone, the tab's storage is not.
    betSlipStore.setState({ slip: null });
    sessionStorage.setItem('betslips', stored);
    await betSlipStore.persist.rehydrate();
    await renderRoute(<MarketsPage />, { path: '/markets/31/32.31', route, session: player, settings: allSportsBrand });
    const again = await screen.findByRole('form', { name: 'Bet slip: Back India' }, { timeout: 5000 });
    expect((within(again).getByRole('textbox', { name: 'Stake' }) as HTMLInputElement).value).toBe('750');
  });

  it('counts down the bet delay of an in-play market while the bet waits', async () => {
    const network = answerPage([matchOdds('1.31', 31, ['India', 'Australia'], { betDelay: 5 })]);
    const held = network.on('POST', 'Bet/PlaceBetV2').hold();
    const { slip, user } = await openSlip();
    expect(within(slip).queryByRole('radio', { name: 'Keep' })).toBeNull();
    await user.type(within(slip).getByRole('textbox', { name: 'Stake' }), '1000');
    // A clock that moves on a millisecond at every reading, as a busy phone's does between two of them.
    let clock = Date.now();
    const now = vi.spyOn(Date, 'now').mockImplementation(() => (clock += 1));
    onTestFinished(() => now.mockRestore());
    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
    await held.sent;
    expect(within(slip).getByRole('status').textContent).toMatch(/Bet delay: 5 s/);
    held.ok({ bet: placedBet, balance: 9000, exposure: 1000 });
    expect(await screen.findByText(/^Bet placed and matched/)).toBeDefined();
  });
});

describe('projected P/L and cash out on the market page', { timeout: 30_000 }, () => {
  beforeEach(() => realtimeStore.setState({ connectionState: 'connected' }));

  it('shows each runner’s P/L from the matched bets, and cashes out at the current prices once confirmed', async () => {
    const backIndia = { ...placedBet, odds: 2, averageMatchedOdds: 2 };
    const network = answerPage(
      [defaultMarket],
      [
        {
          eventId: 31,
          marketId: '1.31',
          runners: [
            { runnerId: 1, profitLoss: 1000 },
            { runnerId: 2, profitLoss: -1000 },
            { runnerId: 3, profitLoss: -1000 },
          ],
          exposure: 1000,
        },
      ],
    );
    network.on('GET', 'Bet/GetUserOpenBets').ok({ openBets: [backIndia], balance: 9000, exposure: 1000 });
    const cashOutAnswer = network.on('POST', 'Bet/CashOut').hold();
    const { user } = await renderRoute(<MarketsPage />, {
      path: '/markets/31/32.31',
      route,
      session: player,
      settings: allSportsBrand,
    });
    const market = await screen.findByRole('region', { name: 'Match Odds' }, { timeout: 5000 });
    await waitFor(() =>
      expect(market.querySelector('[data-runner-profit-loss="2"]')?.textContent).toMatch(/-1,000\.00/),
    );
    expect(market.querySelector('[data-runner-profit-loss="1"]')?.textContent).toMatch(/1,000\.00/);
    const quote = cashOut(
      [1, 2, 3],
      [{ runnerId: 1, side: 'BACK', odds: 2, stake: 100_000n }],
      new Map([
        [1, { back: 1.5, lay: 1.51 }],
        [2, { back: 2.5, lay: 2.51 }],
        [3, { back: 3.5, lay: 3.51 }],
      ]),
    );
    const button = await within(market).findByRole('button', {
      name: `Cash out ${amount(quote?.lockedProfitLoss ?? 0n)}`,
    });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Cash out this market?' });
    expect(dialog.textContent).toContain(`Lay India, ${amount(quote?.stake ?? 0n)} at 1.51`);
    await user.click(within(dialog).getByRole('button', { name: 'Cash out' }));
    const sent = await cashOutAnswer.sent;
    expect(sent.body).toMatchObject({ marketId: '1.31', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    cashOutAnswer.ok({
      bet: { ...placedBet, id: 502, side: 'LAY', odds: 1.51 },
      percent: 100,
      runners: [...(quote?.profitLoss ?? [])].map(([runnerId, value]) => ({
        runnerId,
        profitLoss: minorToNumber(value),
      })),
      balance: 9000,
      exposure: 0,
    });
    expect(
      await screen.findByText(`Cashed out: ${amount(quote?.lockedProfitLoss ?? 0n)} whatever the result.`),
    ).toBeDefined();
  });

  it('cashes out the share of the position the player picks, with that share of the hedge', async () => {
    const backIndia = { ...placedBet, odds: 2, averageMatchedOdds: 2 };
    const network = answerPage([defaultMarket]);
    network.on('GET', 'Bet/GetUserOpenBets').ok({ openBets: [backIndia], balance: 9000, exposure: 1000 });
    const cashOutAnswer = network.on('POST', 'Bet/CashOut').hold();
    const { user } = await renderRoute(<MarketsPage />, {
      path: '/markets/31/32.31',
      route,
      session: player,
      settings: allSportsBrand,
    });
    const market = await screen.findByRole('region', { name: 'Match Odds' }, { timeout: 5000 });
    await user.click(await within(market).findByRole('button', { name: /^Cash out / }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Cash out this market?' });
    const share = within(dialog).getByRole('radiogroup', { name: 'How much of your position' });
    expect(
      within(share)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['25', '50', '75', '100']);
    await user.click(within(share).getByRole('radio', { name: '50 %' }));
    const half = cashOut(
      [1, 2, 3],
      [{ runnerId: 1, side: 'BACK', odds: 2, stake: 100_000n }],
      new Map([
        [1, { back: 1.5, lay: 1.51 }],
        [2, { back: 2.5, lay: 2.51 }],
        [3, { back: 3.5, lay: 3.51 }],
      ]),
      50,
    );
    expect(dialog.textContent).toContain(`Lay India, ${amount(half?.stake ?? 0n)} at 1.51, which cashes out 50 %`);
    await user.click(within(dialog).getByRole('button', { name: 'Cash out' }));
    expect((await cashOutAnswer.sent).body).toMatchObject({ marketId: '1.31', percent: 50 });
    cashOutAnswer.ok({
      bet: { ...placedBet, id: 503, side: 'LAY', odds: 1.51, stake: minorToNumber(half?.stake ?? 0n) },
      percent: 50,
      runners: [...(half?.profitLoss ?? [])].map(([runnerId, value]) => ({
        runnerId,
        profitLoss: minorToNumber(value),
      })),
      balance: 9000,
      exposure: 500,
    });
    expect(await screen.findByText('Cashed out 50 % of your position.')).toBeDefined();
  });

  it('lists the player’s bets on the event under the markets, and edits and cancels a waiting one in place', async () => {
    const network = answerPage(
      [defaultMarket],
      [
        {
          eventId: 31,
          marketId: '1.31',
          runners: [
            { runnerId: 1, profitLoss: 500 },
            { runnerId: 2, profitLoss: -484 },
          ],
          exposure: 484,
        },
      ],
    );
    const waiting = playerBet(502);
    const matched = playerBet(503, { ...matchedIn(1.5), runnerId: 2, runnerName: 'Australia', side: 'LAY' });
    network.on('GET', 'Bet/GetUserOpenBets').ok({ openBets: [waiting, matched], balance: 10_000, exposure: 1500 });
    const edit = network.on('POST', 'Bet/ReplaceBet').hold();
    network.on('POST', 'Bet/CancelBets').ok({ bets: [], balance: 10_000, exposure: 500 });
    const { user } = await renderRoute(<MarketsPage />, {
      path: '/markets/31/32.31',
      route,
      session: player,
      settings: allSportsBrand,
    });
    const yours = await screen.findByRole('region', { name: 'Your bets on this event' });
    await within(yours).findByText('Back India');
    const rows = [...yours.querySelectorAll('li[data-bet-id]')];
    expect(within(yours).getByText('If India wins: 500.00')).toBeDefined();
    expect(within(yours).getByText('If Australia wins: -484.00')).toBeDefined();
    expect(rows.map((row) => row.getAttribute('data-bet-id'))).toEqual(['502', '503']);
    expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull();

    await user.click(within(yours).getByRole('button', { name: 'Edit Back India 1,000.00 at 2' }));
    const form = within(yours).getByRole('form', { name: 'Edit Back India' });
    const odds = within(form).getByRole('textbox', { name: 'Odds' });
    await user.clear(odds);
    await user.type(odds, '2.03');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert').textContent).toMatch(/2\.03/);
    expect(network.requestsTo('POST', 'Bet/ReplaceBet')).toHaveLength(0);
    await user.clear(odds);
    await user.type(odds, '2.2');
    const stake = within(form).getByRole('textbox', { name: 'Stake' });
    await user.clear(stake);
    await user.type(stake, '800');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const sent = await edit.sent;
    expect(sent.body).toMatchObject({ betId: 502, odds: 2.2, stake: 800 });
    edit.ok({ bet: playerBet(504, { odds: 2.2, stake: 800, unmatchedStake: 800 }), balance: 10_000, exposure: 1300 });
    expect(await screen.findByText('Bet changed: now waiting at 2.2.')).toBeDefined();
    await waitFor(() => expect(within(yours).queryByRole('form')).toBeNull());

    await user.click(within(yours).getByRole('button', { name: 'Cancel Back India 1,000.00 at 2' }));
    await waitFor(() => expect(network.requestsTo('POST', 'Bet/CancelBets')).toHaveLength(1));
    expect(network.requestsTo('POST', 'Bet/CancelBets')[0]?.body).toEqual({ betIds: [502] });
  });
});
