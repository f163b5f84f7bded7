import type { ApiSuccess } from '@exchange/contracts';
import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

import { clearStoredCredentials } from '../session/session-storage';
import { readStorage, storageKeys } from '../storage/storage-keys';
import { loadingStore } from '../stores/loading-store';
import type { CallOptions } from './call-options';
import { isUnauthorizedBody, toApiError, unsuccessfulBodyError } from './error-catalogue';
import { identityCodec, payloadCodecHeader, type PayloadCodec } from './payload-codec';
import { isRelativeUrl, targetsApi } from './request-target';

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

/** The one HTTP client of the platform (DESIGN.md section 4). */
export const apiClient = axios.create({
  timeout: 0,
  withCredentials: true,
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  // Axios echoes the cookie only to its page's origin; the api usually sits on another one (its
  // cookie is still readable here: cookies ignore ports), so echo it for the api and nobody else.
  withXSRFToken: (config) => targetsApi(config.url, config.baseURL ?? currentBaseUrl()),
});

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

// ---- interceptors ----

const showsLoading = new WeakSet<InternalAxiosRequestConfig>();

function endLoading(config: InternalAxiosRequestConfig | undefined): void {
  if (config !== undefined && showsLoading.delete(config)) loadingStore.getState().end();
}

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
const isBinaryBody = (data: unknown): boolean =>
  (typeof FormData !== 'undefined' && data instanceof FormData) ||
  (typeof Blob !== 'undefined' && data instanceof Blob) ||
  data instanceof ArrayBuffer ||
  ArrayBuffer.isView(data) ||
  data instanceof URLSearchParams;

function encodeOutgoing(config: InternalAxiosRequestConfig): void {
  const { codec } = client;
  if (codec.name !== undefined) config.headers.set(payloadCodecHeader, codec.name);
  if (config.data !== undefined && !isBinaryBody(config.data)) {
    config.data = throughCodec('encode the request body', config.data, (data) => codec.encode(data));
  }
  if (config.params !== undefined) {
    config.params = throughCodec('encode the query parameters', config.params, (params) => codec.encode(params));
  }
}

function applyBearer(config: InternalAxiosRequestConfig): void {
  if (config.callOptions?.anonymous === true) {
    config.headers.delete('Authorization');
    return;
  }
  const token = readStorage(storageKeys.accessToken);
  if (token !== null && token.trim() !== '' && !config.headers.has('Authorization')) {
    config.headers.set('Authorization', `Bearer ${token}`);
  }
}

apiClient.interceptors.request.use(async (config) => {
  const baseUrl = (config.baseURL ??= currentBaseUrl());
  const toApi = targetsApi(config.url, baseUrl);
  // The session cookie is the api's alone; a CDN answering `Access-Control-Allow-Origin: *` would
  // also refuse a request that carries credentials.
  if (!toApi) config.withCredentials = false;
  const options = config.callOptions;
  if (toApi && options?.background !== true) {
    showsLoading.add(config);
    loadingStore.getState().begin();
  }
  try {
    // The logins, the refresh and the logout go as they are: the logout must end the session it
    // was given rather than renew it first.
    if (toApi && tokenRefresher !== null && options?.session === undefined) {
      // A failed refresh is not this call's failure: it goes on with the current token, and if
      // that has really expired the server's 401 ends the session.
      await tokenRefresher().catch(() => undefined);
    }
    if (toApi) applyBearer(config);
    if (isRelativeUrl(config.url)) encodeOutgoing(config);
    return config;
  } catch (error) {
    endLoading(config);
    throw error;
  }
});

const isEmptyBody = (data: unknown): boolean => data === undefined || data === null || data === '';

apiClient.interceptors.response.use(
  (response) => {
    endLoading(response.config);
    if (isRelativeUrl(response.config.url) && !isEmptyBody(response.data)) {
      response.data = throughCodec('decode the response body', response.data, (data) => client.codec.decode(data));
    }
    if (isUnauthorizedBody(response.data)) {
      handleUnauthorized(response.config.callOptions);
      throw unsuccessfulBodyError(response.data, response.status);
    }
    return response;
  },
  (error: unknown) => {
    const config = error instanceof AxiosError ? error.config : undefined;
    endLoading(config);
    const apiError = toApiError(error);
    if (apiError.kind === 'unauthorized') handleUnauthorized(config?.callOptions);
    throw apiError;
  },
);

// ---- the call helpers every endpoint function uses ----

/** HTTP 2xx and `success: true`, or an ApiError; resolves with the body's `result`. */
export async function apiRequest<T>(config: AxiosRequestConfig): Promise<T> {
  const response: AxiosResponse<unknown> = await apiClient.request<unknown>(config);
  const body = response.data;
  if (typeof body === 'object' && body !== null && (body as Partial<ApiSuccess<unknown>>).success === true) {
    return (body as ApiSuccess<unknown>).result as T;
  }
  throw unsuccessfulBodyError(body, response.status);
}

export function apiGet<T>(url: string, params?: object, config: AxiosRequestConfig = {}): Promise<T> {
  return apiRequest<T>({ ...config, method: 'GET', url, params });
}

export function apiPost<T>(url: string, data?: unknown, config: AxiosRequestConfig = {}): Promise<T> {
  return apiRequest<T>({ ...config, method: 'POST', url, data });
}
