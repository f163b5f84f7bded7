import type { ApiSuccess } from '@exchange/contracts';

import { clearStoredCredentials } from '../session/session-storage';
import { readStorage, storageKeys } from '../storage/storage-keys';
import { loadingStore } from '../stores/loading-store';
import { ApiError } from './api-error';
import { isGatewayFailure, reportApiAnswered, reportApiUnreachable, setReachabilityProbe } from './api-reachability';
import type { CallOptions } from './call-options';
import {
  answerError,
  isUnauthorizedBody,
  networkError,
  requestAborted,
  unsuccessfulBodyError,
  unsuccessfulStatusError,
} from './error-catalogue';
import { identityCodec, payloadCodecHeader, type PayloadCodec } from './payload-codec';
import { isRelativeUrl, targetsApi } from './request-target';
import { serviceBaseUrl } from './service-hosts';

export interface ApiClientOptions {
  /** The provider's API address, used while no brand has stored a `baseUrl`. */
  readonly defaultBaseUrl: string;
  /** Called once per session when a call outside authentication answers 401 (go to /Auth/Logout). */
  readonly onUnauthorized: () => void;
  /** The brand's payload codec; identity when absent. */
  readonly codec?: PayloadCodec;
}

interface ClientState {
  defaultBaseUrl: string;
  onUnauthorized: () => void;
  codec: PayloadCodec;
}

// Until the host configures the client, calls go to the page's own origin and a 401 only clears
// the stored session.
const client: ClientState = { defaultBaseUrl: '', onUnauthorized: () => undefined, codec: identityCodec };

/** The stored brand address wins over the default, read on every call so a brand switch applies at once. */
export function currentBaseUrl(): string {
  const stored = readStorage(storageKeys.baseUrl);
  return stored !== null && stored.trim() !== '' ? stored : client.defaultBaseUrl;
}

/** One call as the client takes it; `defineEndpoint` fills it in from the endpoint's definition. */
export interface RequestConfig {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Relative to the api's base URL (`Account/GetBalance`), or absolute (a CDN's file). */
  readonly url: string;
  /** The api's address for this call; the stored or default base URL otherwise. */
  readonly baseURL?: string;
  /** The query string's values: `undefined` and `null` are left out, arrays repeat `name[]`. */
  readonly params?: object;
  /** The body: JSON, except FormData, Blob, buffers and URLSearchParams, which travel as they are. */
  readonly data?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
  /** Milliseconds before the call gives up; none by default, as the specification asks. */
  readonly timeout?: number;
  /**
   * `false`: no cookies, even to the api's origin, for the CDN files served beside it, which answer
   * `Access-Control-Allow-Origin: *` (the casino's game lists). Calls elsewhere never carry them.
   */
  readonly withCredentials?: boolean;
  /** Set by `defineEndpoint`; a call made without it is a foreground call with the session's bearer. */
  readonly callOptions?: CallOptions;
}

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

// The page's fetch, read on every call; tests answer through a fake server instead (fake-api.ts).
let send: Fetch = (input, init) => globalThis.fetch(input, init);

/** Test support: the function that puts a request on the wire. */
export function setFetch(fetch: Fetch | null): void {
  send = fetch ?? ((input, init) => globalThis.fetch(input, init));
}

export function configureApiClient(options: ApiClientOptions): void {
  client.defaultBaseUrl = options.defaultBaseUrl;
  client.onUnauthorized = options.onUnauthorized;
  client.codec = options.codec ?? identityCodec;
}

/** Switches the codec alone, e.g. once the brand's settings have named theirs. */
export function setPayloadCodec(codec: PayloadCodec): void {
  client.codec = codec;
}

// ---- session hooks: set by the session store, which imports this module (not the reverse) ----

let tokenRefresher: (() => Promise<void>) | null = null;
let unauthorizedHandled = false;
const sessionEndListeners = new Set<() => void>();

/** Awaited before every call to the api except the logins and the refresh itself. */
export function setTokenRefresher(refresher: (() => Promise<void>) | null): void {
  tokenRefresher = refresher;
}

