/** Local storage keys, exactly as the specification names them. */
export const storageKeys = {
  showBalance: 'showBalance',
  showExposure: 'showExposure',
  pins: 'pins',
  betslips: 'betslips',
  userinfo: 'userinfo',
  expireDateTime: 'expire_DateTime',
  expireIn: 'expire_in',
  baseUrl: 'baseUrl',
  domainSetting: 'domainSetting',
  siteSuspended: 'siteSuspended',
  games: 'games',
  tv: 'tv',
  treeSportWithEvent: 'TreeSportWithEvent',
  openBets: 'OpenBets',
  profitLoss: 'ProfitLoss',
  casinoToken: 'casinoToken',
  ip: 'ip',
  refreshToken: 'refresh_token',
  accessToken: 'accessToken',
  lobbyUrl: 'lotus_url',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** Storage access that survives a browser with storage disabled (private modes, quotas). */
export function readStorage(key: StorageKey): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function hasAccessToken(): boolean {
  const token = readStorage(storageKeys.accessToken);
  return token !== null && token.trim() !== '';
}

/** Logout's rule: every stored key goes except the brand's API address. */
export function clearStorageExceptBaseUrl(): void {
  try {
    const storage = globalThis.localStorage;
    const baseUrl = storage.getItem(storageKeys.baseUrl);
    storage.clear();
    if (baseUrl !== null) storage.setItem(storageKeys.baseUrl, baseUrl);
  } catch {
    // Storage can be unavailable (disabled or over quota); there is then nothing stored to clear.
  }
}
