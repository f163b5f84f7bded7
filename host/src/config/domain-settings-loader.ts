import { capText, domainSettingsSchema, type DomainSettings } from '@exchange/shared';

export type DomainSettingsErrorKind = 'unreachable' | 'invalid' | 'not-found';

/**
 * Why a brand's settings could not be used. The message is the server's own when its answer
 * carried one, so the maintenance toast can show it (specification point 8).
 */
export class DomainSettingsError extends Error {
  override readonly name = 'DomainSettingsError';
  readonly kind: DomainSettingsErrorKind;
  /** The HTTP status of the last answer, when there was one. */
  readonly status: number | undefined;

  constructor(kind: DomainSettingsErrorKind, message: string, options: ErrorOptions & { status?: number } = {}) {
    super(message, options);
    this.kind = kind;
    this.status = options.status;
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

/** The specification "retries recursively"; here the retries end, and back off with jitter. */
export const defaultRetryPolicy: RetryPolicy = { maxAttempts: 4, baseDelayMs: 300, maxDelayMs: 3000 };

/**
 * The wait before retry number `retry` (0 for the first): "full jitter", a uniform draw below
 * min(cap, base · 2^retry), so that many clients failing together do not retry together.
 */
export function backoffDelay(retry: number, random: () => number, policy: RetryPolicy = defaultRetryPolicy): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, retry));
  return Math.floor(Math.min(Math.max(random(), 0), 1) * ceiling);
}

export interface LoadDomainSettingsOptions {
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
  /** An attempt that has not answered by then counts as a network failure and is retried. */
  timeoutMs?: number;
  /** Told about problems that do not stop the brand, e.g. an unreadable default-domain file. */
  onWarning?: (message: string, cause?: unknown) => void;
}

const defaultTimeoutMs = 10_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Attempt = { ok: true; body: unknown } | { ok: false; retryable: boolean; error: DomainSettingsError };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The message of an error envelope (`{ error: { message } }`) or a bare `{ message }`, if any. */
function serverMessage(text: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(body)) return undefined;
  const message = isRecord(body.error) ? body.error.message : body.message;
  return typeof message === 'string' && message.trim() !== '' ? capText(message, 300) : undefined;
}

const retryableStatuses = new Set([408, 429]);

async function attemptFetch(url: string, label: string, options: LoadDomainSettingsOptions): Promise<Attempt> {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(url, { cache: 'no-cache', signal: controller.signal });
      text = await response.text();
    } catch (error) {
      const message = controller.signal.aborted
        ? `The settings of ${label} did not answer within ${timeoutMs} ms.`
        : error instanceof Error && error.message !== ''
          ? error.message
          : `The settings of ${label} could not be fetched.`;
      return { ok: false, retryable: true, error: new DomainSettingsError('unreachable', message, { cause: error }) };
    }
    if (!response.ok) {
      const status = response.status;
      const message = serverMessage(text) ?? `The settings of ${label} answered ${status}.`;
      if (status === 404) {
        return { ok: false, retryable: false, error: new DomainSettingsError('not-found', message, { status }) };
      }
      const retryable = status >= 500 || retryableStatuses.has(status);
      return { ok: false, retryable, error: new DomainSettingsError('unreachable', message, { status }) };
    }
    try {
      return { ok: true, body: JSON.parse(text) };
    } catch (error) {
      const message = `The settings of ${label} are not valid JSON.`;
      return { ok: false, retryable: false, error: new DomainSettingsError('invalid', message, { cause: error }) };
    }
  } finally {
    clearTimeout(timer);
  }
}

/** One settings file, with a fresh cache-busting key per attempt and bounded, jittered retries. */
async function fetchSettingsFile(
  fileStem: string,
  label: string,
  options: LoadDomainSettingsOptions,
): Promise<unknown> {
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? wait;
  const policy: RetryPolicy = {
    maxAttempts: Math.max(1, Math.floor(options.maxAttempts ?? defaultRetryPolicy.maxAttempts)),
    baseDelayMs: options.baseDelayMs ?? defaultRetryPolicy.baseDelayMs,
    maxDelayMs: options.maxDelayMs ?? defaultRetryPolicy.maxDelayMs,
  };
  for (let attempt = 1; ; attempt += 1) {
    const url = settingsFileUrl(options.settingsCdnBase, fileStem, cacheBustingKey(random));
    const outcome = await attemptFetch(url, label, options);
    if (outcome.ok) return outcome.body;
    if (!outcome.retryable || attempt >= policy.maxAttempts) throw outcome.error;
    await sleep(backoffDelay(attempt - 1, random, policy));
  }
}

function describeIssues(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** The brand's own values over the defaults; a brand value of null means "not set" and is filled. */
function mergeUnderBrand(defaults: Record<string, unknown>, brand: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(brand)) {
    if (value !== null && value !== undefined) merged[key] = value;
  }
  return merged;
}

/**
 * Loads the brand settings of `hostname` from the settings CDN (specification point 7): the
 * host's own file, or the test variant on test, localhost and preview hosts, validated, with the
 * default-domain file filling the fields it leaves out. A host without a file of its own is
 * `not-found`: it never borrows another brand's settings.
 *
 * Rejects with a `DomainSettingsError`: `not-found` (404), `unreachable` (network errors, 5xx,
 * time-outs, once the retries are spent) or `invalid` (not JSON, or not valid settings).
 */
export async function loadDomainSettings(options: LoadDomainSettingsOptions): Promise<DomainSettings> {
  const warn = options.onWarning ?? ((message, cause) => console.warn(message, cause));
  const host = normaliseHostname(options.hostname);
  const fileStem = settingsFileStem(host);

  // Both files are fetched at once; the defaults only matter once the brand's own file is good.
  const defaults = fetchSettingsFile(defaultSettingsFileStem, defaultSettingsFileStem, options).then(
    (body) => ({ ok: true as const, body }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  const brand = await fetchSettingsFile(fileStem, host, options);

  const own = domainSettingsSchema.safeParse(brand);
  if (!own.success) {
    throw new DomainSettingsError('invalid', `The settings of ${host} are invalid: ${describeIssues(own.error)}`, {
      cause: own.error,
    });
  }

  const fallback = await defaults;
  if (!fallback.ok) {
    warn(`The default-domain settings could not be loaded; ${host} runs on its own settings only.`, fallback.error);
    return own.data;
  }
  if (!isRecord(fallback.body) || !isRecord(brand)) {
    warn(`The default-domain settings are not an object; ${host} runs on its own settings only.`);
    return own.data;
  }
  const merged = domainSettingsSchema.safeParse(mergeUnderBrand(fallback.body, brand));
  if (!merged.success) {
    warn(`The default-domain settings are invalid (${describeIssues(merged.error)}); ${host} runs on its own.`);
    return own.data;
  }
  return merged.data;
}
