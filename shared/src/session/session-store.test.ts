import { defaultStakeButtons, type LoginResult } from '@exchange/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { installFakeApi, jsonResponse, okResponse, type FakeApi } from '../api/fake-api';
import { apiGet, configureApiClient, rearmUnauthorizedHandling } from '../api/http-client';
import { loadBetsFromStorageOrFetch } from '../bets/bets-cache';
import { openBetsQuery, profitLossQuery } from '../bets/bets-queries';
import { getQueryClient, setQueryClient } from '../query/platform-query-client';
import { publicQueryMeta } from '../query/player-queries';
import { loadingStore } from '../stores/loading-store';
import { createTestQueryClient } from '../testing/test-query-client';
import { connectSessionToApiClient, createSessionStore, selectAvailable, sessionStore } from './session-store';

const start = Date.UTC(2025, 0, 1, 12, 0, 0);
let clock: number;
let api: FakeApi;
let onUnauthorized: ReturnType<typeof vi.fn<() => void>>;
let disconnect: (() => void) | undefined;

const loginResult: LoginResult = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expireInSeconds: 3600,
  userIp: '203.0.113.9',
  stakes: [
    { title: '50', value: 50 },
    { title: '1k', value: 1000 },
  ],
  casinoToken: 'casino-1',
  userId: 42,
  balance: 1500.75,
  exposure: 120.5,
  cricket: true,
  horseRacing: false,
};

const openBets = { openBets: [{ eventId: 31 }], balance: 1500.75, exposure: 120.5 };
const profitLoss = [{ eventId: 31 }];

/** A store on the test clock, wired to the API client the way the page's own store is. */
function newStore() {
  const store = createSessionStore({ now: () => clock });
  disconnect = connectSessionToApiClient(store);
  return store;
}

const storedKeys = () => Object.keys({ ...localStorage }).sort();

/** The bets as the page's views read them. */
const cachedBets = () => ({
  openBets: getQueryClient().getQueryData(openBetsQuery.queryKey) ?? null,
  profitLoss: getQueryClient().getQueryData(profitLossQuery.queryKey) ?? null,
});

/** A remote's query of the player's own data, and one of data every visitor sees. */
async function cacheRemoteQueries() {
  const client = getQueryClient();
  await client.query({ queryKey: ['account', 'statement'], queryFn: async () => ['alice paid 100'] });
  await client.query({ queryKey: ['sports', 'tree'], queryFn: async () => ['cricket'], meta: publicQueryMeta });
}
const remoteQueryData = () => ({
  statement: getQueryClient().getQueryData(['account', 'statement']),
  sports: getQueryClient().getQueryData(['sports', 'tree']),
});

beforeEach(() => {
  localStorage.clear();
  clock = start;
  setQueryClient(createTestQueryClient());
  rearmUnauthorizedHandling();
  onUnauthorized = vi.fn<() => void>();
  configureApiClient({ defaultBaseUrl: 'http://localhost:4000/', onUnauthorized });
  api = installFakeApi(({ url }) => okResponse(url.pathname.endsWith('GetUserOpenBets') ? openBets : profitLoss));
});

afterEach(() => {
  disconnect?.();
  disconnect = undefined;
});

