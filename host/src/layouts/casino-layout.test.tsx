import { PlatformProvider, reportApiAnswered, reportApiUnreachable, sessionStore } from '@exchange/shared';
import { fakeNetwork, setupRemoteTests } from '@exchange/shared/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CasinoLayout } from './casino-layout';

setupRemoteTests();

function renderLobby() {
  const router = createMemoryRouter(
    [
      { element: <CasinoLayout />, children: [{ path: '/lobby', element: <h1>Lobby</h1> }] },
      { path: '/', element: <h1>Sports</h1> },
    ],
    { initialEntries: ['/lobby'] },
  );
  render(
    <PlatformProvider>
      <RouterProvider router={router} />
    </PlatformProvider>,
  );
  return router;
}

describe('CasinoLayout', () => {
  afterEach(() => {
    sessionStore.setState({ loggedIn: false });
    vi.restoreAllMocks();
  });

  it('pins the page while in the lobby, offers the way back, and restores it on leaving', async () => {
    renderLobby();
    expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.click(screen.getByRole('link', { name: 'Back to sports' }));
    expect(await screen.findByRole('heading', { name: 'Sports' })).toBeDefined();
    expect(document.documentElement.style.overflow).toBe('');
    expect(screen.queryByRole('link', { name: 'Back to sports' })).toBeNull();
  });

  it("reloads a player's profit and loss and open bets on leaving, and keeps them", async () => {
    sessionStore.getState().storeLoginResult({ accessToken: 'a', refreshToken: 'r', expireInSeconds: 3600 }, 'alice');
    const network = fakeNetwork();
    const openBets = { openBets: [{ eventId: 7 }], balance: 900, exposure: 100 };
    network.on('GET', 'Bet/GetUserOpenBets').ok(openBets);
    network.on('GET', 'Bet/GetUserExpectedProfitLoss').ok([{ eventId: 7 }]);
    const router = renderLobby();
    expect(network.requests).toHaveLength(0);
    await act(async () => {
      await router.navigate('/');
    });
    await vi.waitFor(() => expect(localStorage.getItem('OpenBets')).not.toBeNull());
    expect(network.requestsTo('GET', 'Bet/GetUserExpectedProfitLoss')).toHaveLength(1);
    expect(network.requestsTo('GET', 'Bet/GetUserOpenBets')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('OpenBets') ?? 'null')).toEqual(openBets);
    await vi.waitFor(() => expect(JSON.parse(localStorage.getItem('ProfitLoss') ?? 'null')).toEqual([{ eventId: 7 }]));
  });

  it('says above the game that the connection is lost while the api cannot be reached, and clears it when it answers', () => {
    renderLobby();
    expect(screen.queryByText('Connection lost')).toBeNull();
    act(() => reportApiUnreachable());
    const notice = screen.getByText('Connection lost').closest('[role="status"]');
    expect(notice?.textContent).toMatch(/Prices are paused and bets cannot be placed/);
    expect(screen.getByRole('heading', { name: 'Lobby' })).toBeDefined();
    act(() => reportApiAnswered());
    expect(screen.queryByText('Connection lost')).toBeNull();
  });

  it('reloads nothing for a visitor', async () => {
    const router = renderLobby();
    await act(async () => {
      await router.navigate('/');
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fakeNetwork().requests).toHaveLength(0);
  });
});
