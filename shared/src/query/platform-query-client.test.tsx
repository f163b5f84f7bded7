import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { PlayerProviders } from '../ui/player-providers';
import { createQueryClient } from './create-query-client';
import { connectToQueryClient, getQueryClient, prefetchQueryData, setQueryClient } from './platform-query-client';

describe('the page QueryClient', () => {
  it('is the one the host set, and what every component under PlayerProviders queries with', () => {
    const client = createQueryClient();
    setQueryClient(client);
    expect(getQueryClient()).toBe(client);

    let seen: QueryClient | undefined;
    function Probe() {
      seen = useQueryClient();
      return <p>rendered</p>;
    }
    render(
      <PlayerProviders>
        <Probe />
      </PlayerProviders>,
    );
    expect(screen.getByText('rendered')).toBeDefined();
    expect(seen).toBe(client);
  });

  it('runs the platform wiring on the current client and on every later one, undoing it on the old', () => {
    const first = createQueryClient();
    setQueryClient(first);
    const undo = vi.fn();
    const connect = vi.fn((_client: QueryClient) => undo);
    connectToQueryClient(connect);
    expect(connect).toHaveBeenLastCalledWith(first);

    const second = createQueryClient();
    setQueryClient(second);
    expect(undo).toHaveBeenCalledTimes(1);
    expect(connect).toHaveBeenLastCalledWith(second);

    setQueryClient(second);
    expect(connect).toHaveBeenCalledTimes(2);
  });

  it("gives a remote running alone a client with the platform's defaults", async () => {
    vi.resetModules();
    const fresh = await import('./platform-query-client');
    const freshPolicy = (await import('./query-client')).shouldRetryQuery;
    const client = await fresh.loadQueryClient();
    expect(fresh.getQueryClient()).toBe(client);
    expect(client.getDefaultOptions().queries?.retry).toBe(freshPolicy);
  });

  it('prefetches a query into the page cache once, and leaves a failure to the query that shows it', async () => {
    const client = createQueryClient();
    setQueryClient(client);
    const queryFn = vi.fn(async () => ['India v Australia']);
    prefetchQueryData({ queryKey: ['events', 3], queryFn });
    prefetchQueryData({ queryKey: ['events', 3], queryFn });
    await waitFor(() => expect(client.getQueryData(['events', 3])).toEqual(['India v Australia']));
    prefetchQueryData({ queryKey: ['events', 3], queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);

    prefetchQueryData({ queryKey: ['events', 4], queryFn: () => Promise.reject(new Error('offline')) });
    await waitFor(() => expect(client.getQueryState(['events', 4])?.status).toBe('error'));
    expect(client.getQueryState(['events', 4])?.error).toEqual(new Error('offline'));
  });
});
