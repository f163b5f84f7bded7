import { domainSettingsSchema, type DomainSettings } from '@exchange/shared';

import {
  DomainSettingsError,
  isRecord,
  normaliseHostname,
  requestSettingsFiles,
  type SettingsFiles,
  type SettingsRequestOptions,
} from './settings-files';

// The fetching half lives in settings-files.ts; these names stay importable from here.
export {
  backoffDelay,
  cacheBustingKey,
  defaultRetryPolicy,
  defaultSettingsFileStem,
  DomainSettingsError,
  isDomainSettingsError,
  isTestHost,
  isWhitelisted,
  normaliseHostname,
  settingsFileStem,
  settingsFileUrl,
  testSettingsFileStem,
} from './settings-files';
export type { DomainSettingsErrorKind, RetryPolicy } from './settings-files';

export interface LoadDomainSettingsOptions extends SettingsRequestOptions {
  /** Told about problems that do not stop the brand, e.g. an unreadable default-domain file. */
  onWarning?: (message: string, cause?: unknown) => void;
  /** The files the start-up already requested; used only when they are this host's on this CDN. */
  requested?: SettingsFiles;
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

  // Both files are fetched at once; the defaults only matter once the brand's own file is good.
  const early = options.requested;
  const files =
    early?.settingsCdnBase === options.settingsCdnBase && early.hostname === options.hostname
      ? early
      : requestSettingsFiles(options);
  const defaults = files.defaults;
  const brand = await files.brand;

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
  if (!isRecord(fallback.value) || !isRecord(brand)) {
    warn(`The default-domain settings are not an object; ${host} runs on its own settings only.`);
    return own.data;
  }
  const merged = domainSettingsSchema.safeParse(mergeUnderBrand(fallback.value, brand));
  if (!merged.success) {
    warn(`The default-domain settings are invalid (${describeIssues(merged.error)}); ${host} runs on its own.`);
    return own.data;
  }
  return merged.data;
}
