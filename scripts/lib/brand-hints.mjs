// The brand's logo in the page's first response. The loading overlay in index.html shows the
// brand's logo; in the browser its address is known only once the app's entry has run and the
// brand's settings files have answered, two round trips after the page. The server that sends the
// page reads the same settings files (from the settings CDN platform.json names, for the hostname
// the request names, the brand's own value first and the default-domain file's after it, as the
// start-up does), keeps them a minute, and writes the logo into the overlay's <img>, so the
// browser asks for it with the page (ADR 0064). A brand without settings, a CDN that does not
// answer in time or a hostname the platform does not serve leave the page as it was built.

/** How long a brand's settings are used before they are read again. */
export const brandHintsTtlMs = 60_000;
/** How long a page with nothing remembered for its brand waits for the settings files. */
export const brandHintsWaitMs = 250;
const fetchTimeoutMs = 2_000;
/**
 * The most brands remembered at once, the one read longest ago forgotten first: the Host header is the
 * client's to choose, and a stream of made-up hostnames must not grow the server's memory.
 */
export const brandHintsMaxRemembered = 1_000;

/**
 * The overlay's logo as index.html has it (the build keeps the attributes, with or without `/>`).
 */
const overlayLogoTag = /<img id="app-loading-logo"[^>]*>/;

/**
 * @typedef {object} BrandHints
 * @property {string} [mainLogo] the brand's logo
 * @property {string} [authLogo] the logo the login card shows
 */

/**
 * `hostname` in the form settings file names use (host/src/config/settings-files.ts,
 * `normaliseHostname`; brand-hints.test.mjs holds them equal).
 * @param {string} hostname
 */
