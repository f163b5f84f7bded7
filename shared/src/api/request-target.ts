// Whether a call goes to the api (bearer, XSRF echo, codec, session handling) or to another host.

const absoluteUrl = /^([a-z][a-z\d+\-.]*:)?\/\//i;

/** Axios' own rule: a scheme or a protocol-relative `//` makes a URL absolute. */
export function isRelativeUrl(url: string | undefined): boolean {
  return url === undefined || !absoluteUrl.test(url);
}

function originOf(url: string, base?: string): string | null {
  try {
    return new URL(url, base ?? globalThis.location?.href).origin;
  } catch {
    return null;
  }
}

/** Relative URLs, and absolute ones on the api's own origin, are calls to the api. */
export function targetsApi(url: string | undefined, apiBaseUrl: string): boolean {
  if (isRelativeUrl(url)) return true;
  const target = originOf(url ?? '');
  return target !== null && target === originOf(apiBaseUrl);
}
