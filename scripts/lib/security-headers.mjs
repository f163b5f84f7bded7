// The security headers of the front-end apps. The Content-Security-Policy is derived from the
// host's platform.json, the file that already names every origin the app talks to, so an
// operator who adds a remote or game origin there changes the policy with the same edit.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

/**
 * The placeholder in index.html that each response replaces with its own nonce: in
 * `<meta name="csp-nonce">` (read by the run-time style injectors) and on the inline `<style>`.
 */
export const noncePlaceholderText = '__CSP_NONCE__';
const nonceEverywhere = new RegExp(noncePlaceholderText, 'g');

/**
 * The fields of platform.json the policy is built from (the host's schema in
 * host/src/config/platform-config.ts is the reference; this reads them leniently).
 * @typedef {object} PlatformOrigins
 * @property {string} settingsCdnBase brand settings and brand images (logos, favicons, backgrounds)
 * @property {Record<string, string>} [remotes] default manifest URL of each remote
 * @property {string[]} [allowedRemoteOrigins] the origins remotes may be loaded from
 * @property {string} [apiBase] defaults to the settings CDN's origin, as in the host
 * @property {string} [hubUrl] defaults to `<apiBase>/hubs/notifications`, as in the host
 * @property {string[]} [allowedGameOrigins] origins games may be framed from; defaults to the api's
 * @property {{ test?: ServiceAddresses, live?: ServiceAddresses }} [serviceHosts] the services' own
 *   test and live addresses
 */

/**
 * @typedef {object} ServiceAddresses
 * @property {string} [events]
 * @property {string} [payments]
 * @property {string} [casino]
 * @property {string} [hub]
 */

/**
 * @param {unknown} value
 * @returns {string | undefined} the origin of an http(s) URL, else undefined
 */
function httpOriginOf(value) {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The WebSocket form of an http(s) origin: the hub upgrades to ws(s) on the same host.
 * @param {string} origin
 */
function webSocketOrigin(origin) {
  return origin.replace(/^http/, 'ws');
}

/**
 * @param {unknown} value
 * @returns {string[]}
 */
function originsOf(value) {
  if (!Array.isArray(value)) return [];
  return value.map(httpOriginOf).filter((origin) => origin !== undefined);
}

/**
 * @param {string[]} sources
 * @returns {string}
 */
function sourceList(sources) {
  const unique = [...new Set(sources)];
  return unique.length === 0 ? "'none'" : unique.join(' ');
}

/**
 * The Content-Security-Policy for a platform.json. Pure: same input, same header.
 * - scripts only from the page's origin and the remotes' origins, and a page's own inline scripts
 *   by their hashes: no 'unsafe-inline', no eval;
 * - styles from those origins and, with a nonce, the page's own `<style>` elements;
 * - fetches to the api, the hub (http and WebSocket), the settings CDN and the remotes' manifests;
 * - images from the page, data: URLs and the settings CDN (brand logos and backgrounds);
 * - media (live TV) from the api and the settings CDN, and `blob:` for the MediaSource that hls.js
 *   attaches where the browser has no native HLS (ADR 0018);
 * - frames only from the game origins; the page itself may never be framed.
 * @param {Partial<PlatformOrigins> | undefined} platform undefined when platform.json is missing or
 *   unreadable: the policy then allows the page's own origin only
 * @param {{ styleNonce?: string, scriptHashes?: readonly string[] }} [options] the nonce of this
 *   response's index.html and the hash sources of its inline scripts (`inlineScriptHashes`)
 * @returns {string}
 */
export function buildContentSecurityPolicy(platform, { styleNonce, scriptHashes = [] } = {}) {
  const settingsCdn = httpOriginOf(platform?.settingsCdnBase);
  const api = httpOriginOf(platform?.apiBase) ?? settingsCdn;
  const hub = httpOriginOf(platform?.hubUrl) ?? api;
  const remotes = [
    ...originsOf(platform?.allowedRemoteOrigins),
    // Defaults outside the allow-list are still loaded (the list only guards brand overrides).
    ...originsOf(Object.values(platform?.remotes ?? {})),
  ];
  const games = Array.isArray(platform?.allowedGameOrigins)
    ? originsOf(platform.allowedGameOrigins)
    : api === undefined
      ? []
      : [api];
  const known = (/** @type {(string | undefined)[]} */ origins) => origins.filter((origin) => origin !== undefined);
  // The services' own test and live addresses (platform.json `serviceHosts`), the hubs' as WebSocket too.
  const serviceHosts = [platform?.serviceHosts?.test, platform?.serviceHosts?.live].flatMap((hosts) => {
    if (typeof hosts !== 'object' || hosts === null) return [];
    const hubOrigin = httpOriginOf(hosts.hub);
    return [
      ...originsOf([hosts.events, hosts.payments, hosts.casino, hosts.hub]),
      ...(hubOrigin === undefined ? [] : [webSocketOrigin(hubOrigin)]),
    ];
  });

  /** @type {[string, string[]][]} */
  const directives = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remotes, ...scriptHashes]],
    ['style-src', ["'self'", ...remotes, ...(styleNonce ? [`'nonce-${styleNonce}'`] : [])]],
    [
      'connect-src',
      ["'self'", ...known([api, hub, hub && webSocketOrigin(hub), settingsCdn]), ...serviceHosts, ...remotes],
    ],
    ['img-src', ["'self'", 'data:', ...known([settingsCdn])]],
    ['media-src', ["'self'", 'blob:', ...known([api, settingsCdn])]],
    ['frame-src', games],
    ['frame-ancestors', []],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['object-src', []],
  ];
  return directives.map(([name, sources]) => `${name} ${sourceList(sources)}`).join('; ');
}

