import { marketPricesCode } from '@exchange/contracts';
import { realtimeStore } from '@exchange/shared';
import { deliverHubMessage, fakeNetwork, joinedHubGroups, renderRoute } from '@exchange/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { betSelectionStore } from '../../stores/bet-selection-store';
import {
  allSportsBrand,
  inPlay,
  levels,
  marketPrices,
  matchOdds,
  player,
  sportEvent,
} from '../../testing/sports-fixtures';
import { MarketsPage } from './markets-page';

const event = sportEvent({ id: 31, title: 'India v Australia', dreamEventId: '32.31', ...inPlay });
const route = '/markets/:eventid?/:dreamEventId';

function answerMarkets(markets = [matchOdds('1.31', 31, ['India', 'Australia'])], forEvent = event) {
  fakeNetwork().on('GET', 'Market/GetByEventId').ok({ event: forEvent, markets });
  fakeNetwork().on('GET', 'api/services/app/Sport/GetScoreCard').fail(404, 'No score for this event.');
}

function renderMarkets(path = '/markets/31/32.31', language: 'en' | 'hi' = 'en') {
  return renderRoute(<MarketsPage />, { path, route, session: player, settings: allSportsBrand, language });
}

/** Hub pushes are applied at the next animation frame. */
async function nextFrame() {
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  });
}

