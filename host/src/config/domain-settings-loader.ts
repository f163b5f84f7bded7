import { domainSettingsSchema, type DomainSettings } from '@exchange/shared';

/** The cache-busting key of the specification: a random integer from 100 to 1000. */
export function cacheBustingKey(random: () => number = Math.random): number {
  return 100 + Math.floor(random() * 901);
}

export function settingsFileUrl(settingsCdnBase: string, hostname: string, key: number): string {
  const base = settingsCdnBase.replace(/\/+$/, '');
  return `${base}/settings/${encodeURIComponent(hostname)}.json?key=${key}`;
}

export class DomainSettingsError extends Error {
  override readonly name = 'DomainSettingsError';
}

/** Loads and validates the brand settings of `hostname` from the settings CDN, bypassing caches. */
export async function loadDomainSettings(
  settingsCdnBase: string,
  hostname: string,
  fetchImpl: typeof fetch = fetch,
): Promise<DomainSettings> {
  const url = settingsFileUrl(settingsCdnBase, hostname, cacheBustingKey());
  const response = await fetchImpl(url, { cache: 'no-cache' });
  if (!response.ok) throw new DomainSettingsError(`The settings of ${hostname} answered ${response.status}.`);
  const body: unknown = await response.json().catch(() => {
    throw new DomainSettingsError(`The settings of ${hostname} are not valid JSON.`);
  });
  const parsed = domainSettingsSchema.safeParse(body);
  if (!parsed.success) throw new DomainSettingsError(`The settings of ${hostname} are invalid.`);
  return parsed.data;
}