describe('storeLoginResult', () => {
  it('stores every key of a login under its specification name', () => {
    const store = newStore();
    store.getState().storeLoginResult({ ...loginResult, domain: 'brand.example' }, 'alice');

    expect(storedKeys()).toEqual(
      [
        'accessToken',
        'betslips',
        'casinoToken',
        'expire_DateTime',
        'expire_in',
        'ip',
        'refresh_token',
        'userinfo',
      ].sort(),
    );
    expect(localStorage.getItem('accessToken')).toBe('access-1');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(localStorage.getItem('expire_in')).toBe('3600');
    expect(Number(localStorage.getItem('expire_DateTime'))).toBe(start + 3600 * 1000);
    expect(localStorage.getItem('ip')).toBe('203.0.113.9');
    expect(localStorage.getItem('casinoToken')).toBe('casino-1');
    expect(JSON.parse(localStorage.getItem('betslips') ?? 'null')).toEqual(loginResult.stakes);
    expect(JSON.parse(localStorage.getItem('userinfo') ?? 'null')).toEqual({
      userId: 42,
      username: 'alice',
      balance: 1500.75,
      exposure: 120.5,
      football: true,
      tennis: true,
      cricket: true,
      kabaddi: true,
      horseRacing: false,
      domain: 'brand.example',
    });
    expect(store.getState()).toMatchObject({
      loggedIn: true,
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      expiresAt: start + 3_600_000,
      userInfo: { username: 'alice', balance: 1500.75 },
    });
  });

  it('stores the default quick stakes when the server sends none', () => {
    const store = newStore();
    store.getState().storeLoginResult({ accessToken: 'a', refreshToken: 'r', expireInSeconds: 60 }, 'Demo');
    expect(JSON.parse(localStorage.getItem('betslips') ?? 'null')).toEqual([
      { title: '100', value: 100 },
      { title: '500', value: 500 },
      { title: '1k', value: 1000 },
      { title: '2k', value: 2000 },
      { title: '3k', value: 3000 },
      { title: '4k', value: 4000 },
      { title: '5k', value: 5000 },
      { title: '6k', value: 6000 },
    ]);
    expect(defaultStakeButtons.map((stake) => stake.value)).toEqual([100, 500, 1000, 2000, 3000, 4000, 5000, 6000]);
  });

  it('keeps the stake buttons the player saves, for the bet slip now and after a reload', () => {
    const store = newStore();
    store.getState().storeLoginResult(loginResult, 'alice');
    expect(store.getState().stakes).toEqual(loginResult.stakes);
    const saved = [25, 50, 75, 100, 125, 150, 175, 200].map((value) => ({ title: `${value}`, value }));
    store.getState().setStakes(saved);
    expect(store.getState().stakes).toEqual(saved);
    expect(newStore().getState().stakes).toEqual(saved);
    store.getState().logout();
    expect(store.getState().stakes).toEqual(defaultStakeButtons);
  });

  it("forgets what a session that ended without a logout left: the bets' copies and the player's queries", async () => {
    localStorage.setItem('OpenBets', JSON.stringify(openBets));
    localStorage.setItem('ProfitLoss', JSON.stringify(profitLoss));
    await loadBetsFromStorageOrFetch();
    await cacheRemoteQueries();
    newStore().getState().storeLoginResult(loginResult, 'bob');
    expect(localStorage.getItem('OpenBets')).toBeNull();
    expect(localStorage.getItem('ProfitLoss')).toBeNull();
    expect(cachedBets()).toEqual({ openBets: null, profitLoss: null });
    expect(remoteQueryData()).toEqual({ statement: undefined, sports: ['cricket'] });
  });

  it('sets the bearer for the next calls', async () => {
    const store = newStore();
    store.getState().storeLoginResult(loginResult, 'alice');
    await apiGet('Transaction/GetHistory');
    expect(api.calls[0]?.headers.get('authorization')).toBe('Bearer access-1');
  });

  it('re-arms the 401 handling that ten failing calls tripped once', async () => {
    sessionStore.getState().storeLoginResult(loginResult, 'alice');
    api.answer(() => jsonResponse(401, { success: false, error: { message: 'Unauthorized' } }));

    await Promise.allSettled(Array.from({ length: 10 }, () => apiGet('Bet/GetUserBetHistory')));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState()).toMatchObject({ loggedIn: false, accessToken: null, userInfo: null });
    expect(localStorage.getItem('accessToken')).toBeNull();

    sessionStore.getState().storeLoginResult(loginResult, 'alice');
    await Promise.allSettled(Array.from({ length: 10 }, () => apiGet('Bet/GetUserBetHistory')));
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });
});