/**
 * Every header a front-end response carries, besides its own content headers.
 * @param {string} contentSecurityPolicy
 * @returns {Record<string, string>}
 */
export function securityHeaders(contentSecurityPolicy) {
  return {
    'Content-Security-Policy': contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // For browsers older than frame-ancestors; both say the same.
    'X-Frame-Options': 'DENY',
  };
}

const inlineScripts = /<script(?![^>]*\ssrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/**
 * The `'sha256-…'` sources that allow a page's inline scripts (the `<script>` elements without
 * `src`), each its text exactly as sent, as browsers hash it. A hash allows that text alone: an
 * injected script, or this one edited, still does not run.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  return [...html.matchAll(inlineScripts)].map(
    ([, text]) =>
      `'sha256-${createHash('sha256')
        .update(text ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/** A fresh nonce: 128 random bits, base64, as CSP expects. */
export function createNonce() {
  return randomBytes(16).toString('base64');
}

/**
 * @param {string} html
 * @param {string} nonce
 */
export function insertNonce(html, nonce) {
  return html.replace(nonceEverywhere, nonce);
}

/**
 * @typedef {object} PolicySource
 * @property {(styleNonce?: string, scriptHashes?: readonly string[]) => string} policy the current
 *   policy, from the file as it is now, for a page with this nonce and these inline scripts
 * @property {() => (Partial<PlatformOrigins> & { whitelistedDomains?: unknown }) | undefined} platform
 *   the file as it is now, undefined when missing or invalid
 */

/**
 * Reads platform.json when it changes (by modification time and size), since operators edit it
 * in place after a deploy, and builds the policy from it. A file that is missing or invalid
 * gives the self-only policy (the host will not start without it anyway) and one warning.
 * @param {string} platformFile
 * @param {{ warn?: (message: string) => void }} [options]
 * @returns {PolicySource}
 */
export function createPolicySource(platformFile, { warn = (message) => console.warn(message) } = {}) {
  /** @type {string | undefined} */
  let version;
  /** @type {Partial<PlatformOrigins> | undefined} */
  let platform;

  const current = () => {
    /** @type {string} */
    let seen;
    try {
      const stats = statSync(platformFile);
      seen = `${stats.mtimeMs}:${stats.size}`;
    } catch {
      seen = 'missing';
    }
    if (seen === version) return platform;
    version = seen;
    platform = undefined;
    if (seen === 'missing') {
      warn(`${platformFile} is missing: the Content-Security-Policy allows the page's own origin only.`);
      return platform;
    }
    try {
      const parsed = JSON.parse(readFileSync(platformFile, 'utf8'));
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      platform = parsed;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      warn(
        `${platformFile} is not valid JSON (${reason}): the Content-Security-Policy allows the page's own origin only.`,
      );
    }
    return platform;
  };

  return {
    policy: (styleNonce, scriptHashes) => buildContentSecurityPolicy(current(), { styleNonce, scriptHashes }),
    platform: current,
  };
}
