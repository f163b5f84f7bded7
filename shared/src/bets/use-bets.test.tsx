import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { sessionStore } from '../session/session-store';
import { fakeNetwork } from '../testing/fake-network';
import { renderRoute } from '../testing/render-route';
import { setupRemoteTests } from '../testing/setup-remote-tests';
import { useOpenBets, useProfitLoss } from './use-bets';

setupRemoteTests();

const openBets = { openBets: [{ eventId: 31 }, { eventId: 32 }], balance: 1500, exposure: 200 };

/** What a bets widget shows: a list, a loading line, the failure, or nothing for a visitor. */
function OpenBetsWidget() {
  const { data, error, isLoading } = useOpenBets();
  const { data: profitLoss } = useProfitLoss();
  if (isLoading) return <p role="status">Loading bets</p>;
  if (error) return <p role="alert">{error.message}</p>;
  if (!data) return <p>No bets</p>;
  return (
    <section aria-label="Open bets">
      <ul>
        {data.openBets.map((bet) => (
          <li key={bet.eventId}>Event {bet.eventId}</li>
        ))}
      </ul>
      <p>{profitLoss?.length ?? 0} P/L lines</p>
    </section>
  );
}

const player = { username: 'alice' };

describe('useOpenBets and useProfitLoss', () => {
  it("show a loading line, then the player's bets, and keep them under OpenBets", async () => {
    const held = fakeNetwork().on('GET', 'Bet/GetUserOpenBets').hold();
    fakeNetwork()
      .on('GET', 'Bet/GetUserExpectedProfitLoss')
      .ok([{ eventId: 31 }]);
    await renderRoute(<OpenBetsWidget />, { path: '/open-bets', session: player });
    expect((await screen.findByRole('status')).textContent).toBe('Loading bets');

    held.ok(openBets);
    const list = await screen.findByRole('region', { name: 'Open bets' });
    expect(list.textContent).toContain('Event 31');
    expect(list.textContent).toContain('Event 32');
    expect(await screen.findByText('1 P/L lines')).toBeDefined();
    expect(JSON.parse(localStorage.getItem('OpenBets') ?? 'null')).toEqual(openBets);
    // StrictMode mounts twice; the cache still asks once.
    expect(fakeNetwork().requestsTo('GET', 'Bet/GetUserOpenBets')).toHaveLength(1);
  });

  it('show the failure the client made of the answer', async () => {
    fakeNetwork().on('GET', 'Bet/GetUserOpenBets').fail(200, 'Bets unavailable');
    fakeNetwork().on('GET', 'Bet/GetUserExpectedProfitLoss').ok([]);
    await renderRoute(<OpenBetsWidget />, { path: '/open-bets', session: player });
    expect((await screen.findByRole('alert')).textContent).toBe('Bets unavailable');
  });

  it('call nothing for a visitor, and load once the visitor logs in', async () => {
    fakeNetwork().on('GET', 'Bet/GetUserOpenBets').ok(openBets);
    fakeNetwork().on('GET', 'Bet/GetUserExpectedProfitLoss').ok([]);
    await renderRoute(<OpenBetsWidget />, { path: '/open-bets' });
    expect(screen.getByText('No bets')).toBeDefined();
    expect(fakeNetwork().requests).toHaveLength(0);

    sessionStore
      .getState()
      .storeLoginResult({ accessToken: 'token-1', refreshToken: 'refresh-1', expireInSeconds: 3600 }, 'alice');
    expect(await screen.findByRole('region', { name: 'Open bets' })).toBeDefined();
  });

  it("never show the last player's bets after a logout, and call nothing for them", async () => {
    fakeNetwork().on('GET', 'Bet/GetUserOpenBets').ok(openBets);
    fakeNetwork().on('GET', 'Bet/GetUserExpectedProfitLoss').ok([]);
    fakeNetwork().on('POST', 'Account/Logout').ok(null);
    await renderRoute(<OpenBetsWidget />, { path: '/open-bets', session: player });
    await screen.findByRole('region', { name: 'Open bets' });

    sessionStore.getState().logout();
    expect(await screen.findByText('No bets')).toBeDefined();
    expect(screen.queryByText('Event 31')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fakeNetwork().requestsTo('GET', 'Bet/GetUserOpenBets')).toHaveLength(1);
    expect(localStorage.getItem('OpenBets')).toBeNull();
  });
});
