import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { loadingStore } from '../stores/loading-store';
import { ApiError } from './api-error';
import { onApiRecovered, reachabilityStore } from './api-reachability';
import { internalServerErrorMessage, networkErrorMessage, unsuccessfulCallMessage } from './error-catalogue';
import { installFakeApi, jsonResponse, neverAnswers, okResponse, type FakeApi } from './fake-api';
import {
  apiGet,
  apiPost,
  configureApiClient,
  rearmUnauthorizedHandling,
  setPayloadCodec,
  setTokenRefresher,
  type CallConfig,
} from './http-client';
import { base64JsonCodec, type PayloadCodec } from './payload-codec';

const apiBase = 'http://localhost:4000/';
let onUnauthorized: ReturnType<typeof vi.fn<() => void>>;
let api: FakeApi;

function setUp(codec?: PayloadCodec) {
  configureApiClient({ defaultBaseUrl: apiBase, onUnauthorized, codec });
}

/** Rejects with what the call rejected with, failing the test if it resolved. */
async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await call.then(
    () => expect.fail('the call should have failed'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

beforeEach(() => {
  localStorage.clear();
  clearCookies();
  loadingStore.getState().reset();
  rearmUnauthorizedHandling();
  setTokenRefresher(null);
  onUnauthorized = vi.fn<() => void>();
  setUp();
  api = installFakeApi();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('success semantics', () => {
  it('resolves with result when the status is 2xx and the body says success: true', async () => {
    api.answer(() => okResponse({ balance: 1500.5 }));
    await expect(apiGet('Account/GetBalance')).resolves.toEqual({ balance: 1500.5 });
  });

  it.each([
    ['success is false', { success: false, result: 1 }],
    ['success is missing', { result: 1 }],
    ['success is the text "true"', { success: 'true', result: 1 }],
    ['the body is not an object', 'OK'],
  ])('rejects a 2xx answer when %s', async (_case, body) => {
    api.answer(() => jsonResponse(200, body));
    const error = await failureOf(apiGet('Account/GetBalance'));
    expect(error.kind).toBe('rejected');
    expect(error.status).toBe(200);
  });

  it('rejects a non-2xx answer even when its body says success: true', async () => {
    api.answer(() => jsonResponse(400, { success: true, result: 1 }));
    const error = await failureOf(apiGet('Account/GetBalance'));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: 'Request failed with status code 400' });
  });
});

describe('a call that answers with a status (the TV stream service, specification point 5)', () => {
  const statusCall: CallConfig = { callOptions: { answer: 'status', background: true } };
  const askStream = () => apiPost('TvStream/GetStream', { eventId: 31 }, statusCall);
  const stream = {
    status: 1,
    eventId: 31,
    url: 'https://tv.example/live/31/index.m3u8',
    expiresAt: '2030-01-01T12:00:00Z',
  };

  it('is ok when its status is 1, and resolves with the whole body', async () => {
    api.answer(() => jsonResponse(200, stream));
    await expect(askStream()).resolves.toEqual(stream);
  });

  it("rejects status 0 with the body's message, said by its code", async () => {
    const unavailable = {
      status: 0,
      message: 'Live TV is not available for this match now',
      code: 'noLiveTv',
      values: { eventId: 31 },
    };
    api.answer(() => jsonResponse(200, unavailable));
    const error = await failureOf(askStream());
    expect(error).toMatchObject({ kind: 'rejected', status: 200, message: unavailable.message, body: unavailable });
    expect(error.said).toEqual({ key: 'refusals.noLiveTv', values: { eventId: 31 } });
  });

  it.each([
    ['the success envelope', { success: true, result: stream }],
    ['status "1" as text', { ...stream, status: '1' }],
    ['no status', { url: stream.url }],
  ])('rejects %s, though the envelope would have passed', async (_case, body) => {
    api.answer(() => jsonResponse(200, body));
    const error = await failureOf(askStream());
    expect(error).toMatchObject({ kind: 'rejected', status: 200, message: unsuccessfulCallMessage });
  });

  it('still needs HTTP 2xx: a refusal with status 1 in its body rejects with the status code', async () => {
    api.answer(() => jsonResponse(400, stream));
    expect(await failureOf(askStream())).toMatchObject({ kind: 'http', status: 400 });
  });

  it('leaves every other call on the envelope: status 1 alone is not success there', async () => {
    api.answer(() => jsonResponse(200, stream));
    expect(await failureOf(apiPost('TvStream/GetStream', { eventId: 31 }))).toMatchObject({ kind: 'rejected' });
  });
});

describe('the error catalogue (specification, section 8)', () => {
  describe('HTTP client errors keep the wording the api client has always had', () => {
    it('Request failed with status code N', async () => {
      api.answer(
        () => new Response('<html>Not here</html>', { status: 404, headers: { 'content-type': 'text/html' } }),
      );
      const error = await failureOf(apiGet('Nothing/Here'));
      expect(error).toMatchObject({ kind: 'http', status: 404, message: 'Request failed with status code 404' });
    });

    it("a failed fetch becomes the network row, the browser's error kept as the cause", async () => {
      const failure = new TypeError('fetch failed');
      api.answer(() => Promise.reject(failure));
      const error = await failureOf(apiGet('Account/GetBalance'));
      expect(error).toMatchObject({ kind: 'network', message: networkErrorMessage, status: undefined });
      expect(error.cause).toBe(failure);
    });

    it("a cancelled call is aborted too, in the catalogue's words: Request aborted", async () => {
      api.answer(neverAnswers);
      const controller = new AbortController();
      const call = apiGet('Account/GetBalance', undefined, { signal: controller.signal });
      controller.abort();
      const error = await failureOf(call);
      expect(error).toMatchObject({ kind: 'aborted', message: 'Request aborted' });
    });

    it('timeout of N ms exceeded', async () => {
      api.answer(neverAnswers);
      const error = await failureOf(apiGet('Account/GetBalance', undefined, { timeout: 20 }));
      expect(error).toMatchObject({ kind: 'timeout', message: 'timeout of 20ms exceeded' });
    });
  });

  it('has no timeout of its own', async () => {
    vi.useFakeTimers();
    try {
      let answer: (response: Response) => void = () => undefined;
      api.answer(() => new Promise<Response>((resolve) => (answer = resolve)));
      const call = apiGet('Account/GetBalance');
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      answer(okResponse({ balance: 1 }));
      await expect(call).resolves.toEqual({ balance: 1 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('network error: rejected with "Please Check Your Network Connection..."', async () => {
    api.answer(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failureOf(apiPost('Bet/GetUserBetHistory', {}));
    expect(error.message).toBe('Please Check Your Network Connection...');
  });

  describe('500 without an error object', () => {
    it('takes the message from a text body', async () => {
      api.answer(() => new Response('Database exploded', { status: 500, headers: { 'content-type': 'text/plain' } }));
      expect(await failureOf(apiGet('Transaction/GetHistory'))).toMatchObject({
        kind: 'server',
        status: 500,
        message: 'Database exploded',
      });
    });

    it('else from the status text', async () => {
      api.answer(() => new Response(null, { status: 500, statusText: 'Server Fell Over' }));
      expect((await failureOf(apiGet('Transaction/GetHistory'))).message).toBe('Server Fell Over');
    });

    it("else says 'Internal Server Error'", async () => {
      api.answer(() => new Response(null, { status: 500, statusText: '' }));
      const error = await failureOf(apiGet('Transaction/GetHistory'));
      expect(error.message).toBe(internalServerErrorMessage);
      expect(internalServerErrorMessage).toBe('Internal Server Error');
    });

    it('but uses the error object when there is one', async () => {
      api.answer(() => jsonResponse(500, { success: false, error: { message: 'Ledger unavailable' } }));
      expect((await failureOf(apiGet('Transaction/GetHistory'))).message).toBe('Ledger unavailable');
    });
  });

  it('body status 500 is a server failure', async () => {
    api.answer(() => jsonResponse(200, { success: false, status: 500, error: { message: 'Odds feed down' } }));
    expect(await failureOf(apiGet('Event/Closest'))).toMatchObject({ kind: 'server', message: 'Odds feed down' });
  });

  describe('other errors take the message from the response', () => {
    it("from the envelope's error.message", async () => {
      api.answer(() => jsonResponse(400, { success: false, error: { message: 'Stake below the minimum' } }));
      expect(await failureOf(apiPost('UserStake/Add', {}))).toMatchObject({
        kind: 'http',
        status: 400,
        message: 'Stake below the minimum',
      });
    });

    it("from a rate limit's 429, which the player reads as it is", async () => {
      const message = 'Too many attempts. Please try again in 1 minute.';
      api.answer(() => {
        const response = jsonResponse(429, { success: false, error: { message } });
        response.headers.set('retry-after', '42');
        return response;
      });
      expect(
        await failureOf(apiPost('Account/Authenticate', { userNameOrEmailAddress: 'a', password: 'b' })),
      ).toMatchObject({ kind: 'http', status: 429, message });
      expect(onUnauthorized).not.toHaveBeenCalled();
    });

    it('from result when it is text', async () => {
      api.answer(() => jsonResponse(403, { success: false, result: 'Bonus already claimed' }));
      expect((await failureOf(apiGet('Bonus/Claim'))).message).toBe('Bonus already claimed');
    });

    it('from the body of a 200 that says success: false', async () => {
      api.answer(() => jsonResponse(200, { success: false, error: { message: 'Market suspended' } }));
      const error = await failureOf(apiGet('Market/GetByEventId'));
      expect(error).toMatchObject({ kind: 'rejected', status: 200, message: 'Market suspended' });
      expect(error.body).toEqual({ success: false, error: { message: 'Market suspended' } });
    });

    it('with a plain message when such a body gives no reason', async () => {
      api.answer(() => jsonResponse(200, { success: false }));
      expect((await failureOf(apiGet('Market/GetByEventId'))).message).toBe(unsuccessfulCallMessage);
    });
  });

  it('a failed request hides the loading indicator and rejects', async () => {
    let pendingWhileServed = -1;
    api.answer(() => {
      pendingWhileServed = loadingStore.getState().pending;
      return jsonResponse(400, { success: false, error: { message: 'No' } });
    });
    await failureOf(apiGet('Transaction/GetHistory'));
    expect(pendingWhileServed).toBe(1);
    expect(loadingStore.getState().pending).toBe(0);
  });
});

describe('401: the session ends once', () => {
  beforeEach(() => {
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('refresh_token', 'refresh');
    localStorage.setItem('expire_DateTime', String(Date.now() + 3_600_000));
    localStorage.setItem('expire_in', '3600');
    localStorage.setItem('userinfo', JSON.stringify({ username: 'alice' }));
    localStorage.setItem('baseUrl', apiBase);
    localStorage.setItem('pins', '[1]');
  });

  const sessionKeys = ['accessToken', 'refresh_token', 'expire_DateTime', 'expire_in', 'userinfo'];

  it.each([
    ['HTTP 401', () => jsonResponse(401, { success: false, error: { message: 'Token expired' } })],
    ['body status 401', () => jsonResponse(200, { success: false, status: 401, error: { message: 'Token expired' } })],
    ['body statusCode 401', () => jsonResponse(200, { success: false, statusCode: 401 })],
    ['body unAuthorizedRequest', () => jsonResponse(200, { success: false, unAuthorizedRequest: true })],
  ])('%s clears the stored session and calls onUnauthorized', async (_case, answer) => {
    api.answer(answer);
    const error = await failureOf(apiGet('Bet/GetUserBetHistory'));
    expect(error.kind).toBe('unauthorized');
    for (const key of sessionKeys) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('baseUrl')).toBe(apiBase);
    expect(localStorage.getItem('pins')).toBe('[1]');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('calls onUnauthorized exactly once when ten calls fail together', async () => {
    api.answer(() => jsonResponse(401, { success: false, error: { message: 'Unauthorized' } }));
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => apiGet(`Bet/Call${i}`)));
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    await failureOf(apiGet('Bet/OneMore'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    rearmUnauthorizedHandling();
    await failureOf(apiGet('Bet/AfterANewLogin'));
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a login', 'login'],
    ['the logout', 'logout'],
  ] as const)('a 401 from %s does not end the session', async (_case, session) => {
    api.answer(() => jsonResponse(401, { success: false, error: { message: 'Invalid user name or password' } }));
    const error = await failureOf(apiPost('Account/Authenticate', {}, { callOptions: { session } }));
    expect(error).toMatchObject({ kind: 'unauthorized', message: 'Invalid user name or password' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(localStorage.getItem('accessToken')).toBe('token');
  });

  it('reads a 401 by what the call says it is, not by its path', async () => {
    api.answer(() => jsonResponse(401, { success: false, error: { message: 'Token expired' } }));
    await failureOf(apiPost('Account/Authenticate', {}));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('the loading indicator', () => {
  /** The pending count the server saw while it handled the call. */
  async function pendingDuringCall(url: string, config: CallConfig = {}): Promise<number> {
    let seen = -1;
    api.answer(() => {
      seen = loadingStore.getState().pending;
      return okResponse(null);
    });
    await apiGet(url, undefined, config);
    expect(loadingStore.getState().pending).toBe(0);
    return seen;
  }

  it.each([
    ['a call marked background', 'Bet/GetUserOpenBets', { callOptions: { background: true } }],
    ['a sports-feed host', 'https://feed.sports.example/api/events', {}],
    ['a casino host', 'https://games.casino.example/launch?game=1', {}],
  ])('is not shown for %s', async (_name, url, config) => {
    expect(await pendingDuringCall(url, config)).toBe(0);
  });

  it.each([
    ['a call with no options', 'Transaction/GetHistory'],
    ['a path that is background elsewhere, called without the option', 'Bet/GetUserOpenBets'],
    ['an absolute URL on the api origin', 'http://localhost:4000/Transaction/GetHistory'],
  ])('is shown for %s', async (_name, url) => {
    expect(await pendingDuringCall(url)).toBe(1);
  });

  it('stays shown until the last of several calls has answered', async () => {
    const releases: Array<() => void> = [];
    api.answer(() => new Promise((resolve) => releases.push(() => resolve(okResponse(null)))));
    const first = apiGet('Transaction/GetHistory');
    const second = apiGet('Transaction/GetDetail');
    await vi.waitFor(() => expect(releases).toHaveLength(2));
    expect(loadingStore.getState().pending).toBe(2);
    releases[0]?.();
    await first;
    expect(loadingStore.getState().pending).toBe(1);
    releases[1]?.();
    await second;
    expect(loadingStore.getState().pending).toBe(0);
  });
});

describe('what every call carries', () => {
  it('goes to the stored baseUrl, else the default', async () => {
    await apiGet('Setting/GetSetting');
    expect(api.calls[0]?.url.href).toBe('http://localhost:4000/Setting/GetSetting');
    localStorage.setItem('baseUrl', 'https://brand-api.example/');
    await apiGet('Setting/GetSetting');
    expect(api.calls[1]?.url.href).toBe('https://brand-api.example/Setting/GetSetting');
  });

  it('sends the stored token as a bearer, with credentials', async () => {
    localStorage.setItem('accessToken', 'token-1');
    await apiGet('Bet/GetUserOpenBets');
    expect(api.calls[0]?.headers.get('authorization')).toBe('Bearer token-1');
    expect(api.calls[0]?.credentials).toBe('include');
  });

  it('sends no bearer on an anonymous call, not even one its caller set', async () => {
    localStorage.setItem('accessToken', 'token-1');
    await apiPost(
      'Account/Register',
      {},
      { callOptions: { anonymous: true }, headers: { Authorization: 'Bearer set-by-someone' } },
    );
    expect(api.calls[0]?.headers.has('authorization')).toBe(false);
  });

  it('sends no bearer without a token, nor to other hosts', async () => {
    await apiGet('Bet/GetUserOpenBets');
    localStorage.setItem('accessToken', 'token-1');
    await apiGet('https://games.casino.example/list');
    expect(api.calls.map((call) => call.headers.has('authorization'))).toEqual([false, false]);
  });

  it("sends cookies to the api only: a CDN's files go without them", async () => {
    await apiGet('https://cdn.brand.example/games/slots.json');
    await apiGet('http://localhost:4000/Bet/GetUserOpenBets');
    expect(api.calls.map((call) => call.credentials)).toEqual(['omit', 'include']);
  });

  it('writes the query as the api has always read it: arrays as name[], nothing for undefined or null', async () => {
    await apiGet('Bet/GetUserBetHistory', { ids: [1, 2], skip: undefined, none: null, from: '2026-01-01 10:00' });
    expect(api.calls[0]?.url.search).toBe('?ids[]=1&ids[]=2&from=2026-01-01+10:00');
  });

  it('sends no cookies to a CDN file beside the api when the call says so', async () => {
    await apiGet('cdn/games/slots.json', undefined, { withCredentials: false });
    expect(api.calls[0]?.credentials).toBe('omit');
    expect(api.calls[0]?.url.href).toBe('http://localhost:4000/cdn/games/slots.json');
  });

  describe('XSRF', () => {
    beforeEach(() => {
      document.cookie = 'XSRF-TOKEN=xsrf-123';
    });

    it('echoes the XSRF-TOKEN cookie as X-XSRF-TOKEN to the api, though it is another origin', async () => {
      expect(window.location.origin).not.toBe(new URL(apiBase).origin);
      await apiPost('Account/changePassword', {});
      await apiGet('http://localhost:4000/Bet/GetUserOpenBets');
      expect(api.calls.map((call) => call.headers.get('x-xsrf-token'))).toEqual(['xsrf-123', 'xsrf-123']);
    });

    it('reads the cookie once for calls sent together, and afresh for a later call', async () => {
      const reads = vi.spyOn(document, 'cookie', 'get');
      await Promise.all([apiGet('Bet/GetUserOpenBets'), apiGet('Account/GetBalance'), apiGet('Account/GetIp')]);
      expect(reads).toHaveBeenCalledTimes(1);
      reads.mockRestore();
      document.cookie = 'XSRF-TOKEN=xsrf-456';
      await apiGet('Bet/GetUserOpenBets');
      expect(api.calls.map((call) => call.headers.get('x-xsrf-token'))).toEqual([
        'xsrf-123',
        'xsrf-123',
        'xsrf-123',
        'xsrf-456',
      ]);
    });

    it('never sends it to another host', async () => {
      await apiGet('https://games.casino.example/list');
      expect(api.calls[0]?.headers.has('x-xsrf-token')).toBe(false);
    });
  });

  it('waits for a token refresh before a call, but not before a login, the refresh or the logout', async () => {
    localStorage.setItem('accessToken', 'old');
    const refresher = vi.fn(async () => {
      localStorage.setItem('accessToken', 'new');
    });
    setTokenRefresher(refresher);
    for (const session of ['login', 'refresh', 'logout'] as const) {
      await apiPost('Account/Authenticate', {}, { callOptions: { session } });
    }
    expect(refresher).not.toHaveBeenCalled();
    await apiGet('Bet/GetUserOpenBets');
    expect(refresher).toHaveBeenCalledTimes(1);
    expect(api.calls.at(-1)?.headers.get('authorization')).toBe('Bearer new');
  });

  it('goes on with the current token when the refresh fails', async () => {
    localStorage.setItem('accessToken', 'old');
    setTokenRefresher(() => Promise.reject(new ApiError('network', networkErrorMessage)));
    await expect(apiGet('Bet/GetUserOpenBets')).resolves.toBeNull();
    expect(api.calls[0]?.headers.get('authorization')).toBe('Bearer old');
  });
});

describe('the payload codec', () => {
  const decode = (value: unknown) => base64JsonCodec.decode(value);

  it('is the identity by default: no header, bodies as they are', async () => {
    api.answer(() => okResponse({ id: 1 }));
    await expect(apiPost('UserStake/Add', { stakes: [100] }, { params: { a: '1' } })).resolves.toEqual({ id: 1 });
    expect(api.calls[0]?.headers.has('x-payload-codec')).toBe(false);
    expect(api.calls[0]?.body).toEqual({ stakes: [100] });
    expect(api.calls[0]?.url.search).toBe('?a=1');
  });

  it('encodes body and query of relative URLs (mode 0) and marks the request', async () => {
    setUp(base64JsonCodec);
    api.answer(() => jsonResponse(200, base64JsonCodec.encode({ success: true, result: { id: 7 } })));
    await expect(apiPost('UserStake/Add', { title: '1k', value: 1000 }, { params: { SkipCount: 0 } })).resolves.toEqual(
      {
        id: 7,
      },
    );
    const call = api.calls[0];
    expect(call?.headers.get('x-payload-codec')).toBe('base64-json');
    expect(decode(call?.body)).toEqual({ title: '1k', value: 1000 });
    expect(decode({ payload: call?.url.searchParams.get('payload') })).toEqual({ SkipCount: 0 });
  });

  it('decodes successful responses only (mode 1): error bodies are read as sent', async () => {
    setUp(base64JsonCodec);
    api.answer(() => jsonResponse(400, { success: false, error: { message: 'Plain error' } }));
    expect((await failureOf(apiGet('Bonus/Claim'))).message).toBe('Plain error');
  });

  it('switches to the codec a brand names once its settings are in', async () => {
    setPayloadCodec(base64JsonCodec);
    api.answer(() => jsonResponse(200, base64JsonCodec.encode({ success: true, result: 'ok' })));
    await expect(apiPost('UserStake/Add', { value: 1 })).resolves.toBe('ok');
    expect(decode(api.calls[0]?.body)).toEqual({ value: 1 });
  });

  it('leaves absolute URLs alone', async () => {
    setUp(base64JsonCodec);
    api.answer(() => okResponse('plain'));
    await expect(apiPost('https://feed.sports.example/odds', { a: 1 })).resolves.toBe('plain');
    expect(api.calls[0]?.headers.has('x-payload-codec')).toBe(false);
    expect(api.calls[0]?.body).toEqual({ a: 1 });
  });

  it('leaves uploads alone', async () => {
    setUp(base64JsonCodec);
    api.answer(() => jsonResponse(200, base64JsonCodec.encode({ success: true, result: 'stored' })));
    const form = new FormData();
    form.append('name', 'receipt');
    await expect(apiPost('Setting/StoreImage', form)).resolves.toBe('stored');
    expect(String(api.calls[0]?.body)).toContain('receipt');
  });

  it('only logs a failure to encode, and sends the raw body', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setUp({
      name: 'broken',
      encode: () => {
        throw new Error('cannot encode');
      },
      decode: (data) => data,
    });
    await expect(apiPost('UserStake/Add', { value: 100 })).resolves.toBeNull();
    expect(api.calls[0]?.body).toEqual({ value: 100 });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('encode the request body'), expect.any(Error));
  });

  it('only logs a failure to decode, and passes the raw body on', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setUp(base64JsonCodec);
    api.answer(() => okResponse('not encoded'));
    await expect(apiGet('Setting/GetSetting')).resolves.toBe('not encoded');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('decode the response body'), expect.any(TypeError));
  });
});

describe("the api's reachability", () => {
  beforeEach(() => {
    reachabilityStore.getState().reset();
  });

  it('a call with no answer marks the api unreachable; the next call answered (a refusal too) marks it back and tells who waits', async () => {
    const recovered = vi.fn();
    const stop = onApiRecovered(recovered);
    api.answer(() => Promise.reject(new TypeError('Failed to fetch')));
    await failureOf(apiGet('Account/GetBalance'));
    expect(reachabilityStore.getState()).toMatchObject({ apiReachable: false, lostAt: expect.any(Number) as number });
    expect(recovered).not.toHaveBeenCalled();

    api.answer(() => jsonResponse(400, { success: false, message: 'Stake is below the minimum' }));
    await failureOf(apiGet('Account/GetBalance'));
    expect(reachabilityStore.getState()).toMatchObject({ apiReachable: true, lostAt: null });
    expect(recovered).toHaveBeenCalledTimes(1);
    stop();
  });

  it("a gateway's 502, 504 or page of 503 is no answer from the api; the api's own 503 refusal is one", async () => {
    for (const status of [502, 504]) {
      reachabilityStore.getState().reset();
      api.answer(() => new Response('<html>Bad gateway</html>', { status, headers: { 'content-type': 'text/html' } }));
      await failureOf(apiGet('Account/GetBalance'));
      expect(reachabilityStore.getState().apiReachable).toBe(false);
    }
    reachabilityStore.getState().reset();
    api.answer(() => new Response('<html>No server is available</html>', { status: 503 }));
    await failureOf(apiGet('Account/GetBalance'));
    expect(reachabilityStore.getState().apiReachable).toBe(false);

    api.answer(() => jsonResponse(503, { success: false, message: 'Betting is paused' }));
    await failureOf(apiGet('Account/GetBalance'));
    expect(reachabilityStore.getState().apiReachable).toBe(true);
  });

  it('a file from elsewhere that fails says nothing about the api', async () => {
    api.answer(() => Promise.reject(new TypeError('Failed to fetch')));
    await failureOf(apiGet('https://cdn.example.com/games.json'));
    expect(reachabilityStore.getState().apiReachable).toBe(true);
  });
});

describe('the reachability probe', () => {
  beforeEach(() => {
    reachabilityStore.getState().reset();
  });
  afterEach(() => {
    vi.useRealTimers();
    reachabilityStore.getState().reset();
  });

  it("asks the api's /health every 3 s while it is unreachable, and stops once it answers", async () => {
    vi.useFakeTimers();
    const asked: string[] = [];
    let up = false;
    api.answer((call) => {
      asked.push(call.url.href);
      return up ? okResponse({ status: 'ok' }) : Promise.reject(new TypeError('Failed to fetch'));
    });
    await failureOf(apiGet('Account/GetBalance'));
    expect(reachabilityStore.getState().apiReachable).toBe(false);

    await vi.advanceTimersByTimeAsync(3_000);
    expect(asked).toEqual(['http://localhost:4000/Account/GetBalance', 'http://localhost:4000/health']);
    expect(reachabilityStore.getState().apiReachable).toBe(false);

    up = true;
    await vi.advanceTimersByTimeAsync(3_000);
    expect(asked).toHaveLength(3);
    expect(reachabilityStore.getState().apiReachable).toBe(true);

    await vi.advanceTimersByTimeAsync(30_000);
    expect(asked).toHaveLength(3);
  });
});

describe('a turn for the browser before each call', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("sends each call after a turn of the browser's own, where the browser offers one", async () => {
    const turns: Array<() => void> = [];
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => turns.push(resolve)) });
    const sent: string[] = [];
    api.answer((request) => {
      sent.push(new URL(request.url).pathname);
      return okResponse(null);
    });

    const first = apiGet('Bet/GetUserOpenBets');
    const second = apiGet('Event/TreeSportWithEvent');
    await vi.waitFor(() => expect(turns).toHaveLength(2));
    // The calls were asked for, and shown as loading, but nothing went out before the turns.
    await Promise.resolve();
    expect(sent).toEqual([]);
    expect(loadingStore.getState().pending).toBe(2);

    turns[1]?.();
    await second;
    expect(sent).toEqual(['/Event/TreeSportWithEvent']);
    turns[0]?.();
    await first;
    expect(sent).toEqual(['/Event/TreeSportWithEvent', '/Bet/GetUserOpenBets']);
    expect(loadingStore.getState().pending).toBe(0);
  });
});
