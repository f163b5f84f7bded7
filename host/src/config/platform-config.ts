import { themeNames } from '@exchange/shared';
import * as z from 'zod/mini';

import { PlatformConfigError, requestPlatformConfig } from './platform-request';

export { PlatformConfigError } from './platform-request';

const remoteEntries = z.object({
  auth: z.url(),
  sports: z.url(),
  casino: z.url(),
  account: z.url(),
});

const httpUrl = z.url({ protocol: /^https?$/ });

/** scheme://host[:port] and nothing more: what a Content-Security-Policy source names. */
const httpOrigin = httpUrl.check(
  z.refine((value) => new URL(value).origin === value, {
    message: 'must be an origin (scheme://host[:port], no path or trailing slash)',
  }),
);

/** A service's own addresses in one environment (specification point 7); each one optional. */
const environmentHosts = z.object({
  /** `Event/TreeSportWithEvent`. */
  events: z.optional(httpUrl),
  /** `api/Payment/Generate` and `api/Payment/Check` (live only: see `serviceHostsFor`). */
  payments: z.optional(httpUrl),
  /** The casino's game URL and game list calls. */
  casino: z.optional(httpUrl),
  /** The real-time hub. */
  hub: z.optional(httpUrl),
});

/**
 * `platform.json`, served beside index.html and editable after deploy: where the settings CDN is,
 * which hostnames are known, the default remote manifests and the origins remotes may come from.
 * The white-label fields are optional so that older files keep working: no whitelist, no
 * crash-game brand, every host on its brand's own colours.
 */
export const platformConfigSchema = z.object({
  settingsCdnBase: z.url(),
  knownHostnames: z._default(z.array(z.string()), []),
  remotes: remoteEntries,
  allowedRemoteOrigins: z.array(z.url()).check(z.minLength(1)),
  /** The white-label domains of the platform (about 30). */
  whitelistedDomains: z.optional(z.array(z.string().check(z.minLength(1)))),
  /** The brand whose root goes straight to the crash game. */
  crashGameDomain: z.optional(z.string().check(z.minLength(1))),
  /** Hostname → named theme. */
  themes: z.optional(z.record(z.string().check(z.minLength(1)), z.enum(themeNames))),
  /** The default API base, for brands whose settings give no baseUrl. */
  apiBase: z.optional(httpUrl),
  /** The default real-time hub, for brands whose settings give no hubUrl. */
  hubUrl: z.optional(httpUrl),
  /**
   * The only origins casino games may be framed from (the CSP's frame-src is built from it).
   * Without it, the api's origin, where the reference games are served.
   */
  allowedGameOrigins: z.optional(z.array(httpOrigin)),
  /**
   * The test and live addresses of the services the specification gives hosts of their own. A
   * service without one uses the brand's API address (its hub: the brand's `hubUrl`, then `hubUrl`).
   */
  serviceHosts: z.optional(z.object({ test: z.optional(environmentHosts), live: z.optional(environmentHosts) })),
});

export type PlatformConfig = z.output<typeof platformConfigSchema>;

/** The api every brand uses unless its settings name another: `apiBase`, else the settings CDN's origin. */
export function defaultApiBase(platform: Pick<PlatformConfig, 'apiBase' | 'settingsCdnBase'>): string {
  return platform.apiBase ?? new URL(platform.settingsCdnBase).origin;
}

/** Where casino games may be framed from: `allowedGameOrigins`, else the default api's origin. */
export function allowedGameOrigins(
  platform: Pick<PlatformConfig, 'allowedGameOrigins' | 'apiBase' | 'settingsCdnBase'>,
): string[] {
  return platform.allowedGameOrigins ?? [new URL(defaultApiBase(platform)).origin];
}

/**
 * platform.json, validated. `body` is the request the start-up made before this module loaded;
 * without it, the file is requested now.
 */
export async function loadPlatformConfig(body: Promise<unknown> = requestPlatformConfig()): Promise<PlatformConfig> {
  const parsed = z.safeParse(platformConfigSchema, await body);
  if (!parsed.success) throw new PlatformConfigError(`platform.json is invalid: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
