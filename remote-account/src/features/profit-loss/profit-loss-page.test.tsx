import { renderRoute } from '@exchange/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ProfitLossPage } from './profit-loss-page';

vi.setConfig({ testTimeout: 60_000 });

const event = {
  eventId: 800002,
  eventName: 'Delhi v Kolkata',
  sportId: 3,
  settledAt: '2026-01-06T12:00:00.000Z',
  bets: 2,
  profitLoss: -150,
  commission: 2,
  net: -152,
  markets: [
    {
      marketId: '1.1',
      marketName: 'Match Odds',
      settledAt: '2026-01-06T11:00:00.000Z',
      bets: 1,
      profitLoss: -250,
      commission: 0,
    },
    {
      marketId: '1.2',
      marketName: 'Winner',
      settledAt: '2026-01-06T12:00:00.000Z',
      bets: 1,
      profitLoss: 100,
      commission: 2,
    },
  ],
};
const answer = {
  totalCount: 1,
  items: [event],
  totals: { events: 1, bets: 2, profitLoss: -150, commission: 2, net: -152 },
  series: [
    { at: '2026-01-06T11:00:00.000Z', net: -250 },
    { at: '2026-01-06T12:00:00.000Z', net: 98 },
  ],
};
const betOf = (id: number, marketId: string, profitLoss: number) => ({
  id,
  eventId: 800002,
  eventName: 'Delhi v Kolkata',
  sportId: 3,
  marketId,
  marketName: 'x',
  marketType: 'MATCH_ODDS',
  runnerId: 1,
  runnerName: `Runner ${id}`,
  side: 'BACK',
  odds: 2,
  stake: 100,
  matchedStake: 100,
  unmatchedStake: 0,
  averageMatchedOdds: 2,
  status: 'SETTLED',
  persistence: 'CANCEL',
  placedAt: '2026-01-06T10:00:00.000Z',
  profitLoss,
  settledAt: '2026-01-06T12:00:00.000Z',
});

const render = () => renderRoute(<ProfitLossPage />, { path: '/ProfitLoss', session: { username: 'player01' } });

describe('the profit and loss page', () => {
  it('shows the period’s totals and events, asks for a page, and lists one event’s bets with commission', async () => {
    const { network, user } = await render();
    network.on('GET', 'Bet/GetUserProfitLoss').ok(answer);
    network
      .on('POST', 'Bet/GetUserBetHistory')
      .ok({ totalCount: 2, items: [betOf(1, '1.1', -250), betOf(2, '1.2', 100)] });
    const table = await screen.findByRole('table', { name: 'Profit and loss' });
    expect(within(table).getByText('-152.00')).toBeTruthy();
    const [request] = network.requestsTo('GET', 'Bet/GetUserProfitLoss');
    expect(request?.url.searchParams.get('SkipCount')).toBe('0');
    expect(request?.url.searchParams.get('MaxResultCount')).toBe('10');
    expect(request?.url.searchParams.get('from')).toBeTruthy();
    const summary = screen.getByLabelText('Totals of the period');
    expect(within(summary).getByText('-150.00')).toBeTruthy();
    expect(within(summary).getAllByText('-152.00')).toHaveLength(1);

    await user.click(within(table).getByRole('button', { name: 'Delhi v Kolkata' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delhi v Kolkata' });
    const winner = await within(dialog).findByRole('region', { name: 'Winner' });
    expect(within(winner).getByText('+100.00', { selector: 'li *' })).toBeTruthy();
    expect(within(winner).getByText('2.00')).toBeTruthy();
    const [bets] = network.requestsTo('POST', 'Bet/GetUserBetHistory');
    expect(bets?.body).toMatchObject({ eventId: 800002, status: ['SETTLED', 'VOID'] });
  });

  it('says so when the period has nothing settled', async () => {
    const { network } = await render();
    network.on('GET', 'Bet/GetUserProfitLoss').ok({
      totalCount: 0,
      items: [],
      totals: { events: 0, bets: 0, profitLoss: 0, commission: 0, net: 0 },
      series: [],
    });
    expect(await screen.findByText('No settled markets in this period.')).toBeTruthy();
  });

  it('does not ask the server for a reversed period', async () => {
    const { network, user } = await render();
    network.on('GET', 'Bet/GetUserProfitLoss').ok(answer);
    await screen.findByRole('table', { name: 'Profit and loss' });
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2099-01-01');
    expect(await screen.findByText('The start date must not be after the end date.')).toBeTruthy();
    expect(network.requestsTo('GET', 'Bet/GetUserProfitLoss')).toHaveLength(1);
  });

  it('offers a retry when it cannot load', async () => {
    const { network, user } = await render();
    network.once('GET', 'Bet/GetUserProfitLoss').status(500);
    network.on('GET', 'Bet/GetUserProfitLoss').ok(answer);
    await user.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5_000 }));
    expect(await screen.findByRole('table', { name: 'Profit and loss' })).toBeTruthy();
  });
});