/** Told when a 401 has ended the session, before `onUnauthorized`. */
export function subscribeToSessionEnd(listener: () => void): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

/** Re-arms the 401 handling; called when a new session is stored. */
export function rearmUnauthorizedHandling(): void {
  unauthorizedHandled = false;
}

// Ten calls failing together with 401 must end the session once, not navigate ten times. A login's
// 401 means wrong credentials, and the logout's comes from a session that is ending already.
function handleUnauthorized(options: CallOptions | undefined): void {
  if (options?.session === 'login' || options?.session === 'logout' || unauthorizedHandled) return;
  unauthorizedHandled = true;
  clearStoredCredentials();
  for (const listener of sessionEndListeners) listener();
  client.onUnauthorized();
}

// ---- the one path of every call ----

/** Codec failures are logged and the raw value goes on, as the specification asks. */
function throughCodec(step: string, value: unknown, transform: (value: unknown) => unknown): unknown {
  try {
    return transform(value);
  } catch (error) {
    console.error(`Payload codec failed to ${step}; sending it unchanged.`, error);
    return value;
  }
}

// Binary bodies (uploads) are not JSON: they travel as they are.
const isBinaryBody = (data: unknown): data is BodyInit =>
  (typeof FormData !== 'undefined' && data instanceof FormData) ||
  (typeof Blob !== 'undefined' && data instanceof Blob) ||
  data instanceof ArrayBuffer ||
  ArrayBuffer.isView(data) ||
  data instanceof URLSearchParams;

// The query string as the api has always received it: encoded, but with `:`, `$`, `,`, `[`, `]` and
// spaces (`+`) readable.
const encodeQueryPart = (text: string): string =>
  encodeURIComponent(text)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+')
    .replace(/%5B/gi, '[')
    .replace(/%5D/gi, ']');

function queryValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value as string | number | boolean | bigint);
}

function queryString(params: object): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    const key = Array.isArray(value) ? `${name}[]` : name;
    for (const item of values) {
      if (item !== undefined && item !== null)
        parts.push(`${encodeQueryPart(key)}=${encodeQueryPart(queryValue(item))}`);
    }
  }
  return parts.join('&');
}

function fullUrl(url: string, baseUrl: string, params: unknown): string {
  const joined =
    isRelativeUrl(url) && baseUrl !== '' ? `${baseUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}` : url;
  const query = typeof params === 'object' && params !== null ? queryString(params) : '';
  if (query === '') return joined;
  return `${joined}${joined.includes('?') ? '&' : '?'}${query}`;
}

/**
 * `document.cookie` as read by the calls going out together. The getter asks the browser's cookie
 * store each time, a synchronous round trip to another process, and a screen's first render sends
 * its calls in one burst: they share one read, forgotten once the burst's promise jobs have run.
 * Where each call first waits for its own turn (`turnBeforeCall`), each reads it in its own task.
 */
let cookiesOfBurst: string | undefined;

function cookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  if (cookiesOfBurst === undefined) {
    cookiesOfBurst = document.cookie;
    queueMicrotask(() => {
      cookiesOfBurst = undefined;
    });
  }
  const found = cookiesOfBurst.split('; ').find((entry) => entry.startsWith(`${name}=`));
  return found === undefined ? null : decodeURIComponent(found.slice(name.length + 1));
}

