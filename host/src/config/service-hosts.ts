import type { ServiceHosts } from '@exchange/shared';

import type { PlatformConfig } from './platform-config';
import { isTestHost } from './settings-files';

export type Environment = 'test' | 'live';

export interface PageServiceHosts {
  /** Test on test, localhost and preview hosts (the settings file's own rule); live elsewhere. */
  readonly environment: Environment;
  /** What the API client sends each service's calls to; a service left out uses the brand's API address. */
  readonly services: ServiceHosts;
  /** The hub of the environment, when platform.json names one. */
  readonly hubUrl: string | undefined;
}

function hostnameOf(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}

/**
 * Which addresses this page uses (specification point 7): the event tree, the casino calls and the
 * hub use the environment's addresses, the environment being test on a test, localhost or preview
 * host (as for the settings file) and live elsewhere. UPI payments go to the live payment host only
 * when the brand's API address is not a test one, as the specification says; a test base keeps its
 * payments on itself.
 */
export function serviceHostsFor(
  platform: Pick<PlatformConfig, 'serviceHosts'>,
  pageHostname: string,
  brandBaseUrl: string | undefined,
): PageServiceHosts {
  const environment: Environment = isTestHost(pageHostname) ? 'test' : 'live';
  const hosts = platform.serviceHosts?.[environment] ?? {};
  const live = platform.serviceHosts?.live ?? {};
  const baseHostname = hostnameOf(brandBaseUrl);
  const testBase = baseHostname !== undefined && isTestHost(baseHostname);
  const payments = testBase ? undefined : live.payments;
  const services: Partial<Record<keyof ServiceHosts, string>> = {};
  if (hosts.events !== undefined) services.events = hosts.events;
  if (hosts.casino !== undefined) services.casino = hosts.casino;
  if (payments !== undefined) services.payments = payments;
  return { environment, services, hubUrl: hosts.hub };
}