export function normaliseHostname(hostname) {
  return hostname.trim().toLowerCase().replace(/\.$/, '');
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * The settings file's name for a hostname, without `.json`: test, loopback and preview hosts share
 * `localhost`, every other host has its own (host/src/config/settings-files.ts,
 * `settingsFileStem`; brand-hints.test.mjs holds them equal).
 * @param {string} hostname
 */
export function settingsFileStem(hostname) {
  const host = normaliseHostname(hostname);
  if (loopbackHosts.has(host)) return 'localhost';
  if (host.endsWith('.localhost')) return host;
  return host.split('.').some((label) => label === 'test' || label === 'preview') ? 'localhost' : host;
}

/**
 * The hostname of a Host header (`demo.localhost:3000` → `demo.localhost`, `[::1]:3000` → `[::1]`).
 * @param {string | undefined} hostHeader
 */
export function hostnameOf(hostHeader) {
  if (!hostHeader) return undefined;
  try {
    return new URL(`http://${hostHeader}`).hostname;
  } catch {
    return undefined;
  }
}

/**
 * An image address the settings schema would keep and a page may carry in an attribute: http(s),
 * or a path on the page's origin, with nothing a URL parser rewrites and nothing HTML would end
 * the attribute on.
 * @param {unknown} value
 */
export function safeImageUrl(value) {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return undefined;
  if ([...value].some((character) => character <= ' ' || '\\"\'<>`'.includes(character))) return undefined;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The page with the overlay's logo: the login card's logo on the auth pages (`/auth/…`), in the
 * box the card gives it, the brand's logo elsewhere; unchanged without either.
 * @param {string} html
 * @param {BrandHints | undefined} hints
 * @param {string} pathname
 */
export function insertBrandHints(html, hints, pathname) {
  if (hints === undefined) return html;
  const authPage = pathname === '/auth' || pathname.startsWith('/auth/');
  const authLogo = authPage ? hints.authLogo : undefined;
  const logo = authLogo ?? hints.mainLogo;
  if (logo === undefined) return html;
  const card = authLogo === undefined ? '' : ' class="auth-card"';
  const src = logo.replaceAll('&', '&amp;');
  return html.replace(overlayLogoTag, `<img id="app-loading-logo" alt="" src="${src}" fetchpriority="high"${card}>`);
}

/**
 * @typedef {object} BrandHintsSource
 * @property {(hostname: string | undefined) => Promise<BrandHints | undefined>} hintsFor the
 *   hints of a hostname: at once when remembered (read again in the background once a minute
 *   old), else after the settings files answer or `brandHintsWaitMs`, whichever comes first
 */

/**
 * @param {object} options
 * @param {() => { settingsCdnBase?: unknown, whitelistedDomains?: unknown } | undefined} options.platform
 *   platform.json as it is now
 * @param {typeof fetch} [options.fetch]
 * @param {() => number} [options.now]
 * @param {number} [options.waitMs]
 * @returns {BrandHintsSource}
 */
export function createBrandHintsSource({
  platform,
  fetch = globalThis.fetch,
  now = Date.now,
  waitMs = brandHintsWaitMs,
}) {
  /** @type {Map<string, { hints: BrandHints | undefined, readAt: number }>} */
  const remembered = new Map();
  /** @type {Map<string, Promise<BrandHints | undefined>>} */
  const reading = new Map();
  /**
   * The default-domain file of each settings CDN, read once a minute for every brand of it.
   * @type {Map<string, { body: Promise<Record<string, unknown> | undefined>, readAt: number }>}
   */
  const defaultFiles = new Map();

  /** @param {string} url */
  const readJson = async (url) => {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(fetchTimeoutMs) });
      if (!response.ok) return undefined;
      const body = await response.json();
      return isRecord(body) ? body : undefined;
    } catch {
      return undefined;
    }
  };

  /**
   * @param {string} base
   * @param {string} name
   */
  const settingsFile = (base, name) => `${base.replace(/\/+$/, '')}/settings/${encodeURIComponent(name)}.json`;

  /** @param {string} base */
  const defaultsOf = (base) => {
    const known = defaultFiles.get(base);
    if (known !== undefined && now() - known.readAt < brandHintsTtlMs) return known.body;
    const body = readJson(settingsFile(base, 'default'));
    defaultFiles.set(base, { body, readAt: now() });
    return body;
  };

  /**
   * @param {string} base
   * @param {string} stem
   */
  const read = (base, stem) => {
    const key = `${base} ${stem}`;
    const pending = reading.get(key);
    if (pending) return pending;
    const request = Promise.all([readJson(settingsFile(base, stem)), defaultsOf(base)])
      .then(([brand, defaults]) => {
        /** @type {BrandHints | undefined} */
        let hints;
        if (brand !== undefined) {
          /** @param {string} field */
          const image = (field) => safeImageUrl(brand[field] ?? defaults?.[field]);
          hints = { mainLogo: image('mainLogo'), authLogo: image('authLogoImage') };
        }
        remembered.delete(key);
        remembered.set(key, { hints, readAt: now() });
        if (remembered.size > brandHintsMaxRemembered) {
          const oldest = remembered.keys().next().value;
          if (oldest !== undefined) remembered.delete(oldest);
        }
        return hints;
      })
      .finally(() => reading.delete(key));
    reading.set(key, request);
    return request;
  };

  return {
    async hintsFor(hostname) {
      const settings = platform();
      const base = settings?.settingsCdnBase;
      if (hostname === undefined || typeof base !== 'string' || !/^https?:\/\//.test(base)) return undefined;
      const whitelist = settings?.whitelistedDomains;
      const host = normaliseHostname(hostname);
      if (
        Array.isArray(whitelist) &&
        !whitelist.some((domain) => typeof domain === 'string' && normaliseHostname(domain) === host)
      ) {
        return undefined;
      }
      const stem = settingsFileStem(host);
      const known = remembered.get(`${base} ${stem}`);
      if (known !== undefined) {
        if (now() - known.readAt >= brandHintsTtlMs) void read(base, stem);
        return known.hints;
      }
      /** @type {Promise<undefined>} */
      const giveUp = new Promise((resolve) => setTimeout(() => resolve(undefined), waitMs).unref());
      return Promise.race([read(base, stem), giveUp]);
    },
  };
}