describe('restoreSession', () => {
  function storeSessionExpiringAt(expiresAt: number) {
    localStorage.setItem('accessToken', 'access-1');
    localStorage.setItem('refresh_token', 'refresh-1');
    localStorage.setItem('expire_in', '3600');
    localStorage.setItem('expire_DateTime', String(expiresAt));
    localStorage.setItem('userinfo', JSON.stringify({ userId: 42, username: 'alice', balance: 10, exposure: 2 }));
    localStorage.setItem('OpenBets', JSON.stringify(openBets));
    localStorage.setItem('ProfitLoss', JSON.stringify(profitLoss));
    localStorage.setItem('baseUrl', 'http://localhost:4000/');
  }

  it('clears the session data when no expiry is stored', async () => {
    storeSessionExpiringAt(start + 60_000);
    localStorage.removeItem('expire_DateTime');
    const store = newStore();
    await store.getState().restoreSession();
    expect(storedKeys()).toEqual(['baseUrl']);
    expect(store.getState()).toMatchObject({ loggedIn: false, accessToken: null, userInfo: null });
    expect(cachedBets()).toEqual({ openBets: null, profitLoss: null });
    expect(api.calls).toHaveLength(0);
  });

  it("clears token, user info, expiry, open bets, profit/loss and the player's queries once the expiry has passed", async () => {
    storeSessionExpiringAt(start - 1);
    const store = newStore();
    await loadBetsFromStorageOrFetch();
    await cacheRemoteQueries();
    await store.getState().restoreSession(start);
    expect(storedKeys()).toEqual(['baseUrl', 'refresh_token']);
    expect(store.getState()).toMatchObject({ loggedIn: false, accessToken: null, userInfo: null, expiresAt: null });
    expect(cachedBets()).toEqual({ openBets: null, profitLoss: null });
    expect(remoteQueryData()).toEqual({ statement: undefined, sports: ['cricket'] });
    expect(api.calls).toHaveLength(0);
  });

  it("keeps a visitor's cache on every later navigation", async () => {
    const store = newStore();
    await cacheRemoteQueries();
    await store.getState().restoreSession(start);
    expect(remoteQueryData()).toEqual({ statement: ['alice paid 100'], sports: ['cricket'] });
  });

  it('restores the token and takes open bets and profit/loss from their local copies', async () => {
    storeSessionExpiringAt(start + 60 * 60_000);
    const store = newStore();
    await store.getState().restoreSession(start);
    expect(store.getState()).toMatchObject({
      loggedIn: true,
      accessToken: 'access-1',
      expiresAt: start + 60 * 60_000,
      userInfo: { username: 'alice', balance: 10, exposure: 2 },
    });
    expect(cachedBets()).toEqual({ openBets, profitLoss });
    expect(api.calls).toHaveLength(0);
  });

  it('fetches open bets and profit/loss when their copies are missing', async () => {
    storeSessionExpiringAt(start + 60 * 60_000);
    localStorage.removeItem('OpenBets');
    localStorage.removeItem('ProfitLoss');
    const store = newStore();
    await store.getState().restoreSession(start);
    expect(api.calls.map((call) => call.url.pathname).sort()).toEqual([
      '/Bet/GetUserExpectedProfitLoss',
      '/Bet/GetUserOpenBets',
    ]);
    expect(cachedBets()).toEqual({ openBets, profitLoss });
  });

  it('uses its clock when no time is given', async () => {
    storeSessionExpiringAt(start + 1000);
    const store = newStore();
    clock = start + 1000;
    await store.getState().restoreSession();
    expect(store.getState().loggedIn).toBe(false);
  });

  it('goes on when the bets cannot be fetched, keeping the failure in their query for the views', async () => {
    storeSessionExpiringAt(start + 60 * 60_000);
    localStorage.removeItem('OpenBets');
    api.answer(() => jsonResponse(500, { success: false, error: { message: 'Down' } }));
    const store = newStore();
    await expect(store.getState().restoreSession(start)).resolves.toBeUndefined();
    expect(store.getState().loggedIn).toBe(true);
    expect(getQueryClient().getQueryState(openBetsQuery.queryKey)?.error?.message).toBe('Down');
  });
});

