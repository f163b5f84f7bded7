/** Where a login goes when its `redirect` is missing or not safe: the root entry step. */
export const defaultRedirectTarget = '/';

// C0 controls, DEL and C1 controls: browsers strip tabs and newlines from URLs, so `/\t/evil`
// would become `//evil` after the check.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/;
const authPages = /^\/auth(\/|$)/i;

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The login's `redirect` parameter as a path of this site, or the default. Only a same-origin
 * relative path passes: one leading `/` (not `//` or `/\`), so no scheme and no other host, no
 * backslash or control character anywhere, and still this origin once resolved. The answer is
 * the resolved path (so `/a/../b` is `/b`), never `//…` after resolving, and never an auth page:
 * going back to login or logout right after logging in would undo it.
 */
export function safeRedirectTarget(raw: string | null | undefined, origin: string): string {
  if (typeof raw !== 'string' || raw === '') return defaultRedirectTarget;
  if (!raw.startsWith('/') || raw.startsWith('//')) return defaultRedirectTarget;
  if (raw.includes('\\') || controlCharacters.test(raw)) return defaultRedirectTarget;
  let base: URL;
  let resolved: URL;
  try {
    base = new URL(origin);
    resolved = new URL(raw, base.origin);
  } catch {
    return defaultRedirectTarget;
  }
  if (resolved.origin !== base.origin) return defaultRedirectTarget;
  // `/.//evil.example` resolves to the path `//evil.example`, which a browser reads as another host.
  if (resolved.pathname.startsWith('//') || authPages.test(decodedPath(resolved.pathname)))
    return defaultRedirectTarget;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
