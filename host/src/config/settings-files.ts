// Fetching a brand's settings files from the settings CDN: no validation and nothing from
// @exchange/shared, so that the start-up can request them before the shared libraries have loaded
// (contracts' types only, which cost nothing at run time).
import type { Result } from '@exchange/contracts';

export type DomainSettingsErrorKind = 'unreachable' | 'invalid' | 'not-found';

/**
 * The specification's message for a call that got no answer (`networkErrorMessage` of the shared
 * package, which this file does not load; settings-files.test.ts holds them equal).
 */
export const settingsNetworkMessage = 'Please Check Your Network Connection...';

/** What a refusal of the settings CDN says, as a key of the common namespace and its values. */
export interface SettingsRefusal {
  readonly key: string;
  readonly values: Readonly<Record<string, string | number>>;
}

/**
 * Why a brand's settings could not be used. The message is the server's own when its answer
 * carried one, so the maintenance toast can show it (specification point 8); `said` is its
 * refusal's code, for the toast to say in the player's language.
 */
export class DomainSettingsError extends Error {
  override readonly name = 'DomainSettingsError';
  readonly kind: DomainSettingsErrorKind;
  /** The HTTP status of the last answer, when there was one. */
  readonly status: number | undefined;
  readonly said: SettingsRefusal | undefined;

  constructor(
    kind: DomainSettingsErrorKind,
    message: string,
    options: ErrorOptions & { status?: number; said?: SettingsRefusal } = {},
  ) {
    super(message, options);
    this.kind = kind;
    this.status = options.status;
    this.said = options.said;
  }
}

export function isDomainSettingsError(error: unknown): error is DomainSettingsError {
  return error instanceof DomainSettingsError;
}

/** The cache-busting key of the specification: a random integer from 100 to 1000. */
export function cacheBustingKey(random: () => number = Math.random): number {
  return 100 + Math.floor(random() * 901);
}

export function settingsFileUrl(settingsCdnBase: string, fileStem: string, key: number): string {
  const base = settingsCdnBase.replace(/\/+$/, '');
  return `${base}/settings/${encodeURIComponent(fileStem)}.json?key=${key}`;
}

/** `location.hostname` in the form the whitelist, the theme map and the CDN file names use. */
export function normaliseHostname(hostname: string): string {
  return hostname.trim().toLowerCase().replace(/\.$/, '');
}

/** The settings file shared by test, localhost and preview hosts. */
export const testSettingsFileStem = 'localhost';
/** The secondary default-domain file: fills what a brand's own file leaves out. */
export const defaultSettingsFileStem = 'default';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * Test, localhost and preview hosts (`localhost`, loopback addresses, or a `test` or `preview`
 * label such as test.gold.example) share the test variant. The `*.localhost` demo brands are
 * real brands with files of their own.
 */
export function isTestHost(hostname: string): boolean {
  const host = normaliseHostname(hostname);
  if (loopbackHosts.has(host)) return true;
  if (host.endsWith('.localhost')) return false;
  return host.split('.').some((label) => label === 'test' || label === 'preview');
}

/** The name, without `.json`, of the settings file for `hostname`. */
export function settingsFileStem(hostname: string): string {
  return isTestHost(hostname) ? testSettingsFileStem : normaliseHostname(hostname);
}

/** Whether `hostname` is one of the platform's white-label domains (platform.json `whitelistedDomains`). */
export function isWhitelisted(hostname: string, whitelistedDomains: readonly string[] = []): boolean {
  const host = normaliseHostname(hostname);
  return host !== '' && whitelistedDomains.some((domain) => normaliseHostname(domain) === host);
}

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/**
 * How long each request for a settings file may go unanswered, first try first; retries past the
 * end of the list wait as long as its last entry. A settings file is about 1 KB: on a slow 3G phone
 * (400 ms round trips, and a cold connection to the CDN costs DNS, TCP and TLS round trips first)
 * it takes 2 to 4 s, so the first try's 5 s is not cut short. Each retry waits a little longer in
 * case the network is slower still, and often reuses the connection the try before it opened. With
 * the backoff (full jitter below 300, 600 and 1200 ms) a CDN that never answers reaches the
 * maintenance page after at most 5 + 6 + 7 + 9 s + 2.1 s, just under 30 s (`settingsWaitLimitMs`).
 */
export const attemptTimeoutsMs: readonly number[] = [5_000, 6_000, 7_000, 9_000];

