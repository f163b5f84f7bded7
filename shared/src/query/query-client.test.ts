import { focusManager, MutationObserver, onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError, type ApiErrorKind } from '../api/api-error';
import { networkErrorMessage } from '../api/error-catalogue';
import { createQueryClient } from './create-query-client';
import { defaultStaleTimeMs, maxQueryRetries, shouldRetryQuery } from './query-client';

const failing = (kind: ApiErrorKind) => vi.fn(async () => Promise.reject(new ApiError(kind, `${kind} failure`)));

// The platform's policy with no waiting between tries, so the tests count tries, not seconds.
const clientWithoutDelays = () => createQueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });

afterEach(() => {
  vi.useRealTimers();
  onlineManager.setOnline(true);
  focusManager.setFocused(undefined);
});

describe('the retry policy', () => {
  it.each<ApiErrorKind>(['network', 'timeout', 'server'])('tries a %s failure again, twice at most', async (kind) => {
    const fetchBets = failing(kind);
    await expect(clientWithoutDelays().query({ queryKey: ['bets', kind], queryFn: fetchBets })).rejects.toMatchObject({
      kind,
    });
    expect(fetchBets).toHaveBeenCalledTimes(1 + maxQueryRetries);
  });

  it.each<ApiErrorKind>(['unauthorized', 'rejected', 'http', 'aborted', 'contract'])(
    'does not ask again after a %s failure, which another try would only repeat',
    async (kind) => {
      const fetchBets = failing(kind);
      await expect(clientWithoutDelays().query({ queryKey: ['bets', kind], queryFn: fetchBets })).rejects.toThrow(
        `${kind} failure`,
      );
      expect(fetchBets).toHaveBeenCalledTimes(1);
    },
  );

  it('does not retry a fault in the query function itself', async () => {
    const broken = vi.fn(async () => Promise.reject(new TypeError('x is undefined')));
    await expect(clientWithoutDelays().query({ queryKey: ['broken'], queryFn: broken })).rejects.toThrow(TypeError);
    expect(broken).toHaveBeenCalledTimes(1);
    expect(shouldRetryQuery(0, 'a string')).toBe(false);
  });

  it('succeeds on a later try after a transient failure', async () => {
    const fetchBets = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError('network', networkErrorMessage))
      .mockResolvedValueOnce('bets');
    await expect(clientWithoutDelays().query({ queryKey: ['bets'], queryFn: fetchBets })).resolves.toBe('bets');
    expect(fetchBets).toHaveBeenCalledTimes(2);
  });

  it('never sends a mutation twice on its own', async () => {
    const placeBet = failing('network');
    const observer = new MutationObserver(createQueryClient(), { mutationFn: placeBet });
    await expect(observer.mutate()).rejects.toMatchObject({ kind: 'network' });
    expect(placeBet).toHaveBeenCalledTimes(1);
  });

  it('lets a caller override the policy, as tests do', async () => {
    const fetchBets = failing('network');
    const client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.query({ queryKey: ['bets'], queryFn: fetchBets })).rejects.toBeInstanceOf(ApiError);
    expect(fetchBets).toHaveBeenCalledTimes(1);
  });
});

describe('freshness', () => {
  it('answers from the cache for 30 seconds, then asks the server again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const client = createQueryClient();
    const fetchMarkets = vi.fn(async () => ['market']);
    await client.query({ queryKey: ['markets'], queryFn: fetchMarkets });
    vi.advanceTimersByTime(defaultStaleTimeMs - 1);
    await client.query({ queryKey: ['markets'], queryFn: fetchMarkets });
    expect(fetchMarkets).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2);
    await client.query({ queryKey: ['markets'], queryFn: fetchMarkets });
    expect(fetchMarkets).toHaveBeenCalledTimes(2);
  });

  it('does not fetch again when the player returns to the tab', async () => {
    const client = createQueryClient();
    const fetchMarkets = vi.fn(async () => ['market']);
    const observer = new QueryObserver(client, { queryKey: ['markets'], queryFn: fetchMarkets, staleTime: 0 });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(['market']));
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMarkets).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('calls even when the browser says it is offline, so the player gets the network message', async () => {
    onlineManager.setOnline(false);
    const fetchMarkets = failing('network');
    const client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.query({ queryKey: ['markets'], queryFn: fetchMarkets })).rejects.toMatchObject({
      kind: 'network',
    });
    expect(fetchMarkets).toHaveBeenCalledTimes(1);
  });
});
