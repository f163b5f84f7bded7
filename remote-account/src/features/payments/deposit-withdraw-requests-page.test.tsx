import { renderRoute } from '@exchange/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { DepositWithdrawRequestsPage } from './deposit-withdraw-requests-page';

vi.setConfig({ testTimeout: 60_000 });

const request = {
  id: 7,
  type: 'deposit',
  method: 'manual',
  amount: 750.5,
  status: 'approved',
  reference: null,
  utr: '123456789012',
  destination: null,
  note: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  decidedAt: '2026-03-01T09:30:00.000Z',
};
const askedOfCashier = {
  ...request,
  id: 8,
  method: 'cashier',
  amount: 2500,
  status: 'pending',
  utr: null,
  decidedAt: null,
  preferredMethod: 'cash_agent',
  playerNote: 'Call me after 6 pm',
};

async function renderRequests(language: 'en' | 'hi' = 'en') {
  return renderRoute(<DepositWithdrawRequestsPage />, {
    path: '/dwrequests',
    session: { username: 'player01' },
    language,
  });
}

describe('the requests page', () => {
  it('lists what waits for the cashier through PlayerRequests, above every request', async () => {
    const { network } = await renderRequests();
    network.on('POST', 'DepositWithdrawal/PlayerRequests').ok({ totalCount: 1, items: [askedOfCashier] });
    network
      .on('POST', 'DepositWithdrawal/GetDepositWithdrawals')
      .ok({ totalCount: 2, items: [askedOfCashier, request] });

    const waiting = await screen.findByRole('table', { name: 'Waiting for the cashier' });
    const [, row] = within(waiting).getAllByRole('row');
    expect(row?.textContent).toContain('Deposit · Through the cashier');
    expect(row?.textContent).toContain('Cash agent · Your note: Call me after 6 pm');
    expect(within(waiting).getAllByRole('row')).toHaveLength(2);
    expect(network.requestsTo('POST', 'DepositWithdrawal/PlayerRequests')[0]?.body).toEqual({
      SkipCount: 0,
      MaxResultCount: 20,
    });

    const all = await screen.findByRole('table', { name: 'All requests' });
    expect(within(all).getAllByRole('row')).toHaveLength(3);
    expect(within(all).getByText('Approved')).toBeTruthy();
  });

  it('says when nothing waits, in Hindi too', async () => {
    const { network } = await renderRequests('hi');
    network.on('POST', 'DepositWithdrawal/PlayerRequests').ok({ totalCount: 0, items: [] });
    network.on('POST', 'DepositWithdrawal/GetDepositWithdrawals').ok({ totalCount: 1, items: [request] });
    expect(await screen.findByText('कैशियर के पास कुछ भी प्रतीक्षा में नहीं है।')).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'सभी अनुरोध' })).toBeTruthy();
  });

  it('says when more wait than it shows, and offers a retry when the list fails', async () => {
    const { network, user } = await renderRequests();
    network.once('POST', 'DepositWithdrawal/PlayerRequests').fail(500, 'Internal Server Error');
    network.on('POST', 'DepositWithdrawal/PlayerRequests').ok({ totalCount: 21, items: [askedOfCashier] });
    network.on('POST', 'DepositWithdrawal/GetDepositWithdrawals').ok({ totalCount: 0, items: [] });
    const heading = await screen.findByRole('heading', { name: 'Waiting for the cashier' });
    const waiting = heading.parentElement as HTMLElement;
    await user.click(await within(waiting).findByRole('button', { name: 'Try again' }));
    expect(
      await within(waiting).findByText('Showing the 1 newest of 21; all of them are in the list below.'),
    ).toBeTruthy();
  });
});