/** The specification "retries recursively"; here the retries end, and back off with jitter. */
export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: attemptTimeoutsMs.length,
  baseDelayMs: 300,
  maxDelayMs: 3000,
};

/**
 * The wait before retry number `retry` (0 for the first): "full jitter", a uniform draw below
 * min(cap, base · 2^retry), so that many clients failing together do not retry together.
 */
export function backoffDelay(retry: number, random: () => number, policy: RetryPolicy = defaultRetryPolicy): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, retry));
  return Math.floor(Math.min(Math.max(random(), 0), 1) * ceiling);
}

/** What a settings request tells `onAttempt` as each of its attempts starts. */
export interface SettingsAttempt {
  /** 1 for the first try. */
  readonly attempt: number;
  readonly maxAttempts: number;
  /** How long this attempt may go unanswered before it counts as failed. */
  readonly timeoutMs: number;
}

export interface SettingsRequestOptions {
  /** platform.json `settingsCdnBase`; files are read from `<base>/settings/<name>.json`. */
  settingsCdnBase: string;
  hostname: string;
  fetch?: typeof fetch;
  /** Draws for the cache-busting key and the backoff jitter, in [0, 1). */
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /**
   * An attempt that has not answered by then counts as a network failure and is retried: one limit
   * for every attempt, or one per attempt (the last repeating). `attemptTimeoutsMs` by default.
   */
  timeoutMs?: number | readonly number[];
  /**
   * Told as each attempt starts, so that the first-load screen can say which try this is.
   * `requestSettingsFiles` reports the brand's own file only: its failure is what ends the start-up
   * on the maintenance page, while the default-domain file never fails the brand.
   */
  onAttempt?: (attempt: SettingsAttempt) => void;
}

/** The time limit of attempt number `attempt` (1 for the first). */
export function attemptTimeoutMs(attempt: number, timeouts: number | readonly number[] = attemptTimeoutsMs): number {
  if (typeof timeouts === 'number') return timeouts;
  const list = timeouts.length > 0 ? timeouts : attemptTimeoutsMs;
  return list[Math.min(Math.max(1, attempt), list.length) - 1] ?? 0;
}

/**
 * The longest a request can take before it gives up: every attempt timing out, and every backoff
 * drawing its ceiling.
 */
export function settingsWaitLimitMs(
  policy: RetryPolicy = defaultRetryPolicy,
  timeouts: number | readonly number[] = attemptTimeoutsMs,
): number {
  let total = 0;
  for (let attempt = 1; attempt <= policy.maxAttempts; attempt += 1) {
    total += attemptTimeoutMs(attempt, timeouts);
    if (attempt < policy.maxAttempts) total += backoffDelay(attempt - 1, () => 1, policy);
  }
  return total;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One request's settings file, or its error and whether asking again may help. */
type Attempt = Result<unknown, { readonly retryable: boolean; readonly error: DomainSettingsError }>;

const fail = (error: { readonly retryable: boolean; readonly error: DomainSettingsError }): Attempt => ({
  ok: false,
  error,
});

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The message of an error envelope (`{ error: { message } }`) or a bare `{ message }`, if any. */
function errorBody(text: string): Record<string, unknown> | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  return isRecord(body) ? body : undefined;
}

function serverMessage(text: string): string | undefined {
  const body = errorBody(text);
  if (body === undefined) return undefined;
  const message = isRecord(body.error) ? body.error.message : body.message;
  // Capped by characters, not UTF-16 units, so a cut never splits a character.
  return typeof message === 'string' && message.trim() !== '' ? Array.from(message).slice(0, 300).join('') : undefined;
}

const isValues = (value: unknown): value is SettingsRefusal['values'] =>
  isRecord(value) && Object.values(value).every((item) => typeof item === 'string' || typeof item === 'number');

/** The refusal code (and values) the api's envelope carries beside its message. */
function serverRefusal(text: string): SettingsRefusal | undefined {
  const error = errorBody(text)?.error;
  if (!isRecord(error) || typeof error.code !== 'string' || !/^\w{1,60}$/.test(error.code)) return undefined;
  return { key: `refusals.${error.code}`, values: isValues(error.values) ? error.values : {} };
}

const retryableStatuses = new Set([408, 429]);