describe('the markets page', () => {
  beforeEach(() => realtimeStore.setState({ connectionState: 'connected' }));
  afterEach(() => vi.useRealTimers());

  it('shows three back and three lay levels per runner as buttons named by side, runner and odds', async () => {
    answerMarkets();
    await renderMarkets();
    expect(await screen.findByRole('heading', { level: 1, name: 'India v Australia' })).toBeDefined();
    const market = screen.getByRole('region', { name: 'Match Odds' });
    for (const name of ['Back India 1.5', 'Back India 1.49', 'Back India 1.48', 'Lay India 1.51', 'Lay India 1.52']) {
      expect(within(market).getByRole('button', { name })).toBeDefined();
    }
    expect(within(market).getByRole('button', { name: 'Lay Australia 2.53' })).toBeDefined();
    expect(within(market).getByText(/^Matched .*1,25,000/)).toBeDefined();
    // The page joins the market's price group from an effect, once the hub answers.
    await waitFor(() => expect(joinedHubGroups()).toEqual(['market:1.31']));
  });

  it('finds the event by its dreamEventId from the sports tree when the route has no event id', async () => {
    answerMarkets();
    fakeNetwork()
      .on('GET', 'Event/TreeSportWithEvent')
      .ok([{ id: 3, name: 'Cricket', order: 3, events: [event] }]);
    await renderMarkets('/markets/32.31');
    expect(await screen.findByRole('heading', { level: 1, name: 'India v Australia' })).toBeDefined();
    expect(fakeNetwork().requestsTo('GET', 'Market/GetByEventId')[0]?.url.searchParams.get('eventId')).toBe('31');
  });

  it('moves a price when the hub pushes a newer one, and ignores an older one', async () => {
    answerMarkets();
    await renderMarkets();
    await screen.findByRole('button', { name: 'Back India 1.5' });
    const runners = [
      { runnerId: 1, ...levels(1.6) },
      { runnerId: 2, ...levels(2.5) },
    ];
    deliverHubMessage(marketPricesCode, marketPrices('1.31', runners, { version: 3 }));
    await nextFrame();
    expect(screen.getByRole('button', { name: 'Back India 1.6' })).toBeDefined();
    deliverHubMessage(marketPricesCode, marketPrices('1.31', [{ runnerId: 1, ...levels(1.2) }], { version: 2 }));
    await nextFrame();
    expect(screen.getByRole('button', { name: 'Back India 1.6' })).toBeDefined();
  });

  it('greys out and disables a suspended market, and says when it closes while on screen', async () => {
    answerMarkets();
    await renderMarkets();
    const back = await screen.findByRole('button', { name: 'Back India 1.5' });
    expect(back.hasAttribute('disabled')).toBe(false);
    const runners = matchOdds('1.31', 31, ['India', 'Australia']).prices.runners;
    deliverHubMessage(marketPricesCode, marketPrices('1.31', runners, { version: 2, state: 'SUSPENDED' }));
    await nextFrame();
    const market = screen.getByRole('region', { name: 'Match Odds' });
    expect(within(market).getByText('Suspended')).toBeDefined();
    expect(
      within(market)
        .getAllByRole('button')
        .every((button) => button.hasAttribute('disabled')),
    ).toBe(true);
    deliverHubMessage(marketPricesCode, marketPrices('1.31', runners, { version: 3, state: 'CLOSED' }));
    await nextFrame();
    expect(within(market).getByText('This market is closed and takes no more bets.')).toBeDefined();
  });

  it('shows a message without prices as empty cells and says no prices are offered', async () => {
    answerMarkets();
    await renderMarkets();
    await screen.findByRole('button', { name: 'Back India 1.5' });
    deliverHubMessage(
      marketPricesCode,
      marketPrices('1.31', [{ runnerId: 1 }, { runnerId: 2, ...levels(2.5) }], { version: 2 }),
    );
    await nextFrame();
    const empty = screen.getAllByRole('button', { name: 'Back India: no price' });
    expect(empty).toHaveLength(3);
    expect(empty.every((button) => button.hasAttribute('disabled'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Back Australia 2.5' })).toBeDefined();
    deliverHubMessage(marketPricesCode, marketPrices('1.31', [{ runnerId: 2, back: [] }], { version: 3 }));
    await nextFrame();
    expect(screen.getByText('No prices are offered at the moment.')).toBeDefined();
  });

  it('polls Odds/GetUserOddsV2 while the hub is not connected', async () => {
    realtimeStore.setState({ connectionState: 'reconnecting' });
    answerMarkets();
    fakeNetwork()
      .on('GET', 'Odds/GetUserOddsV2')
      .ok([
        marketPrices(
          '1.31',
          [
            { runnerId: 1, ...levels(1.8) },
            { runnerId: 2, ...levels(2.5) },
          ],
          { version: 5 },
        ),
      ]);
    await renderMarkets();
    expect(await screen.findByRole('button', { name: 'Back India 1.8' })).toBeDefined();
    const [poll] = fakeNetwork().requestsTo('GET', 'Odds/GetUserOddsV2');
    expect(poll?.url.searchParams.get('marketIds')).toBe('1.31');
  });

  it('hands a picked price to the bet slip store', async () => {
    answerMarkets();
    const { user } = await renderMarkets();
    await user.click(await screen.findByRole('button', { name: 'Lay Australia 2.51' }));
    expect(betSelectionStore.getState().selection).toEqual({
      marketId: '1.31',
      runnerId: 2,
      runnerName: 'Australia',
      side: 'lay',
      price: 2.51,
    });
  });

  it('shows bookmaker and fancy markets with their own buttons', async () => {
    const bookmaker = {
      ...matchOdds('9.31', 31, ['India', 'Australia']),
      name: 'Bookmaker',
      type: 'BOOKMAKER' as const,
      kind: 'bookmaker' as const,
    };
    bookmaker.prices = marketPrices('9.31', [
      { runnerId: 1, back: [{ price: 45, size: 0 }], lay: [{ price: 48, size: 0 }] },
      { runnerId: 2, back: [{ price: 110, size: 0 }], lay: [] },
    ]);
    const fancy = {
      ...matchOdds('7.31', 31, ['10 over runs IND']),
      name: 'Fancy',
      type: 'FANCY' as const,
      kind: 'fancy' as const,
    };
    fancy.prices = marketPrices('7.31', [{ runnerId: 1, no: { line: 72, rate: 100 }, yes: { line: 74, rate: 90 } }]);
    answerMarkets([fancy, bookmaker]);
    await renderMarkets();
    const bookmakerMarket = await screen.findByRole('region', { name: 'Bookmaker' });
    expect(within(bookmakerMarket).getByRole('button', { name: 'Back India 45' })).toBeDefined();
    expect(within(bookmakerMarket).getByRole('button', { name: 'Lay India 48' })).toBeDefined();
    const fancyMarket = screen.getByRole('region', { name: 'Fancy' });
    expect(within(fancyMarket).getByRole('button', { name: 'No 10 over runs IND 72' })).toBeDefined();
    expect(within(fancyMarket).getByRole('button', { name: 'Yes 10 over runs IND 74' })).toBeDefined();
    // Bookmaker before fancy, whatever order the api sent.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf('Bookmaker')).toBeLessThan(headings.indexOf('Fancy'));
  });

  it('leaves out a fancy session that has closed, and keeps a closed exchange market with its note', async () => {
    const fancy = (id: string, name: string, state: 'OPEN' | 'CLOSED') => {
      const market = { ...matchOdds(id, 31, [name]), name, type: 'FANCY' as const, kind: 'fancy' as const };
      market.prices = marketPrices(id, [{ runnerId: 1, no: { line: 40, rate: 100 }, yes: { line: 42, rate: 90 } }], {
        state,
      });
      return market;
    };
    const closedOdds = matchOdds('1.31', 31, ['India', 'Australia']);
    closedOdds.prices = { ...closedOdds.prices, state: 'CLOSED' };
    answerMarkets([closedOdds, fancy('7.31', '6 over runs IND', 'CLOSED'), fancy('7.32', '10 over runs IND', 'OPEN')]);
    await renderMarkets();
    expect(await screen.findByRole('region', { name: '10 over runs IND' })).toBeDefined();
    expect(screen.queryByRole('region', { name: '6 over runs IND' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Match Odds' })).toBeDefined();
  });

  it('says so for an event without markets, an unknown event and a failed call with a retry', async () => {
    answerMarkets([]);
    await renderMarkets();
    expect(await screen.findByText('This event has no markets open.')).toBeDefined();
  });

  it('shows a finished event as finished, with its result, its closed markets and the winner', async () => {
    const finished = sportEvent({
      id: 31,
      title: 'India v Australia',
      dreamEventId: '32.31',
      status: 'FINISHED',
      result: 'India won by 4 wickets',
      hasVideo: false,
      hasScorecard: false,
    });
    const closed = (id: string, name: string, winnerRunnerId: number | null) =>
      matchOdds(id, 31, ['India', 'Australia'], {
        name,
        winnerRunnerId,
        prices: marketPrices(id, [], { state: 'CLOSED', inPlay: true }),
      });
    answerMarkets([closed('1.31', 'Match Odds', 1), closed('1.32', 'Tied Match', null)], finished);
    await renderMarkets();
    expect(await screen.findByRole('heading', { level: 1, name: 'India v Australia' })).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe(
      'This event has finished: India won by 4 wickets. Its markets are closed.',
    );
    expect(screen.getByText('Finished')).toBeDefined();
    expect(screen.queryByText('In-Play')).toBeNull();
    const matchOddsCard = screen.getByRole('region', { name: 'Match Odds' });
    expect(matchOddsCard.getAttribute('data-market-state')).toBe('CLOSED');
    expect(within(matchOddsCard).getByText('Closed')).toBeDefined();
    expect(within(matchOddsCard).getByText('India').textContent).toBe('IndiaWinner');
    expect(within(matchOddsCard).getByText('Australia').textContent).toBe('Australia');
    for (const button of within(matchOddsCard).queryAllByRole('button'))
      expect(button).toHaveProperty('disabled', true);
    expect(within(screen.getByRole('region', { name: 'Tied Match' })).queryByText('Winner')).toBeNull();
  });

  it('says a finished event without a result has finished', async () => {
    answerMarkets(
      [matchOdds('1.31', 31, ['India', 'Australia'], { prices: marketPrices('1.31', [], { state: 'CLOSED' }) })],
      sportEvent({ id: 31, title: 'India v Australia', status: 'FINISHED', result: null, hasVideo: false }),
    );
    await renderMarkets();
    await screen.findByRole('region', { name: 'Match Odds' });
    expect(screen.getByRole('status').textContent).toBe('This event has finished. Its markets are closed.');
    expect(screen.getByRole('region', { name: 'Match Odds' }).getAttribute('data-market-state')).toBe('CLOSED');
  });

  it('says an unknown event was not found', async () => {
    fakeNetwork().on('GET', 'Market/GetByEventId').fail(404, 'There is no event 99.');
    await renderMarkets('/markets/99/32.99');
    expect(await screen.findByText('This event could not be found. It may have finished.')).toBeDefined();
  });

  it('offers a retry when the markets cannot be loaded', async () => {
    answerMarkets();
    fakeNetwork().once('GET', 'Market/GetByEventId').fail(500, 'Internal Server Error');
    const { user } = await renderMarkets();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Back India 1.5' })).toBeDefined();
  });

  it('shows names with markup as text', async () => {
    answerMarkets([matchOdds('1.31', 31, ['<img src=x onerror=alert(1)>', 'Australia'])], {
      ...event,
      title: '<script>alert(1)</script>',
    });
    const { container } = await renderMarkets();
    expect(await screen.findByRole('heading', { level: 1, name: '<script>alert(1)</script>' })).toBeDefined();
    expect(container.querySelector('img, script')).toBeNull();
  });

  it('shows the cricket score, asked again while the event is in play', async () => {
    answerMarkets();
    fakeNetwork()
      .on('GET', 'api/services/app/Sport/GetScoreCard')
      .ok({
        eventId: 31,
        sportId: 3,
        status: 'IN_PLAY',
        summary: 'AUS need 42 from 30 balls',
        teams: [
          { name: 'India', score: '287/6', overs: '50.0' },
          { name: 'Australia', score: '246/4', overs: '45.0', batting: true },
        ],
        recentBalls: ['1', '4', 'W'],
        updatedAt: '2030-01-01T16:00:00.000Z',
      });
    await renderMarkets();
    const score = await screen.findByRole('region', { name: 'Score' });
    expect(await within(score).findByText('AUS need 42 from 30 balls')).toBeDefined();
    expect(within(score).getByRole('list', { name: 'Recent balls' }).textContent).toBe('14W');
  });

  it("says the score's lines in the player's language, names as the api wrote them", async () => {
    answerMarkets();
    fakeNetwork()
      .on('GET', 'api/services/app/Sport/GetScoreCard')
      .ok({
        eventId: 31,
        sportId: 3,
        status: 'IN_PLAY',
        summary: 'India 120/3 after 14.2 overs',
        summaryLine: { code: 'cricketInnings', values: { team: 'India', runs: 120, wickets: 3, overs: '14.2' } },
        teams: [
          { name: 'India', score: '120/3', overs: '14.2', batting: true },
          { name: 'Australia', score: 'Yet to bat', scoreLine: { code: 'cricketYetToBat', values: {} } },
        ],
        updatedAt: '2030-01-01T16:00:00.000Z',
      });
    await renderMarkets(undefined, 'hi');
    const score = await screen.findByRole('region', { name: 'स्कोर' });
    expect(await within(score).findByText('14.2 ओवर के बाद India 120/3')).toBeDefined();
    expect(within(score).getByText('बल्लेबाज़ी बाकी')).toBeDefined();
  });

  it('opens live TV in the video box and says when there is no stream', async () => {
    answerMarkets();
    fakeNetwork().on('GET', 'api/services/app/Sport/GetVideoLink').ok({ eventId: 31, url: null });
    const { user } = await renderMarkets();
    const toggle = await screen.findByRole('button', { name: 'Watch live TV' });
    await user.click(toggle);
    expect(await screen.findByText('There is no live stream of this event right now.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Hide live TV' }).getAttribute('aria-expanded')).toBe('true');
  });
});
