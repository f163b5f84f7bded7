// Brand files are edited by operators and served from a CDN: treat every value as hostile. These
// helpers turn a value into one that is safe to put in an href, src or text node, or into nothing.

export const maxUrlLength = 2048;

// A browser strips or rewrites these while parsing a URL (tabs and newlines anywhere, leading
// controls and spaces, `\` as `/`), which would let ` javascript:`, `java\tscript:` or `/\evil`
// slip past a prefix check. A URL that needs them is refused rather than repaired.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const parserRewrittenCharacters = /[\u0000-\u0020\u007f-\u009f\\]/;

/**
 * `value` when it is an absolute http(s) URL or a same-origin path (`/…`, never `//…`); otherwise
 * undefined. `javascript:`, `data:`, `vbscript:`, protocol-relative and bare relative URLs are refused.
 */
export function toSafeUrl(value: string): string | undefined {
  const url = value.trim();
  if (url === '' || url.length > maxUrlLength || parserRewrittenCharacters.test(url)) return undefined;
  if (url.startsWith('/')) return url.startsWith('//') ? undefined : url;
  if (!/^https?:\/\//i.test(url)) return undefined;
  try {
    const { protocol, hostname } = new URL(url);
    return (protocol === 'http:' || protocol === 'https:') && hostname !== '' ? url : undefined;
  } catch {
    return undefined;
  }
}

const handle = /^[A-Za-z0-9_.]{1,64}$/;

/** A Telegram or Instagram handle (letters, digits, `_`, `.`), or undefined for anything else. */
export function toSafeHandle(value: string): string | undefined {
  return handle.test(value) ? value : undefined;
}

/** Plain text cut to `maxLength` characters (code points, so no emoji is split in half). */
export function capText(value: string, maxLength: number): string {
  const characters = Array.from(value);
  return characters.length <= maxLength ? value : characters.slice(0, maxLength).join('');
}
