import { ok } from '@exchange/contracts';

import { jsonOrText, setFetch } from './http-client';

// Test support: the client's real pipeline (headers, XSRF, codec, status handling) in front of a
// fake server function instead of a network. Never imported by application code.

export interface FakeCall {
  readonly method: string;
  readonly url: URL;
  readonly headers: Headers;
  /** The body as JSON when it parses, else as text; undefined when there is none. */
  readonly body: unknown;
  readonly credentials: RequestCredentials;
  readonly signal: AbortSignal;
}

export type FakeHandler = (call: FakeCall) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
}

/** The api's success envelope. */
export const okResponse = (result: unknown): Response => jsonResponse(200, ok(result));

/** A server that never answers, until the request is aborted (timeouts, cancellation). */
export const neverAnswers: FakeHandler = (call) =>
  new Promise((_resolve, reject) => {
    // As fetch does, whether the call was cancelled before the server saw it or while it waited.
    if (call.signal.aborted) reject(call.signal.reason);
    call.signal.addEventListener('abort', () => reject(call.signal.reason));
  });

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  return text === '' ? undefined : jsonOrText(text);
}

export interface FakeApi {
  readonly calls: FakeCall[];
  /** Replaces how the fake server answers from now on. */
  answer: (handler: FakeHandler) => void;
}

/** Points the platform's client at a fake server; answers `okResponse(null)` until told otherwise. */
export function installFakeApi(handler: FakeHandler = () => okResponse(null)): FakeApi {
  const calls: FakeCall[] = [];
  let current = handler;
  const fakeFetch = async (input: URL | Request | string, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const call: FakeCall = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: await readBody(request),
      credentials: request.credentials,
      signal: request.signal,
    };
    calls.push(call);
    return current(call);
  };
  setFetch(fakeFetch);
  return {
    calls,
    answer: (next) => {
      current = next;
    },
  };
}
