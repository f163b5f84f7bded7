import { betsStore, PlatformProvider, sessionStore } from '@exchange/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CasinoLayout } from './casino-layout';

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

  it("reloads a player's profit and loss and open bets on leaving", async () => {
    sessionStore.setState({ loggedIn: true });
    const loadProfitLoss = vi.fn(async () => []);
    const loadOpenBets = vi.fn(async () => ({ openBets: [], balance: 0, exposure: 0 }));
    betsStore.setState({ loadProfitLoss, loadOpenBets });
    const router = renderLobby();
    expect(loadProfitLoss).not.toHaveBeenCalled();
    await act(async () => {
      await router.navigate('/');
    });
    expect(loadProfitLoss).toHaveBeenCalledTimes(1);
    expect(loadOpenBets).toHaveBeenCalledTimes(1);
  });
});
