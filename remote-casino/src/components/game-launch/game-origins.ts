import type { DomainSettings } from '@exchange/shared';

// Where a game may be framed from (docs/adr/0019). The brand's settings may list
// `allowedGameOrigins`; the brand's own api, which serves the reference games, is always allowed.
// The host's Content-Security-Policy (frame-src, from platform.json's allowedGameOrigins) is the
// outer bound: a game origin must be on both lists to show.

const loopbackHost = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$|\.localhost$/;

/** scheme://host[:port] of an http(s) URL, or null. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The origins this brand frames games from: its settings' list and its api's origin. */
export function allowedGameOriginsOf(settings: DomainSettings | null, apiBaseUrl: string): string[] {
  const listed: unknown = settings?.['allowedGameOrigins'];
  const fromSettings = Array.isArray(listed)
    ? listed.flatMap((entry) => {
        const origin = typeof entry === 'string' ? originOf(entry) : null;
        // Only a bare origin counts: a list entry with a path is a mistake, not a wider allowance.
        return origin !== null && origin === entry.replace(/\/$/, '') ? [origin] : [];
      })
    : [];
  const api = originOf(apiBaseUrl);
  return [...new Set(api === null ? fromSettings : [...fromSettings, api])];
}

export type GameUrlVerdict =
  { readonly ok: true; readonly origin: string } | { readonly ok: false; readonly reason: string };

/**
 * May this game URL be framed? Only https, or http on this machine (localhost, *.localhost,
 * 127.x, [::1]: a development stack), and only from an allowed origin.
 */
export function checkGameUrl(url: string, allowedOrigins: readonly string[]): GameUrlVerdict {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, reason: 'not a URL' };
  }
  const secure = parsed.protocol === 'https:' || (parsed.protocol === 'http:' && loopbackHost.test(parsed.hostname));
  if (!secure) return { ok: false, reason: `${parsed.protocol} is not https` };
  if (parsed.username !== '' || parsed.password !== '') return { ok: false, reason: 'it carries credentials' };
  if (!allowedOrigins.includes(parsed.origin))
    return { ok: false, reason: `${parsed.origin} is not an allowed game origin` };
  return { ok: true, origin: parsed.origin };
}