async function attemptFetch(
  url: string,
  label: string,
  timeoutMs: number,
  options: SettingsRequestOptions,
): Promise<Attempt> {
  const fetchImpl = options.fetch ?? fetch;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(url, { cache: 'no-cache', signal: controller.signal });
      text = await response.text();
    } catch (error) {
      if (controller.signal.aborted) {
        const message = `The settings of ${label} did not answer within ${timeoutMs} ms.`;
        return fail({ retryable: true, error: new DomainSettingsError('unreachable', message, { cause: error }) });
      }
      // No answer at all: the specification's network message rather than the browser's own
      // ("Failed to fetch"), in the player's language; the browser's error stays the cause.
      const unreachable = new DomainSettingsError('unreachable', settingsNetworkMessage, {
        cause: error,
        said: { key: 'errors.network', values: {} },
      });
      return fail({ retryable: true, error: unreachable });
    }
    if (!response.ok) {
      const status = response.status;
      const message = serverMessage(text) ?? `The settings of ${label} answered ${status}.`;
      const said = serverRefusal(text);
      const details = said === undefined ? { status } : { status, said };
      if (status === 404) {
        return fail({ retryable: false, error: new DomainSettingsError('not-found', message, details) });
      }
      const retryable = status >= 500 || retryableStatuses.has(status);
      return fail({ retryable, error: new DomainSettingsError('unreachable', message, details) });
    }
    try {
      return { ok: true, value: JSON.parse(text) as unknown };
    } catch (error) {
      const message = `The settings of ${label} are not valid JSON.`;
      return fail({ retryable: false, error: new DomainSettingsError('invalid', message, { cause: error }) });
    }
  } finally {
    clearTimeout(timer);
  }
}

/** An observer that throws is reported, and the settings load on: showing progress is not loading. */
function reportAttempt(onAttempt: SettingsRequestOptions['onAttempt'], attempt: SettingsAttempt): void {
  try {
    onAttempt?.(attempt);
  } catch (error) {
    console.error('An observer of the settings attempts failed.', error);
  }
}

/**
 * One settings file, with a fresh cache-busting key per attempt and bounded, jittered retries,
 * each attempt with its own time limit (`attemptTimeoutsMs`).
 */
export async function fetchSettingsFile(
  fileStem: string,
  label: string,
  options: SettingsRequestOptions,
): Promise<unknown> {
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? wait;
  const policy: RetryPolicy = {
    maxAttempts: Math.max(1, Math.floor(options.maxAttempts ?? defaultRetryPolicy.maxAttempts)),
    baseDelayMs: options.baseDelayMs ?? defaultRetryPolicy.baseDelayMs,
    maxDelayMs: options.maxDelayMs ?? defaultRetryPolicy.maxDelayMs,
  };
  for (let attempt = 1; ; attempt += 1) {
    const timeoutMs = attemptTimeoutMs(attempt, options.timeoutMs);
    reportAttempt(options.onAttempt, { attempt, maxAttempts: policy.maxAttempts, timeoutMs });
    const url = settingsFileUrl(options.settingsCdnBase, fileStem, cacheBustingKey(random));
    const outcome = await attemptFetch(url, label, timeoutMs, options);
    if (outcome.ok) return outcome.value;
    if (!outcome.error.retryable || attempt >= policy.maxAttempts) throw outcome.error.error;
    await sleep(backoffDelay(attempt - 1, random, policy));
  }
}

/** The outcome of the default-domain file, which never fails the brand on its own. */
export type DefaultsOutcome = Result<unknown, unknown>;

/** The two files a brand's settings are made of, requested together, not yet validated. */
export interface SettingsFiles {
  /** Where they were requested from, so that only a request for the same files may use them. */
  settingsCdnBase: string;
  hostname: string;
  /** The brand's own file (or the test variant); rejects with a `DomainSettingsError`. */
  brand: Promise<unknown>;
  defaults: Promise<DefaultsOutcome>;
}

/**
 * Requests the brand's own file and the default-domain file at once (specification point 7). The
 * start-up asks for them as soon as platform.json names the CDN, before the app's code has loaded.
 */
export function requestSettingsFiles(options: SettingsRequestOptions): SettingsFiles {
  const host = normaliseHostname(options.hostname);
  const { onAttempt: _brandOnly, ...quiet } = options;
  const defaults = fetchSettingsFile(defaultSettingsFileStem, defaultSettingsFileStem, quiet).then(
    (value): DefaultsOutcome => ({ ok: true, value }),
    (error: unknown): DefaultsOutcome => ({ ok: false, error }),
  );
  const brand = fetchSettingsFile(settingsFileStem(host), host, options);
  // Seen by whoever validates them; until then a rejection is not "unhandled".
  brand.catch(() => undefined);
  return { settingsCdnBase: options.settingsCdnBase, hostname: options.hostname, brand, defaults };
}
