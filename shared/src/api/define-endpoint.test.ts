import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';

import { fakeNetwork } from '../testing/fake-network';
import { observeCall } from '../testing/observe-call';
import { setupRemoteTests } from '../testing/setup-remote-tests';
import { ApiError } from './api-error';
import { defineEndpoint, invalidRequestMessage, unreadableAnswerMessage } from './define-endpoint';

setupRemoteTests();

const marketSchema = z.looseObject({ marketId: z.string(), inPlay: z.boolean() });

const getMarket = defineEndpoint({
  method: 'GET',
  path: 'Market/GetMarket',
  request: z.object({ marketId: z.string().check(z.minLength(1)) }),
  result: marketSchema,
  background: true,
});

const placeNote = defineEndpoint({
  method: 'POST',
  path: 'Notes/Place',
  request: z.object({ text: z.string() }),
  result: z.number(),
  anonymous: true,
});

async function rejection(call: Promise<unknown>): Promise<ApiError> {
  const reason: unknown = await call.then(
    () => expect.fail('the call should have failed'),
    (error: unknown) => error,
  );
  expect(reason).toBeInstanceOf(ApiError);
  return reason as ApiError;
}

describe('defineEndpoint', () => {
  it("sends a GET's input as the query and resolves with the checked result, extra fields kept", async () => {
    const observed = await observeCall('GET', 'Market/GetMarket', () => getMarket({ marketId: '1.2' }), {
      marketId: '1.2',
      inPlay: true,
      extra: 'kept',
    });
    expect(Object.fromEntries(observed.request.url.searchParams)).toEqual({ marketId: '1.2' });
    expect(observed.result).toEqual({ marketId: '1.2', inPlay: true, extra: 'kept' });
    expect(observed.showedLoading).toBe(false);
  });

  it("sends a POST's input as the body; anonymous calls carry no bearer and show the loading indicator", async () => {
    localStorage.setItem('accessToken', 'token-1');
    const observed = await observeCall('POST', 'Notes/Place', () => placeNote({ text: 'hello' }), 7);
    expect(observed.request.body).toEqual({ text: 'hello' });
    expect(observed.bearer).toBeNull();
    expect(observed.showedLoading).toBe(true);
    expect(observed.result).toBe(7);
  });

  it('rejects an answer that breaks the contract with a clear typed error, and logs what broke', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeNetwork().on('GET', 'Market/GetMarket').ok({ marketId: 12 });
    const error = await rejection(getMarket({ marketId: '1.2' }));
    expect(error).toMatchObject({ kind: 'contract', message: unreadableAnswerMessage, body: { marketId: 12 } });
    expect(String(logged.mock.calls[0]?.[0])).toContain('Market/GetMarket: marketId:');
  });

  it('does not send input that breaks the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await rejection(getMarket({ marketId: '' }));
    expect(error).toMatchObject({ kind: 'contract', message: invalidRequestMessage });
    expect(fakeNetwork().requests).toHaveLength(0);
  });

  it('keeps the failures of the client as they are', async () => {
    fakeNetwork().on('GET', 'Market/GetMarket').fail(400, 'No such market.');
    expect(await rejection(getMarket({ marketId: '9' }))).toMatchObject({ kind: 'http', message: 'No such market.' });
  });
});
