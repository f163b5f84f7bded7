import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { createTestQueryClient } from '../testing/test-query-client';
import { clearPlayerQueries, publicQueryMeta } from './player-queries';

let client: QueryClient;
let signedIn: boolean;

beforeEach(() => {
  client = createTestQueryClient();
  signedIn = true;
});

/** A view on screen showing a query, as `useQuery` would keep it. */
function show<T>(queryKey: readonly unknown[], queryFn: () => Promise<T>) {
  const observer = new QueryObserver(client, { queryKey, queryFn, enabled: () => signedIn });
  const unsubscribe = observer.subscribe(() => undefined);
  return { observer, unsubscribe };
}

describe('clearPlayerQueries', () => {
  it("forgets the player's data and keeps what every visitor sees", async () => {
    await client.query({ queryKey: ['bets', 'history', { page: 1 }], queryFn: async () => ['a bet'] });
    await client.query({ queryKey: ['sports', 'tree'], queryFn: async () => ['cricket'], meta: publicQueryMeta });

    clearPlayerQueries(client);

    expect(client.getQueryData(['bets', 'history', { page: 1 }])).toBeUndefined();
    expect(client.getQueryData(['sports', 'tree'])).toEqual(['cricket']);
    expect(
      client
        .getQueryCache()
        .findAll()
        .map((query) => query.queryKey),
    ).toEqual([['sports', 'tree']]);
  });

  it('empties a view on screen without calling for it once the player is gone', async () => {
    const fetchBets = vi.fn(async () => ['a bet']);
    const { observer, unsubscribe } = show(['bets', 'open'], fetchBets);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(['a bet']));

    signedIn = false;
    clearPlayerQueries(client);

    expect(observer.getCurrentResult()).toMatchObject({ data: undefined, status: 'pending', fetchStatus: 'idle' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchBets).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('fetches a view on screen again when it may still load (the next player, or unmarked public data)', async () => {
    let player = 'alice';
    const fetchBalance = vi.fn(async () => `${player}'s balance`);
    const { observer, unsubscribe } = show(['account', 'balance'], fetchBalance);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe("alice's balance"));

    player = 'bob';
    clearPlayerQueries(client);

    expect(observer.getCurrentResult().data).toBeUndefined();
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe("bob's balance"));
    unsubscribe();
  });

  it('drops the answer of a call that was still out', async () => {
    let answer: (bets: string[]) => void = () => undefined;
    const fetchBets = vi.fn(() => new Promise<string[]>((resolve) => (answer = resolve)));
    const { observer, unsubscribe } = show(['bets', 'open'], fetchBets);
    await vi.waitFor(() => expect(fetchBets).toHaveBeenCalledTimes(1));

    signedIn = false;
    clearPlayerQueries(client);
    answer(["the last player's bet"]);

    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(observer.getCurrentResult().data).toBeUndefined();
    expect(client.getQueryData(['bets', 'open'])).toBeUndefined();
    unsubscribe();
  });
});
