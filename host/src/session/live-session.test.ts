import { connectRealtime, disconnectRealtime, getQueryClient, realtimeStore, sessionStore } from '@exchange/shared';
import type * as SharedModule from '@exchange/shared';
import { deliverHubMessage, fakeNetwork, setupRemoteTests } from '@exchange/shared/testing';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { keepSessionLive } from './live-session';

// The connection itself is shared's (tested against the real hub there); here the host's part: when
// it connects, and what a UserBalance push does to the session and the open bets.
vi.mock('@exchange/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof SharedModule>()),
  connectRealtime: vi.fn(async () => undefined),
  disconnectRealtime: vi.fn(async () => undefined),
}));

setupRemoteTests();

const player = {
  userId: 7,
  username: 'Demo',
  balance: 100,
  exposure: 0,
  football: true,
  tennis: true,
  cricket: true,
  kabaddi: true,
  horseRacing: true,
};

// What the open bets call answers after the push: the balance and exposure the bets are held against.
const openBets = { openBets: [{ eventId: 31 }], balance: 1490, exposure: 22.5 };

let stop: (() => void) | undefined;

beforeEach(() => {
  sessionStore.setState({ userInfo: player, accessToken: 'token', loggedIn: true });
});

afterEach(() => {
  realtimeStore.getState().reset();
  stop?.();
  stop = undefined;
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

const openBetsCalls = () => fakeNetwork().requestsTo('GET', 'Bet/GetUserOpenBets');

describe('keepSessionLive', () => {
  it('connects for a logged-in player and applies UserBalance pushes to balance, exposure and open bets', async () => {
    const held = fakeNetwork().on('GET', 'Bet/GetUserOpenBets').hold();
    stop = keepSessionLive({ hubUrl: 'http://api.test/hubs/notifications', hostname: 'gold.localhost' });
    expect(connectRealtime).toHaveBeenCalledWith(
      expect.objectContaining({ hubUrl: 'http://api.test/hubs/notifications', domain: 'gold.localhost' }),
    );

    deliverHubMessage('UserBalance', { Balance: '1500.00', Exposure: 12.5 });
    expect(sessionStore.getState().userInfo).toMatchObject({ balance: 1500, exposure: 12.5 });
    await held.sent;
    expect(openBetsCalls()).toHaveLength(1);

    // The open bets bring the balance and exposure they were computed with, and are kept under OpenBets.
    held.ok(openBets);
    await vi.waitFor(() => expect(sessionStore.getState().userInfo).toMatchObject({ balance: 1490, exposure: 22.5 }));
    expect(JSON.parse(localStorage.getItem('OpenBets') ?? 'null')).toEqual(openBets);
  });

  it('drops a UserBalance push it cannot read, and hears none after it is stopped', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stop = keepSessionLive({ hubUrl: 'http://api.test/hubs/notifications', hostname: 'gold.localhost' });

    deliverHubMessage('UserBalance', { Balance: 'lots', Exposure: 1 });
    expect(sessionStore.getState().userInfo).toMatchObject({ balance: 100, exposure: 0 });
    expect(warn).toHaveBeenCalledWith(
      'Dropped a UserBalance hub message whose Data does not match its schema',
      expect.anything(),
    );

    stop();
    stop = undefined;
    expect(disconnectRealtime).toHaveBeenCalled();
    deliverHubMessage('UserBalance', { Balance: 5, Exposure: 0 });
    expect(sessionStore.getState().userInfo).toMatchObject({ balance: 100 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(openBetsCalls()).toHaveLength(0);
  });

  it('warns, and keeps the pushed balance, when the open bets cannot be refreshed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeNetwork().on('GET', 'Bet/GetUserOpenBets').fail(500, 'Down');
    stop = keepSessionLive({ hubUrl: 'http://api.test/hubs/notifications', hostname: 'gold.localhost' });

    deliverHubMessage('UserBalance', { Balance: 1500, Exposure: 12.5 });
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        'Open bets could not be refreshed after a balance change.',
        expect.objectContaining({ message: 'Down' }),
      ),
    );
    expect(sessionStore.getState().userInfo).toMatchObject({ balance: 1500, exposure: 12.5 });
  });

  it('fetches the open bets, with balance and exposure, when the connection comes back after a drop', async () => {
    fakeNetwork().on('GET', 'Bet/GetUserOpenBets').ok(openBets);
    stop = keepSessionLive({ hubUrl: 'http://api.test/hubs/notifications', hostname: 'gold.localhost' });
    // The first connection finds the page's own data fresh.
    realtimeStore.setState({ connectionState: 'connecting' });
    realtimeStore.setState({ connectionState: 'connected' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(openBetsCalls()).toHaveLength(0);

    realtimeStore.setState({ connectionState: 'reconnecting' });
    realtimeStore.setState({ connectionState: 'connected' });
    await vi.waitFor(() => expect(sessionStore.getState().userInfo).toMatchObject({ balance: 1490, exposure: 22.5 }));
    expect(openBetsCalls()).toHaveLength(1);
  });

  it('fetches again every other query on screen when the connection comes back, not the ones off screen', async () => {
    fakeNetwork().on('GET', 'Bet/GetUserOpenBets').ok(openBets);
    const client = getQueryClient();
    const onScreen = vi.fn(async () => 'prices');
    const offScreen = vi.fn(async () => 'statement');
    const observer = new QueryObserver(client, { queryKey: ['test', 'prices'], queryFn: onScreen });
    const unsubscribe = observer.subscribe(() => undefined);
    await client.fetchQuery({ queryKey: ['test', 'statement'], queryFn: offScreen });
    await vi.waitFor(() => expect(onScreen).toHaveBeenCalledTimes(1));
    stop = keepSessionLive({ hubUrl: 'http://api.test/hubs/notifications', hostname: 'gold.localhost' });

    realtimeStore.setState({ connectionState: 'reconnecting' });
    realtimeStore.setState({ connectionState: 'connected' });
    await vi.waitFor(() => expect(onScreen).toHaveBeenCalledTimes(2));
    expect(offScreen).toHaveBeenCalledTimes(1);
    expect(openBetsCalls()).toHaveLength(1);
    unsubscribe();
  });

  it('closes the connection at logout', () => {
    stop = keepSessionLive({ hubUrl: 'http://api.test/hubs/notifications', hostname: 'gold.localhost' });
    sessionStore.setState({ loggedIn: false });
    expect(disconnectRealtime).toHaveBeenCalledTimes(1);
  });
});
