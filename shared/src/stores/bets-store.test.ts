import { beforeEach, describe, expect, it } from 'vitest';

import { installFakeApi, jsonResponse, okResponse, type FakeApi } from '../api/fake-api';
import { configureApiClient } from '../api/http-client';
import { betsStore } from './bets-store';

const openBets = { openBets: [{ eventId: 31, stake: 100 }], balance: 1500.5, exposure: 200 };
const profitLoss = [{ eventId: 31, profitLoss: -200 }];

let api: FakeApi;

beforeEach(() => {
  localStorage.clear();
  betsStore.getState().reset();
  configureApiClient({ defaultBaseUrl: 'http://localhost:4000/', onUnauthorized: () => undefined });
  api = installFakeApi(({ url }) => okResponse(url.pathname.endsWith('GetUserOpenBets') ? openBets : profitLoss));
});

const paths = () => api.calls.map((call) => call.url.pathname);

describe('bets store', () => {
  it('loads open bets and keeps a local copy under OpenBets', async () => {
    await expect(betsStore.getState().loadOpenBets()).resolves.toEqual(openBets);
    expect(betsStore.getState().openBets).toEqual(openBets);
    expect(JSON.parse(localStorage.getItem('OpenBets') ?? 'null')).toEqual(openBets);
  });

  it('loads profit/loss and keeps a local copy under ProfitLoss', async () => {
    await expect(betsStore.getState().loadProfitLoss()).resolves.toEqual(profitLoss);
    expect(betsStore.getState().profitLoss).toEqual(profitLoss);
    expect(JSON.parse(localStorage.getItem('ProfitLoss') ?? 'null')).toEqual(profitLoss);
  });

  it('takes the local copies without calling the server', async () => {
    localStorage.setItem('OpenBets', JSON.stringify(openBets));
    localStorage.setItem('ProfitLoss', JSON.stringify(profitLoss));
    await betsStore.getState().loadFromStorageOrFetch();
    expect(api.calls).toHaveLength(0);
    expect(betsStore.getState()).toMatchObject({ openBets, profitLoss });
  });

  it('fetches only what is missing or unreadable', async () => {
    localStorage.setItem('OpenBets', JSON.stringify(openBets));
    localStorage.setItem('ProfitLoss', '{broken');
    await betsStore.getState().loadFromStorageOrFetch();
    expect(paths()).toEqual(['/Bet/GetUserExpectedProfitLoss']);
    expect(betsStore.getState().profitLoss).toEqual(profitLoss);
  });

  it('fetches both when nothing is stored', async () => {
    await betsStore.getState().loadFromStorageOrFetch();
    expect(paths().sort()).toEqual(['/Bet/GetUserExpectedProfitLoss', '/Bet/GetUserOpenBets']);
  });

  it('keeps the failure for the views and rejects with it', async () => {
    api.answer(() => jsonResponse(200, { success: false, error: { message: 'Bets unavailable' } }));
    await expect(betsStore.getState().loadOpenBets()).rejects.toMatchObject({ message: 'Bets unavailable' });
    expect(betsStore.getState().error).toMatchObject({ kind: 'rejected', message: 'Bets unavailable' });
    expect(localStorage.getItem('OpenBets')).toBeNull();

    api.answer(() => okResponse(openBets));
    await betsStore.getState().loadOpenBets();
    expect(betsStore.getState().error).toBeNull();
  });

  it('reset forgets the bets in memory and in storage', async () => {
    await betsStore.getState().loadFromStorageOrFetch();
    betsStore.getState().reset();
    expect(betsStore.getState()).toMatchObject({ openBets: null, profitLoss: [], error: null });
    expect(localStorage.getItem('OpenBets')).toBeNull();
    expect(localStorage.getItem('ProfitLoss')).toBeNull();
  });
});