/** The request headers: the caller's, the codec's name, the bearer and the XSRF echo for the api. */
function requestHeaders(config: RequestConfig, toApi: boolean, relative: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json, text/plain, */*' });
  for (const [name, value] of Object.entries(config.headers ?? {})) headers.set(name, value);
  if (relative && client.codec.name !== undefined) headers.set(payloadCodecHeader, client.codec.name);
  if (!toApi) return headers;
  if (config.callOptions?.anonymous === true) {
    headers.delete('Authorization');
  } else {
    const token = readStorage(storageKeys.accessToken);
    if (token !== null && token.trim() !== '' && !headers.has('Authorization')) {
      headers.set('Authorization', `Bearer ${token}`);
    }
  }
  // The api usually sits on another origin than the page; its cookie is still readable here (cookies
  // ignore ports), so it is echoed to the api and nobody else.
  const xsrf = cookie('XSRF-TOKEN');
  if (xsrf !== null) headers.set('X-XSRF-TOKEN', xsrf);
  return headers;
}

function requestBody(data: unknown, headers: Headers, relative: boolean): BodyInit | undefined {
  if (data === undefined) return undefined;
  if (isBinaryBody(data)) return data;
  const encoded = relative
    ? throughCodec('encode the request body', data, (value) => client.codec.encode(value))
    : data;
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return JSON.stringify(encoded);
}

/** A body's text as JSON when it parses, else as it is. */
export function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The body as JSON when it parses, else as text (`''` when there is none). */
async function responseData(response: Response): Promise<unknown> {
  const text = await response.text();
  return text === '' ? text : jsonOrText(text);
}

/** The caller's signal and the call's timeout as one; `timedOut` tells which one fired. */
function callSignal(config: RequestConfig): { signal?: AbortSignal; timedOut: () => boolean; done: () => void } {
  const timeout = config.timeout ?? 0;
  if (timeout <= 0) return { signal: config.signal, timedOut: () => false, done: () => undefined };
  const controller = new AbortController();
  let fired = false;
  const timer = setTimeout(() => {
    fired = true;
    controller.abort(new DOMException(`timeout of ${timeout}ms exceeded`, 'TimeoutError'));
  }, timeout);
  const signal = config.signal === undefined ? controller.signal : AbortSignal.any([config.signal, controller.signal]);
  return { signal, timedOut: () => fired, done: () => clearTimeout(timer) };
}

const isEmptyBody = (data: unknown): boolean => data === undefined || data === null || data === '';

/** Sends the call and answers the api's body: the network's failures, a 401 and other statuses as ApiErrors. */
async function exchange(
  config: RequestConfig,
  baseUrl: string,
  toApi: boolean,
): Promise<{ status: number; data: unknown }> {
  const options = config.callOptions;
  const relative = isRelativeUrl(config.url);
  // The logins, the refresh and the logout go as they are: the logout must end the session it was
  // given rather than renew it first. A failed refresh is not this call's failure: it goes on with
  // the current token, and if that has really expired the server's 401 ends the session.
  if (toApi && tokenRefresher !== null && options?.session === undefined) await tokenRefresher().catch(() => undefined);
  const headers = requestHeaders(config, toApi, relative);
  const params =
    config.params !== undefined && relative
      ? throughCodec('encode the query parameters', config.params, (value) => client.codec.encode(value))
      : config.params;
  const body = requestBody(config.data, headers, relative);
  const { signal, timedOut, done } = callSignal(config);
  let response: Response;
  try {
    // A call cancelled before it went out is not sent (a fetch would refuse it all the same).
    signal?.throwIfAborted();
    response = await send(fullUrl(config.url, baseUrl, params), {
      method: config.method ?? 'GET',
      headers,
      body,
      signal,
      // The session cookie is the api's alone; a CDN answering `Access-Control-Allow-Origin: *` would
      // also refuse a request that carries credentials.
      credentials: toApi && config.withCredentials !== false ? 'include' : 'omit',
    });
  } catch (error) {
    if (timedOut())
      throw new ApiError('timeout', `timeout of ${config.timeout ?? 0}ms exceeded`, undefined, {
        cause: error,
        said: { key: 'errors.timeout', values: { ms: config.timeout ?? 0 } },
      });
    if (signal?.aborted === true) throw requestAborted(error);
    // No answer at all: the page says the connection is lost until a call gets one.
    if (toApi) reportApiUnreachable();
    throw networkError(error);
  } finally {
    done();
  }
  let data: unknown;
  try {
    data = await responseData(response);
  } catch (error) {
    throw signal?.aborted === true ? requestAborted(error) : networkError(error);
  }
  if (toApi) {
    if (isGatewayFailure(response.status, data)) reportApiUnreachable();
    else reportApiAnswered();
  }
  if (!response.ok) {
    const failure = answerError(response.status, data, response.statusText);
    if (failure.kind === 'unauthorized') handleUnauthorized(options);
    throw failure;
  }
  if (relative && !isEmptyBody(data)) {
    data = throughCodec('decode the response body', data, (value) => client.codec.decode(value));
  }
  if (isUnauthorizedBody(data)) {
    handleUnauthorized(options);
    throw unsuccessfulBodyError(data, response.status);
  }
  return { status: response.status, data };
}

/** How long the reachability probe waits for the api's answer. */
const probeTimeoutMs = 5_000;

/**
 * Asks the api's `/health` once, without the session: any answer but a gateway's says the api is
 * there. The reachability store asks it while the api is unreachable.
 */
export async function apiAnswers(): Promise<boolean> {
  try {
    const response = await send(fullUrl('health', currentBaseUrl(), undefined), {
      method: 'GET',
      cache: 'no-store',
      credentials: 'omit',
      signal: AbortSignal.timeout(probeTimeoutMs),
    });
    return !isGatewayFailure(response.status, await responseData(response));
  } catch {
    return false;
  }
}

setReachabilityProbe(apiAnswers);

// ---- the call helpers every endpoint function uses ----

type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Gives the browser a turn before a call does its work (ADR 0068): a screen's queries start their
 * calls together, in one pass of React's effects, and each call's headers, codec, timers and
 * `fetch` then run in a task of their own instead of one long task that holds input and paint.
 * `scheduler.yield()` resumes ahead of other waiting tasks, so a call is not held behind them.
 * Where the browser has no `scheduler.yield` (and in the tests' jsdom), the call goes on at once.
 */
function turnBeforeCall(): Promise<void> | undefined {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : undefined;
}

/**
 * The platform's one HTTP client (DESIGN.md section 4, ADR 0033): HTTP 2xx and `success: true`, or
 * an ApiError; resolves with the body's `result`. A call that answers with a status instead
 * (`answer: 'status'`, the TV stream service) needs HTTP 2xx and `status: 1`, and resolves with the
 * whole body. Base URL, bearer, XSRF echo, codec, the loading indicator, the token refresh and the
 * 401 handling are all here, for every call.
 */
export async function apiRequest<T>(config: RequestConfig): Promise<T> {
  const baseUrl = config.baseURL ?? serviceBaseUrl(config.callOptions?.service) ?? currentBaseUrl();
  const toApi = targetsApi(config.url, baseUrl);
  const showsLoading = toApi && config.callOptions?.background !== true;
  if (showsLoading) loadingStore.getState().begin();
  try {
    const turn = turnBeforeCall();
    if (turn !== undefined) await turn;
    const { status, data } = await exchange(config, baseUrl, toApi);
    if (config.callOptions?.answer === 'status') {
      if (typeof data === 'object' && data !== null && (data as { status?: unknown }).status === 1) return data as T;
      throw unsuccessfulStatusError(data, status);
    }
    if (typeof data === 'object' && data !== null && (data as Partial<ApiSuccess<unknown>>).success === true) {
      return (data as ApiSuccess<unknown>).result as T;
    }
    throw unsuccessfulBodyError(data, status);
  } finally {
    if (showsLoading) loadingStore.getState().end();
  }
}

/** What a caller may add to a call: a signal, headers, a timeout, another base URL. */
export type CallConfig = Omit<RequestConfig, 'method' | 'url'>;

export function apiGet<T>(url: string, params?: object, config: CallConfig = {}): Promise<T> {
  return apiRequest<T>({ ...config, method: 'GET', url, params });
}

export function apiPost<T>(url: string, data?: unknown, config: CallConfig = {}): Promise<T> {
  return apiRequest<T>({ ...config, method: 'POST', url, data });
}
