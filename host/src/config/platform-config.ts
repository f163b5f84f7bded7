import { z } from 'zod';

const remoteEntries = z.object({
  auth: z.url(),
  sports: z.url(),
  casino: z.url(),
  account: z.url(),
});

/**
 * `platform.json`, served beside index.html and editable after deploy: where the settings CDN is,
 * which hostnames are known, the default remote manifests and the origins remotes may come from.
 */
export const platformConfigSchema = z.object({
  settingsCdnBase: z.url(),
  knownHostnames: z.array(z.string()).default([]),
  remotes: remoteEntries,
  allowedRemoteOrigins: z.array(z.url()).min(1),
});

export type PlatformConfig = z.infer<typeof platformConfigSchema>;

export class PlatformConfigError extends Error {
  override readonly name = 'PlatformConfigError';
}

export async function loadPlatformConfig(fetchImpl: typeof fetch = fetch): Promise<PlatformConfig> {
  let response: Response;
  try {
    response = await fetchImpl('/platform.json', { cache: 'no-cache' });
  } catch (error) {
    throw new PlatformConfigError(`platform.json could not be fetched: ${String(error)}`);
  }
  if (!response.ok) throw new PlatformConfigError(`platform.json answered ${response.status}.`);
  const parsed = platformConfigSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new PlatformConfigError(`platform.json is invalid: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
