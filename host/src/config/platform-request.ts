// The request for platform.json, without validation and without @exchange/shared, so the start-up
// can make it before the shared libraries have loaded.

/** Where the host reads its runtime config: beside index.html, which preloads it. */
export const platformConfigUrl = '/platform.json';

export class PlatformConfigError extends Error {
  override readonly name = 'PlatformConfigError';
}

/**
 * The options of the one request for platform.json. index.html preloads the file with
 * `<link rel="preload" as="fetch" crossorigin>`, and the browser hands the preloaded response only
 * to a request that matches it: CORS mode, same-origin credentials and the default cache mode (the
 * server's `Cache-Control: no-cache` keeps the file fresh after an edit).
 */
export const platformConfigRequest: RequestInit = { mode: 'cors', credentials: 'same-origin' };

/** The body of platform.json, parsed but not yet validated (undefined when it is not JSON). */
export async function requestPlatformConfig(fetchImpl: typeof fetch = fetch): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(platformConfigUrl, platformConfigRequest);
  } catch (error) {
    throw new PlatformConfigError(`platform.json could not be fetched: ${String(error)}`);
  }
  if (!response.ok) throw new PlatformConfigError(`platform.json answered ${response.status}.`);
  return response.json().catch(() => undefined);
}
