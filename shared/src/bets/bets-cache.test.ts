import { describe, expect, it, vi } from 'vitest';

import { getQueryClient } from '../query/platform-query-client';
import { fakeNetwork } from '../testing/fake-network';
import { setupRemoteTests } from '../testing/setup-remote-tests';
import { loadBetsFromStorageOrFetch, refreshOpenBets, refreshProfitLoss, subscribeToOpenBets } from './bets-cache';
import { openBetsQuery, profitLossQuery } from './bets-queries';

setupRemoteTests();

const openBets = { openBets: [{ eventId: 31, stake: 100 }], balance: 1500.5, exposure: 200 };
const profitLoss = [{ eventId: 31, profitLoss: -200 }];

function answerBets(network = fakeNetwork()) {
  network.on('GET', 'Bet/GetUserOpenBets').ok(openBets);
  network.on('GET', 'Bet/GetUserExpectedProfitLoss').ok(profitLoss);
  return network;
}

const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');
const cached = () => ({
  openBets: getQueryClient().getQueryData(openBetsQuery.queryKey),
  profitLoss: getQueryClient().getQueryData(profitLossQuery.queryKey),
});
const paths = () => fakeNetwork().requests.map((request) => request.url.pathname);

describe('loading the bets at start', () => {
  it('takes the local copies without calling the server', async () => {
    localStorage.setItem('OpenBets', JSON.stringify(openBets));
    localStorage.setItem('ProfitLoss', JSON.stringify(profitLoss));
    await loadBetsFromStorageOrFetch();
    expect(fakeNetwork().requests).toHaveLength(0);
    expect(cached()).toEqual({ openBets, profitLoss });
  });

  it('fetches only what is missing or unreadable, and keeps a local copy of it', async () => {
    answerBets();
    localStorage.setItem('OpenBets', JSON.stringify(openBets));
    localStorage.setItem('ProfitLoss', '{broken');
    await loadBetsFromStorageOrFetch();
    expect(paths()).toEqual(['/Bet/GetUserExpectedProfitLoss']);
    expect(cached().profitLoss).toEqual(profitLoss);
    expect(stored('ProfitLoss')).toEqual(profitLoss);
  });

  it('fetches a local copy that breaks the contract of the call', async () => {
    answerBets();
    localStorage.setItem('OpenBets', JSON.stringify({ openBets: [{ stake: 5 }], balance: 'lots', exposure: 0 }));
    localStorage.setItem('ProfitLoss', JSON.stringify(profitLoss));
    await loadBetsFromStorageOrFetch();
    expect(paths()).toEqual(['/Bet/GetUserOpenBets']);
    expect(stored('OpenBets')).toEqual(openBets);
  });

  it('fetches both when nothing is stored, in the background, and stores both', async () => {
    answerBets();
    await loadBetsFromStorageOrFetch();
    expect(paths().sort()).toEqual(['/Bet/GetUserExpectedProfitLoss', '/Bet/GetUserOpenBets']);
    expect(stored('OpenBets')).toEqual(openBets);
    expect(stored('ProfitLoss')).toEqual(profitLoss);
    expect(cached()).toEqual({ openBets, profitLoss });
  });

  it('leaves what the page already holds, and calls nothing for it', async () => {
    answerBets();
    await loadBetsFromStorageOrFetch();
    await loadBetsFromStorageOrFetch();
    expect(fakeNetwork().requests).toHaveLength(2);
  });

  it('rejects with the failure, keeps it in the query for the views, and stores nothing', async () => {
    fakeNetwork().on('GET', 'Bet/GetUserOpenBets').fail(200, 'Bets unavailable');
    fakeNetwork().on('GET', 'Bet/GetUserExpectedProfitLoss').ok(profitLoss);
    await expect(loadBetsFromStorageOrFetch()).rejects.toMatchObject({ kind: 'rejected', message: 'Bets unavailable' });
    expect(getQueryClient().getQueryState(openBetsQuery.queryKey)?.error).toMatchObject({
      kind: 'rejected',
      message: 'Bets unavailable',
    });
    expect(localStorage.getItem('OpenBets')).toBeNull();

    answerBets();
    await loadBetsFromStorageOrFetch();
    expect(getQueryClient().getQueryState(openBetsQuery.queryKey)).toMatchObject({ error: null, data: openBets });
  });
});

describe('refreshing the bets', () => {
  it('calls the server even when the page holds fresh bets, and stores the answer', async () => {
    localStorage.setItem('OpenBets', JSON.stringify(openBets));
    localStorage.setItem('ProfitLoss', JSON.stringify(profitLoss));
    await loadBetsFromStorageOrFetch();
    const newer = { ...openBets, openBets: [], exposure: 0 };
    fakeNetwork().on('GET', 'Bet/GetUserOpenBets').ok(newer);
    fakeNetwork().on('GET', 'Bet/GetUserExpectedProfitLoss').ok([]);

    await expect(refreshOpenBets()).resolves.toEqual(newer);
    await expect(refreshProfitLoss()).resolves.toEqual([]);
    expect(paths()).toEqual(['/Bet/GetUserOpenBets', '/Bet/GetUserExpectedProfitLoss']);
    expect(stored('OpenBets')).toEqual(newer);
    expect(stored('ProfitLoss')).toEqual([]);
  });

  it('forgets the local copies as soon as a refresh is asked for, so a page started before the answer asks the server', async () => {
    localStorage.setItem('OpenBets', JSON.stringify(openBets));
    localStorage.setItem('ProfitLoss', JSON.stringify(profitLoss));
    await loadBetsFromStorageOrFetch();
    fakeNetwork().on('GET', 'Bet/GetUserOpenBets').hang();
    fakeNetwork().on('GET', 'Bet/GetUserExpectedProfitLoss').hang();

    // Left unanswered: the test's end cancels them.
    refreshOpenBets().catch(() => undefined);
    refreshProfitLoss().catch(() => undefined);
    expect(localStorage.getItem('OpenBets')).toBeNull();
    expect(localStorage.getItem('ProfitLoss')).toBeNull();
    // The page itself keeps showing what it holds until the answer comes.
    expect(cached()).toEqual({ openBets, profitLoss });
  });

  it('answers a refresh asked while an older one is out with the newer answer, for both callers', async () => {
    const older = fakeNetwork().once('GET', 'Bet/GetUserOpenBets').hold();
    const first = refreshOpenBets();
    await older.sent;
    const newer = { openBets: [], balance: 99, exposure: 0 };
    fakeNetwork().on('GET', 'Bet/GetUserOpenBets').ok(newer);
    const second = refreshOpenBets();
    // The older answer, read before whatever asked for the second refresh, comes last and is dropped.
    older.ok(openBets);
    await expect(second).resolves.toEqual(newer);
    await expect(first).resolves.toEqual(newer);
    expect(cached().openBets).toEqual(newer);
    expect(stored('OpenBets')).toEqual(newer);
  });

  it('stores bets a remote puts into the cache itself (the answer of a bet placement)', () => {
    getQueryClient().setQueryData(openBetsQuery.queryKey, openBets);
    expect(stored('OpenBets')).toEqual(openBets);
  });

  it('tells a subscriber every new open bets value until it unsubscribes', async () => {
    answerBets();
    const listener = vi.fn();
    const unsubscribe = subscribeToOpenBets(listener);
    await refreshOpenBets();
    expect(listener).toHaveBeenCalledWith(openBets);
    unsubscribe();
    await refreshOpenBets();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
