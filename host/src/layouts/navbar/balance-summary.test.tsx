import { changeLanguage, PlatformProvider, sessionStore } from '@exchange/shared';
import { fakeNetwork, setupRemoteTests } from '@exchange/shared/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { BalanceSummary } from './balance-summary';

setupRemoteTests();

function renderWithRouter(exposure: number) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <BalanceSummary
            available={1000}
            exposure={exposure}
            showBalance
            showExposure
            onToggleBalance={() => undefined}
            onToggleExposure={() => undefined}
          />
        ),
      },
      { path: '/markets/:eventid/:dreamEventId', element: <h1>Market page</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <PlatformProvider>
      <RouterProvider router={router} />
    </PlatformProvider>,
  );
  return router;
}

describe('BalanceSummary', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
    localStorage.clear();
  });

  it('shows the available balance and exposure under their names, grouped the Indian way', () => {
    render(
      <BalanceSummary
        available={150000.5}
        exposure="250"
        showBalance
        showExposure
        onToggleBalance={() => undefined}
        onToggleExposure={() => undefined}
      />,
    );
    expect(screen.getByLabelText('Available').textContent).toBe('1,50,000.50');
    expect(screen.getByLabelText('Exposure').textContent).toBe('250.00');
  });

  it('hides an amount and offers to show it again', async () => {
    const onToggleBalance = vi.fn();
    render(
      <BalanceSummary
        available={10}
        exposure={0}
        showBalance={false}
        showExposure
        onToggleBalance={onToggleBalance}
        onToggleExposure={() => undefined}
      />,
    );
    expect(screen.getByLabelText('Available').textContent).toBe('••••');
    await userEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(onToggleBalance).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Hide exposure' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('names the amounts in Hindi and keeps the Indian grouping', async () => {
    render(
      <BalanceSummary
        available={100000}
        exposure={undefined}
        showBalance
        showExposure
        onToggleBalance={() => undefined}
        onToggleExposure={() => undefined}
      />,
    );
    await act(() => changeLanguage('hi'));
    expect(screen.getByLabelText('उपलब्ध').textContent).toBe('1,00,000.00');
    expect(screen.getByLabelText('एक्सपोज़र').textContent).toBe('–');
    expect(screen.getByRole('button', { name: 'बैलेंस छिपाएँ' })).toBeDefined();
  });

  it('lists the markets holding the exposure, the largest first, each a way to its market', async () => {
    sessionStore.getState().storeLoginResult({ accessToken: 'a', refreshToken: 'r', expireInSeconds: 3600 }, 'alice');
    fakeNetwork()
      .on('GET', 'Bet/GetUserExpectedProfitLoss')
      .ok([
        {
          eventId: 7,
          marketId: '1.7',
          eventName: 'India v Australia',
          marketName: 'Match Odds',
          runners: [],
          exposure: 150,
        },
        {
          eventId: 8,
          marketId: '1.8',
          eventName: 'Arsenal v Chelsea',
          marketName: 'Match Odds',
          runners: [],
          exposure: 0,
        },
        {
          eventId: 9,
          marketId: '1.9',
          eventName: 'Nadal v Alcaraz',
          marketName: 'Match Odds',
          runners: [],
          exposure: 2500.5,
        },
      ]);
    const router = renderWithRouter(2650.5);
    await userEvent.click(screen.getByRole('button', { name: 'Exposure: markets holding it' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exposure by market' });
    const rows = await within(dialog).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Nadal v Alcaraz · Match Odds2,500.50',
      'India v Australia · Match Odds150.00',
    ]);
    await userEvent.click(within(dialog).getByRole('link', { name: 'India v Australia · Match Odds' }));
    expect(router.state.location.pathname).toBe('/markets/7/7');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when no market holds any exposure', async () => {
    sessionStore.getState().storeLoginResult({ accessToken: 'a', refreshToken: 'r', expireInSeconds: 3600 }, 'alice');
    fakeNetwork().on('GET', 'Bet/GetUserExpectedProfitLoss').ok([]);
    renderWithRouter(0);
    await userEvent.click(screen.getByRole('button', { name: 'Exposure: markets holding it' }));
    expect(await screen.findByText('No market holds any of your money now.')).toBeDefined();
  });
});
