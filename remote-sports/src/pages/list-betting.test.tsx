import { reportApiUnreachable } from '@exchange/shared';
import { fakeNetwork, renderRoute } from '@exchange/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { betSlipStore } from '../features/bet-slip/stores/bet-slip-store';
import {
  allSportsBrand,
  inPlay,
  matchOdds,
  player,
  playerBet,
  matchedIn,
  sportEvent,
  sportTree,
} from '../testing/sports-fixtures';
import { IndexPage } from './index-page';
import { MatchListPage } from './match-list-page';
import { EventBetting } from './search-betting';

// Betting from a list's prices: the price pressed opens the same slip as the market page's, for
// the event's main market, under the event on a phone (the tests' screen is narrow).

const live = sportEvent({
  id: 31,
  title: 'India v Australia',
  dreamEventId: '32.31',
  ...inPlay,
  mainMarketId: '1.31',
  prices: [
    { runnerId: 1, name: 'India', back: 1.85, lay: 1.87 },
    { runnerId: 2, name: 'Australia', back: 2.3, lay: 2.34 },
  ],
});
const other = sportEvent({
  id: 33,
  title: 'England v Pakistan',
  dreamEventId: '32.33',
  mainMarketId: '1.33',
  prices: [
    { runnerId: 1, name: 'England', back: 2.1, lay: 2.12 },
    { runnerId: 2, name: 'Pakistan', back: 1.9, lay: 1.92 },
  ],
});
const market = matchOdds('1.31', 31, ['India', 'Australia'], { betDelay: 0 });

function answerList() {
  const network = fakeNetwork();
  network.on('GET', 'event/GetBySportName').ok([live, other]);
  network.on('GET', 'Market/GetByEventId').ok({ event: live, markets: [market] });
  network.on('GET', 'Bet/GetUserExpectedProfitLoss').ok([]);
  network.on('GET', 'Bet/GetUserOpenBets').ok({ openBets: [], balance: 10_000, exposure: 0 });
  network
    .on('GET', 'Odds/GetUserLimits')
    .ok([{ marketType: 'MATCH_ODDS', minStake: 100, maxStake: 50_000, maxProfit: 200_000 }]);
  return network;
}

const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('li') as HTMLElement;

describe('betting from a list', { timeout: 30_000 }, () => {
  afterEach(() => betSlipStore.getState().reset());

  it('opens the slip under the event for the price pressed and places the bet on its main market', async () => {
    const network = answerList();
    network.on('POST', 'Bet/PlaceBetV2').ok({ bet: playerBet(501, matchedIn(1.85)), balance: 9000, exposure: 1000 });
    const { user } = await renderRoute(<MatchListPage />, {
      path: '/matchlist/3',
      route: '/matchlist/:id',
      session: player,
      settings: allSportsBrand,
    });
    await user.click(await screen.findByRole('button', { name: 'Back India 1.85' }));
    const slip = await within(rowOf('India v Australia')).findByRole('form', { name: 'Bet slip: Back India' });
    expect((within(slip).getByRole('textbox', { name: 'Odds' }) as HTMLInputElement).value).toBe('1.85');
    expect(
      within(rowOf('India v Australia')).getByRole('link', { name: 'All markets of India v Australia' }),
    ).toBeDefined();
    expect(within(rowOf('England v Pakistan')).queryByRole('form')).toBeNull();

    await user.click(
      within(within(slip).getByRole('group', { name: 'Quick stakes' })).getByRole('button', { name: '1k' }),
    );
    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(network.requestsTo('POST', 'Bet/PlaceBetV2')).toHaveLength(1));
    expect(network.requestsTo('POST', 'Bet/PlaceBetV2')[0]?.body).toMatchObject({
      marketId: '1.31',
      runnerId: 1,
      side: 'BACK',
      odds: 1.85,
      stake: 1000,
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: /^Bet slip: / })).toBeNull());
  });

  it('moves the slip to the event whose price is pressed next', async () => {
    const network = answerList();
    network
      .on('GET', 'Market/GetByEventId')
      .ok({ event: other, markets: [matchOdds('1.33', 33, ['England', 'Pakistan'])] });
    const { user } = await renderRoute(<MatchListPage />, {
      path: '/matchlist/3',
      route: '/matchlist/:id',
      session: player,
      settings: allSportsBrand,
    });
    await user.click(await screen.findByRole('button', { name: 'Lay Pakistan 1.92' }));
    const slip = await within(rowOf('England v Pakistan')).findByRole('form', { name: 'Bet slip: Lay Pakistan' });
    expect((within(slip).getByRole('textbox', { name: 'Odds' }) as HTMLInputElement).value).toBe('1.92');
    expect(network.requestsTo('GET', 'Market/GetByEventId')[0]?.url.searchParams.get('eventId')).toBe('33');
  });

  it('sends a visitor to log in, then to the event’s markets', async () => {
    answerList();
    const { user, router } = await renderRoute(<MatchListPage />, {
      path: '/matchlist/3',
      route: '/matchlist/:id',
      settings: allSportsBrand,
    });
    await user.click(await screen.findByRole('button', { name: 'Back India 1.85' }));
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/markets/31/32.31');
  });

  it('offers no price to the slip while the api cannot be reached', async () => {
    answerList();
    await renderRoute(<MatchListPage />, {
      path: '/matchlist/3',
      route: '/matchlist/:id',
      session: player,
      settings: allSportsBrand,
    });
    await screen.findByRole('button', { name: 'Back India 1.85' });
    act(() => reportApiUnreachable());
    // The rows may render again in the background (a refreshed list): the button is read afresh.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Back India 1.85' })).toHaveProperty('disabled', true),
    );
  });

  it('opens the slip from the home page’s prices too', async () => {
    const network = answerList();
    // The tree carries no prices: the home page adds them from the sport's list.
    const { prices: _listed, ...unpriced } = live;
    network.on('GET', 'Event/TreeSportWithEvent').ok(sportTree([unpriced]));
    const { user } = await renderRoute(<IndexPage />, { path: '/index', session: player, settings: allSportsBrand });
    await user.click(await screen.findByRole('button', { name: 'Lay Australia 2.34' }));
    expect(
      await within(rowOf('India v Australia')).findByRole('form', { name: 'Bet slip: Lay Australia' }),
    ).toBeDefined();
  });

  it('gives one event its prices where another part of the site lists it, with the slip under them', async () => {
    answerList();
    const { user } = await renderRoute(<EventBetting eventId={31} sportId={3} />, {
      path: '/search',
      session: player,
      settings: allSportsBrand,
    });
    await user.click(await screen.findByRole('button', { name: 'Lay India 1.87' }));
    const slip = await screen.findByRole('form', { name: 'Bet slip: Lay India' });
    expect((within(slip).getByRole('textbox', { name: 'Odds' }) as HTMLInputElement).value).toBe('1.87');
    expect(screen.queryByRole('button', { name: 'Back England 2.1' })).toBeNull();
  });
});
