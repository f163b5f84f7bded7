import { betsStore, connectRealtime, disconnectRealtime, sessionStore, type OpenBets } from '@exchange/shared';
import type * as SharedModule from '@exchange/shared';
import { deliverHubMessage } from '@exchange/shared/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { keepSessionLive } from './live-session';

// The connection itself is shared's (tested against the real hub there); here the host's part: when
// it connects, and what a UserBalance push does to the session and the open bets.
vi.mock('@exchange/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof SharedModule>()),
  connectRealtime: vi.fn(async () => undefined),
  disconnectRealtime: vi.fn(async () => undefined),
}));

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

const initialBets = betsStore.getState();
const loadOpenBets = vi.fn(async () => ({}) as OpenBets);

let stop: (() => void) | undefined;

beforeEach(() => {
  betsStore.setState({ loadOpenBets });
  sessionStore.setState({ userInfo: player, accessToken: 'token', loggedIn: true });
});

afterEach(() => {
  stop?.();
  stop = undefined;
  betsStore.setState(initialBets, true);
  sessionStore.setState({ userInfo: null, accessToken: null, loggedIn: false });
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('keepSessionLive', () => {
  it('connects for a logged-in player and applies UserBalance pushes to balance, exposure and open bets', () => {
    stop = keepSessionLive({ hubUrl: 'http://api.test/hubs/notifications', hostname: 'gold.localhost' });
    expect(connectRealtime).toHaveBeenCalledWith(
      expect.objectContaining({ hubUrl: 'http://api.test/hubs/notifications', domain: 'gold.localhost' }),
    );

    deliverHubMessage('UserBalance', { Balance: '1500.00', Exposure: 12.5 });
    expect(sessionStore.getState().userInfo).toMatchObject({ balance: 1500, exposure: 12.5 });
    expect(loadOpenBets).toHaveBeenCalledTimes(1);
  });

  it('drops a UserBalance push it cannot read, and hears none after it is stopped', () => {
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
    expect(loadOpenBets).not.toHaveBeenCalled();
  });

  it('closes the connection at logout', () => {
    stop = keepSessionLive({ hubUrl: 'http://api.test/hubs/notifications', hostname: 'gold.localhost' });
    sessionStore.setState({ loggedIn: false });
    expect(disconnectRealtime).toHaveBeenCalledTimes(1);
  });
});
