import { renderRoute } from '@exchange/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { matchedIn, player, playerBet } from '../../testing/sports-fixtures';
import { CurrentBetsPage } from './current-bets-page';
import { OpenBetsPage } from './open-bets-page';

const matched = playerBet(1, matchedIn(2));
const partly = playerBet(2, {
  runnerName: 'Australia',
  runnerId: 2,
  side: 'LAY',
  matchedStake: 400,
  unmatchedStake: 600,
  averageMatchedOdds: 2,
  status: 'PARTIALLY_MATCHED',
});
const waiting = playerBet(3, { marketId: '1.32', marketName: 'Tied Match', persistence: 'KEEP' });
const openBets = (bets: unknown[]) => ({ openBets: bets, balance: 9000, exposure: 2000 });

async function render(page: 'open' | 'current') {
  return renderRoute(page === 'open' ? <OpenBetsPage /> : <CurrentBetsPage />, {
    path: page === 'open' ? '/open-bets' : '/current-bet',
    session: player,
  });
}

describe('the bets pages', { timeout: 30_000 }, () => {
  it('current bets: every open bet per event and market, a partial match as matched + waiting', async () => {
    const { network } = await render('current');
    network.on('GET', 'Bet/GetUserOpenBets').ok(openBets([matched, partly, waiting]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Current Bets' })).toBeDefined();
    const event = await screen.findByRole('region', { name: 'India v Australia' });
    expect(
      within(event)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Match Odds', 'Tied Match']);
    // Each market is a way to its page.
    expect(within(event).getByRole('link', { name: 'Tied Match' }).getAttribute('href')).toBe('/markets/31/31');
    expect(within(event).getByText('400.00 matched · 600.00 waiting')).toBeDefined();
    expect(within(event).getByRole('button', { name: 'Edit Back India 1,000.00 at 2' })).toBeDefined();
    expect(within(event).getByText('At in-play: keep')).toBeDefined();
    expect(within(event).getByRole('button', { name: 'Cancel Back India 1,000.00 at 2' })).toBeDefined();
  });

  it('Unselected Bets: only what waits, cancelled one at once, several after a confirmation', async () => {
    const { network, user } = await render('open');
    network.on('GET', 'Bet/GetUserOpenBets').ok(openBets([matched, partly, waiting]));
    network
      .on('POST', 'Bet/CancelBets')
      .ok({ bets: [{ ...partly, unmatchedStake: 0, status: 'MATCHED' }], balance: 9000, exposure: 400 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unselected Bets' })).toBeDefined();
    await screen.findByRole('region', { name: 'India v Australia' });
    expect(document.querySelector('[data-bet-id="1"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel Lay Australia 600.00 at 2' }));
    await waitFor(() => expect(network.requestsTo('POST', 'Bet/CancelBets')).toHaveLength(1));
    expect(network.requestsTo('POST', 'Bet/CancelBets')[0]?.body).toEqual({ betIds: [2] });
    expect(await screen.findByText('1 bet cancelled.')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Cancel all unmatched (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel 2 unmatched bets?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.requestsTo('POST', 'Bet/CancelBets')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Cancel all unmatched (2)' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel bets' }));
    await waitFor(() => expect(network.requestsTo('POST', 'Bet/CancelBets')).toHaveLength(2));
    expect(network.requestsTo('POST', 'Bet/CancelBets')[1]?.body).toEqual({ betIds: [2, 3] });
  });

  it('says so when there is nothing open, and offers a retry when the bets could not be loaded', async () => {
    const { network, user } = await render('open');
    network.on('GET', 'Bet/GetUserOpenBets').fail(500, 'Bets unavailable');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('Bets unavailable')).toBeDefined();
    network.on('GET', 'Bet/GetUserOpenBets').ok(openBets([matched]));
    await user.click(retry);
    expect(await screen.findByText('You have no unmatched bets.')).toBeDefined();
  });
});
