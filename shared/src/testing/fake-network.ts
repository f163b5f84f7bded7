import { fail, ok } from '@exchange/contracts';

import { installFakeApi, jsonResponse, type FakeCall } from '../api/fake-api';

/** Where the platform's client sends its calls in tests; never a real address. */
export const fakeApiBase = 'https://api.test.example';

/** The api's success envelope (the contracts' `ok`). */
export const okEnvelope = ok;

/** The api's failure envelope, as its error handler writes it (the contracts' `fail`). */
export const failEnvelope = fail;

/** A request the page sent, as the fake server saw it. */
export type RecordedRequest = FakeCall;

type Answer = (call: FakeCall) => Response | Promise<Response>;

/** An answer given later by the test, to see the page while its call is out. */
export interface HeldAnswer {
  /** Resolves once the page has sent the call, with what it sent. */
  readonly sent: Promise<RecordedRequest>;
  reply: (status: number, body?: unknown) => void;
  ok: (result?: unknown) => void;
  fail: (status: number, message: string) => void;
  networkError: () => void;
}

/** How one endpoint answers; every method declares the answer and returns nothing further. */
export interface AnswerBuilder {
  /** Any status with a JSON body (the envelope the api would send). */
  reply: (status: number, body?: unknown) => void;
  /** 200 with `{ success: true, result }`. */
  ok: (result?: unknown) => void;
  /** `status` with `{ success: false, error: { message } }`, as the api fails a call. */
  fail: (status: number, message: string) => void;
  /** A bare status with an empty body (a proxy or gateway answering instead of the api). */
  status: (status: number) => void;
  /** No answer at all: the connection failed before any response, as when the player is offline. */
  networkError: () => void;
  /** Never answers until the call is aborted. */
  hang: () => void;
  /** Answers when the test says so. */
  hold: () => HeldAnswer;
  /** A computed answer, for the rare case the helpers above do not cover. */
  respond: (answer: Answer) => void;
}

interface Rule {
  readonly method: string;
  readonly path: string;
  readonly once: boolean;
  answer: Answer;
  used: boolean;
}

export interface FakeNetwork {
  /** Declares how `METHOD path` answers from now on (a later declaration wins). */
  on: (method: string, path: string) => AnswerBuilder;
  /** Declares the next answer only; once used, earlier declarations apply again. */
  once: (method: string, path: string) => AnswerBuilder;
  /** Every request sent so far, in order. */
  readonly requests: readonly RecordedRequest[];
  /** The requests sent to one endpoint, in order. */
  requestsTo: (method: string, path: string) => RecordedRequest[];
}

// The harness's access to a network's server side, kept off the API tests read.
const answerCall = Symbol('answerCall');

interface ServedNetwork extends FakeNetwork {
  [answerCall]: (call: FakeCall) => Response | Promise<Response>;
}

// 'Account/Authenticate' matches `${base}/api/Account/Authenticate` or `${base}/Account/Authenticate`;
// the api does not care about case, so neither does the match.
const normalise = (path: string): string => `/${path.replace(/^\/+/, '')}`.toLowerCase();
const matches = (rule: Pick<Rule, 'method' | 'path'>, call: FakeCall): boolean =>
  call.method.toUpperCase() === rule.method.toUpperCase() && call.url.pathname.toLowerCase().endsWith(rule.path);

const networkFailure = (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'));

function answers(status: number, body: unknown): Answer {
  return () => (body === undefined ? new Response(null, { status }) : jsonResponse(status, body));
}

function heldAnswer(): { answer: Answer; held: HeldAnswer } {
  let settle!: (answer: Answer) => void;
  let sent!: (call: FakeCall) => void;
  const decided = new Promise<Answer>((resolve) => {
    settle = resolve;
  });
  const sentPromise = new Promise<RecordedRequest>((resolve) => {
    sent = resolve;
  });
  return {
    answer: async (call) => {
      sent(call);
      return (await decided)(call);
    },
    held: {
      sent: sentPromise,
      reply: (status, body) => settle(answers(status, body)),
      ok: (result = null) => settle(answers(200, okEnvelope(result))),
      fail: (status, message) => settle(answers(status, failEnvelope(message))),
      networkError: () => settle(networkFailure),
    },
  };
}

/**
 * A fake api behind the real client: pages call the real endpoint functions, the client builds its
 * real requests (headers, codec, XSRF) and turns these answers into ApiErrors as it would in the
 * browser. A request nobody declared an answer for gets a 404 failure that names it, so a test
 * that forgot one fails on the page rather than hanging.
 */
function createServedNetwork(): ServedNetwork {
  const rules: Rule[] = [];
  const requests: RecordedRequest[] = [];

  function builder(method: string, path: string, once: boolean): AnswerBuilder {
    const declare = (answer: Answer): void => {
      rules.push({ method, path: normalise(path), once, answer, used: false });
    };
    return {
      reply: (status, body) => declare(answers(status, body)),
      ok: (result = null) => declare(answers(200, okEnvelope(result))),
      fail: (status, message) => declare(answers(status, failEnvelope(message))),
      status: (status) => declare(answers(status, undefined)),
      networkError: () => declare(networkFailure),
      hang: () =>
        declare(
          (call) =>
            new Promise<Response>((_resolve, reject) => {
              call.signal.addEventListener('abort', () => reject(call.signal.reason));
            }),
        ),
      hold: () => {
        const { answer, held } = heldAnswer();
        declare(answer);
        return held;
      },
      respond: declare,
    };
  }

  return {
    on: (method, path) => builder(method, path, false),
    once: (method, path) => builder(method, path, true),
    requests,
    requestsTo: (method, path) => requests.filter((call) => matches({ method, path: normalise(path) }, call)),
    [answerCall]: (call: FakeCall): Response | Promise<Response> => {
      requests.push(call);
      const pendingOnce = rules.find((rule) => rule.once && !rule.used && matches(rule, call));
      const rule = pendingOnce ?? rules.findLast((candidate) => !candidate.once && matches(candidate, call));
      if (rule === undefined) {
        return jsonResponse(404, failEnvelope(`No fake answer for ${call.method} ${call.url.pathname}`));
      }
      rule.used = true;
      return rule.answer(call);
    },
  };
}

let current: ServedNetwork | null = null;

/**
 * The fake network of the running test, created on first use; `setupRemoteTests` starts a fresh
 * one for every test, so answers declared in one test never leak into the next.
 */
export function fakeNetwork(): FakeNetwork {
  current ??= createServedNetwork();
  return current;
}

/** Points the platform's client at the current test's network, whichever it is when a call goes out. */
export function installFakeNetwork(): void {
  installFakeApi((call) => {
    current ??= createServedNetwork();
    return current[answerCall](call);
  });
}

/** Forgets the current network; the next call or `fakeNetwork()` starts an empty one. */
export function resetFakeNetwork(): void {
  current = null;
}
