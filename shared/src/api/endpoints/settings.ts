import { apiGet } from '../http-client';

/** Server-side settings; their fields are not in the specification, so all are kept. */
export interface ServerSetting {
  [field: string]: unknown;
}

export function getSetting(params: Record<string, string | number> = {}): Promise<ServerSetting> {
  return apiGet<ServerSetting>('Setting/GetSetting', params);
}

export function getSettingExpiry(params: Record<string, string | number> = {}): Promise<ServerSetting> {
  return apiGet<ServerSetting>('api/setting/GetSettingExpiry', params);
}

export interface IpLookupResult {
  ip: string;
  [field: string]: unknown;
}

/** The player's public address, stored as `ip`; our api answers it instead of a third-party service. */
export function lookupIp(): Promise<IpLookupResult> {
  return apiGet<IpLookupResult>('Account/GetIp');
}
