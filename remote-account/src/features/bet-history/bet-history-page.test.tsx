import { renderRoute } from '@exchange/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { BetHistoryPage } from './bet-history-page';

// Each test renders the whole page with MUI's table and date fields; a busy machine is slow at it.
vi.setConfig({ testTimeout: 60_000 });

const bet = {
  id: 41,
  eventId: 800001,
  eventName: 'Mumbai v Chennai',
  sportId: 3,
  marketId: '1.900',
  marketName: 'Match Odds',
  marketType: 'MATCH_ODDS',
  runnerId: 7,
  runnerName: 'Mumbai',
  side: 'BACK',
  odds: 2.02,
  stake: 123456.78,
  matchedStake: 123456.78,
  unmatchedStake: 0,
  averageMatchedOdds: 2.02,
  status: 'SETTLED',
  persistence: 'CANCEL',
  placedAt: '2026-01-05T10:00:00.000Z',
  profitLoss: 125925.92,
  settledAt: '2026-01-05T12:00:00.000Z',
};

const render = () => renderRoute(<BetHistoryPage />, { path: '/bet-history', session: { username: 'player01' } });

describe('the bet history', () => {
  it('lists settled bets with exact amounts and asks for settled and voided bets of the period, a page at a time', async () => {
    const { network } = await render();
    network.on('POST', 'Bet/GetUserBetHistory').ok({ totalCount: 1, items: [bet] });
    const table = await screen.findByRole('table', { name: 'Bet history' });
    expect(within(table).getByText('Mumbai v Chennai')).toBeTruthy();
    expect(within(table).getByText('1,23,456.78')).toBeTruthy();
    expect(within(table).getByText('+1,25,925.92')).toBeTruthy();
    expect(within(table).getByText('Won')).toBeTruthy();
    const [request] = network.requestsTo('POST', 'Bet/GetUserBetHistory');
    expect(request?.body).toMatchObject({ status: ['SETTLED', 'VOID'], SkipCount: 0, MaxResultCount: 10 });
    const body = request?.body as { from: string; to: string };
    expect(Date.parse(body.to) - Date.parse(body.from)).toBeGreaterThan(6 * 24 * 3600 * 1000);
  });

  it('filters by sport and result and starts again at the first page', async () => {
    const { network, user } = await render();
    network.on('POST', 'Bet/GetUserBetHistory').ok({ totalCount: 30, items: [bet] });
    await screen.findByRole('table', { name: 'Bet history' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('combobox', { name: 'Sport' }));
    await user.click(await screen.findByRole('option', { name: 'Cricket' }));
    await user.click(screen.getByRole('combobox', { name: 'Result' }));
    await user.click(await screen.findByRole('option', { name: 'Lost' }));
    const requests = network.requestsTo('POST', 'Bet/GetUserBetHistory').map((call) => call.body);
    expect(requests.at(-1)).toMatchObject({ sportId: 3, status: ['LOST'], SkipCount: 0 });
    expect(requests).toContainEqual(expect.objectContaining({ SkipCount: 10 }));
  });

  it('says what is wrong with a reversed or open-ended period and does not ask the server', async () => {
    const { network, user } = await render();
    network.on('POST', 'Bet/GetUserBetHistory').ok({ totalCount: 0, items: [] });
    expect(await screen.findByText('No settled bets in this period.')).toBeTruthy();
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2099-01-01');
    expect(await screen.findByText('The start date must not be after the end date.')).toBeTruthy();
    await user.clear(screen.getByLabelText('To'));
    expect(await screen.findByText('Choose a start and an end date.')).toBeTruthy();
    expect(network.requestsTo('POST', 'Bet/GetUserBetHistory')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Export CSV' }).hasAttribute('disabled')).toBe(true);
  });

  it('offers a retry when the history cannot load', async () => {
    const { network, user } = await render();
    network.once('POST', 'Bet/GetUserBetHistory').status(500);
    network.on('POST', 'Bet/GetUserBetHistory').ok({ totalCount: 1, items: [bet] });
    await user.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5_000 }));
    expect(await screen.findByRole('table', { name: 'Bet history' })).toBeTruthy();
  });
});