describe('checkTokenValidity', () => {
  function restoredSession() {
    localStorage.setItem('accessToken', 'access-1');
    localStorage.setItem('refresh_token', 'refresh-1');
    localStorage.setItem('expire_DateTime', String(start + 60 * 60_000));
    localStorage.setItem('userinfo', JSON.stringify({ userId: 42, username: 'alice', balance: 10, exposure: 2 }));
    localStorage.setItem('OpenBets', JSON.stringify(openBets));
    localStorage.setItem('ProfitLoss', JSON.stringify(profitLoss));
  }
  const validityCalls = () => api.calls.filter((call) => call.url.pathname === '/Account/GetAccessTokenValidateTime');

  it("keeps the server's count of the token's seconds left as the expiry, in the background", async () => {
    restoredSession();
    const store = newStore();
    await store.getState().restoreSession(start);
    api.answer(() => okResponse({ expireInSeconds: 600 }));
    const checking = store.getState().checkTokenValidity();
    expect(loadingStore.getState().pending).toBe(0);
    await checking;
    expect(validityCalls()).toHaveLength(1);
    expect(validityCalls()[0]?.headers.get('authorization')).toBe('Bearer access-1');
    expect(store.getState().expiresAt).toBe(start + 600_000);
    expect(localStorage.getItem('expire_DateTime')).toBe(String(start + 600_000));
    expect(localStorage.getItem('expire_in')).toBe('600');
  });

  it('ends a session the server has ended (401), and asks nothing without a token', async () => {
    restoredSession();
    const store = newStore();
    await store.getState().restoreSession(start);
    api.answer(({ url }) =>
      url.pathname === '/Account/Logout'
        ? okResponse({ loggedOut: true })
        : jsonResponse(401, { success: false, error: { message: 'The session has ended' } }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await store.getState().checkTokenValidity();
    expect(store.getState().loggedIn).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    const before = api.calls.length;
    await store.getState().checkTokenValidity();
    expect(api.calls).toHaveLength(before);
  });
});

describe('the page session', () => {
  it('is decided at start from what is stored', () => {
    localStorage.setItem('accessToken', 'access-1');
    localStorage.setItem('userinfo', JSON.stringify({ username: 'alice', balance: 5 }));
    localStorage.setItem('showBalance', 'false');
    expect(createSessionStore().getState()).toMatchObject({
      loggedIn: true,
      showBalance: false,
      showExposure: true,
      userInfo: { username: 'alice', balance: 5, exposure: 0 },
    });
    localStorage.removeItem('userinfo');
    expect(createSessionStore().getState().loggedIn).toBe(false);
  });
});

describe('logout', () => {
  it('clears all local storage except baseUrl, the auth header, the user and the bets', async () => {
    const store = newStore();
    store.getState().storeLoginResult(loginResult, 'alice');
    localStorage.setItem('baseUrl', 'https://brand-api.example/');
    localStorage.setItem('games', '[]');
    localStorage.setItem('pins', '[1]');
    localStorage.setItem('showBalance', 'false');
    await loadBetsFromStorageOrFetch();
    await cacheRemoteQueries();

    store.getState().logout();

    expect(storedKeys()).toEqual(['baseUrl']);
    expect(localStorage.getItem('baseUrl')).toBe('https://brand-api.example/');
    expect(store.getState()).toMatchObject({
      loggedIn: false,
      userInfo: null,
      accessToken: null,
      refreshToken: null,
      showBalance: true,
    });
    expect(cachedBets()).toEqual({ openBets: null, profitLoss: null });
    expect(remoteQueryData()).toEqual({ statement: undefined, sports: ['cricket'] });
    await apiGet('Setting/GetSetting');
    const after = api.calls.filter((call) => call.url.pathname === '/Setting/GetSetting');
    expect(after.at(-1)?.headers.has('authorization')).toBe(false);
  });
});

describe('ending the session on the server', () => {
  const logoutCalls = () => api.calls.filter((call) => call.url.pathname === '/Account/Logout');

  it('sends Account/Logout with the bearer and refresh token on a logout, in the background', async () => {
    const store = newStore();
    store.getState().storeLoginResult(loginResult, 'alice');
    const loading: number[] = [];
    const unsubscribe = loadingStore.subscribe((state) => loading.push(state.pending));

    store.getState().logout();
    // Local storage is cleared at once, without waiting for the server.
    expect(storedKeys()).toEqual([]);
    await vi.waitFor(() => expect(logoutCalls()).toHaveLength(1));
    unsubscribe();

    const [call] = logoutCalls();
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('authorization')).toBe('Bearer access-1');
    expect(call?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(loading.filter((pending) => pending > 0)).toEqual([]);
  });

  it('ends a session about to expire as it is, without refreshing it first', async () => {
    const store = newStore();
    store.getState().storeLoginResult({ ...loginResult, expireInSeconds: 10 }, 'alice');
    store.getState().logout();
    await vi.waitFor(() => expect(logoutCalls()).toHaveLength(1));
    expect(api.calls.map((call) => call.url.pathname)).toEqual(['/Account/Logout']);
  });

  it('sends it with the old tokens when a 401 ends the session, once, and still logs out once', async () => {
    const store = newStore();
    store.getState().storeLoginResult(loginResult, 'alice');
    api.answer(({ url }) =>
      url.pathname === '/Account/Logout'
        ? okResponse({ loggedOut: true })
        : jsonResponse(401, { success: false, error: { message: 'The session has ended' } }),
    );

    await Promise.allSettled([apiGet('Bet/GetUserBetHistory'), apiGet('Transaction/GetHistory')]);
    await vi.waitFor(() => expect(logoutCalls()).toHaveLength(1));
    expect(logoutCalls()[0]?.headers.get('authorization')).toBe('Bearer access-1');
    expect(logoutCalls()[0]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    // The logout page that the 401 leads to has nothing left to end.
    store.getState().logout();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(logoutCalls()).toHaveLength(1);
  });

  it("forgets the player's queries when a 401 ends the session, keeping the bets' copies for the logout", async () => {
    const store = newStore();
    store.getState().storeLoginResult(loginResult, 'alice');
    await loadBetsFromStorageOrFetch();
    await cacheRemoteQueries();
    api.answer(({ url }) =>
      url.pathname === '/Account/Logout'
        ? okResponse({ loggedOut: true })
        : jsonResponse(401, { success: false, error: { message: 'The session has ended' } }),
    );

    await expect(apiGet('Transaction/GetHistory')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(store.getState().loggedIn).toBe(false);
    expect(cachedBets()).toEqual({ openBets: null, profitLoss: null });
    expect(remoteQueryData()).toEqual({ statement: undefined, sports: ['cricket'] });
    expect(JSON.parse(localStorage.getItem('OpenBets') ?? 'null')).toEqual(openBets);
  });

  it('only logs a failed logout call, which never ends anything else', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const store = newStore();
      store.getState().storeLoginResult(loginResult, 'alice');
      api.answer(() => jsonResponse(401, { success: false, error: { message: 'Unauthorized' } }));
      store.getState().logout();
      await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
      expect(onUnauthorized).not.toHaveBeenCalled();
      expect(store.getState().loggedIn).toBe(false);
    } finally {
      warn.mockRestore();
    }
  });

  it('sends nothing when there is no session', async () => {
    const store = newStore();
    store.getState().logout();
    store.getState().endSession();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(logoutCalls()).toEqual([]);
  });
});

describe('balance, exposure and their visibility', () => {
  it('applies the realtime UserBalance message to the user info, in storage too', () => {
    const store = newStore();
    store.getState().storeLoginResult(loginResult, 'alice');
    store.getState().applyBalance({ balance: 2000.1, exposure: 0.3 });
    expect(store.getState().userInfo).toMatchObject({ balance: 2000.1, exposure: 0.3, username: 'alice' });
    expect(JSON.parse(localStorage.getItem('userinfo') ?? 'null')).toMatchObject({ balance: 2000.1, exposure: 0.3 });
  });

  it('answers the available balance as balance less exposure, exact to the paisa', () => {
    const store = newStore();
    expect(selectAvailable(store.getState())).toBeNull();
    store.getState().storeLoginResult(loginResult, 'alice');
    store.getState().applyBalance({ balance: 2000.1, exposure: 0.3 });
    // In binary floating point 2000.1 − 0.3 is 1999.8000000000002.
    expect(selectAvailable(store.getState())).toBe(1999.8);
    store.getState().applyBalance({ balance: 100, exposure: 250.55 });
    expect(selectAvailable(store.getState())).toBe(-150.55);
  });

  it('ignores a balance message without a player', () => {
    const store = newStore();
    store.getState().applyBalance({ balance: 1, exposure: 1 });
    expect(store.getState().userInfo).toBeNull();
    expect(localStorage.getItem('userinfo')).toBeNull();
  });

  it('toggles and saves the balance and exposure visibility', () => {
    const store = newStore();
    store.getState().toggleBalanceVisibility();
    store.getState().toggleExposureVisibility();
    store.getState().toggleExposureVisibility();
    expect(store.getState()).toMatchObject({ showBalance: false, showExposure: true });
    expect(localStorage.getItem('showBalance')).toBe('false');
    expect(localStorage.getItem('showExposure')).toBe('true');
    expect(createSessionStore().getState()).toMatchObject({ showBalance: false, showExposure: true });
  });
});

describe('token refresh', () => {
  const refreshed = { accessToken: 'access-2', expireInSeconds: 1800 };

  function loggedInStore(expireInSeconds: number) {
    const store = newStore();
    store.getState().storeLoginResult({ ...loginResult, expireInSeconds }, 'alice');
    api.answer(({ url }) => okResponse(url.pathname === '/Account/RefreshToken' ? refreshed : null));
    return store;
  }

  const refreshCalls = () => api.calls.filter((call) => call.url.pathname === '/Account/RefreshToken');

  it('does nothing while more than a minute is left', async () => {
    const store = loggedInStore(61);
    await store.getState().ensureFreshToken();
    expect(refreshCalls()).toHaveLength(0);
  });

  it('makes one call for two concurrent callers and stores the new token and expiry', async () => {
    const store = loggedInStore(60);
    await Promise.all([store.getState().ensureFreshToken(), store.getState().ensureFreshToken()]);
    expect(refreshCalls()).toHaveLength(1);
    expect(Object.fromEntries(refreshCalls()[0]?.url.searchParams ?? [])).toEqual({ refreshToken: 'refresh-1' });
    expect(localStorage.getItem('accessToken')).toBe('access-2');
    expect(localStorage.getItem('expire_in')).toBe('1800');
    expect(Number(localStorage.getItem('expire_DateTime'))).toBe(start + 1_800_000);
    expect(store.getState()).toMatchObject({ accessToken: 'access-2', expiresAt: start + 1_800_000 });
  });

  it('runs before the calls that need the token, once for several of them', async () => {
    loggedInStore(30);
    await Promise.all([apiGet('Transaction/GetHistory'), apiGet('Bet/GetUserBetHistory')]);
    expect(refreshCalls()).toHaveLength(1);
    const others = api.calls.filter((call) => call.url.pathname !== '/Account/RefreshToken');
    expect(others.map((call) => call.headers.get('authorization'))).toEqual(['Bearer access-2', 'Bearer access-2']);
  });

  it('keeps a rotated refresh token', async () => {
    const store = loggedInStore(10);
    api.answer(() => okResponse({ ...refreshed, refreshToken: 'refresh-2' }));
    await store.getState().ensureFreshToken();
    expect(localStorage.getItem('refresh_token')).toBe('refresh-2');
    expect(store.getState().refreshToken).toBe('refresh-2');
  });

  it("replaces the stored casino token with the session's new one", async () => {
    const store = loggedInStore(10);
    expect(localStorage.getItem('casinoToken')).toBe('casino-1');
    api.answer(() => okResponse({ ...refreshed, refreshToken: 'refresh-2', casinoToken: 'casino-2' }));
    await store.getState().ensureFreshToken();
    expect(localStorage.getItem('casinoToken')).toBe('casino-2');
  });

  it('keeps the stored casino token when a refresh answers none', async () => {
    const store = loggedInStore(10);
    await store.getState().ensureFreshToken();
    expect(localStorage.getItem('accessToken')).toBe('access-2');
    expect(localStorage.getItem('casinoToken')).toBe('casino-1');
  });

  it('lets a logout win over a refresh that was still out', async () => {
    const store = loggedInStore(10);
    const pending = store.getState().ensureFreshToken();
    store.getState().logout();
    await pending;
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(store.getState().accessToken).toBeNull();
  });
});
