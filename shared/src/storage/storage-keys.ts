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

/** The player's display choices on this device, which the specification's keys predate. */
export const preferenceKeys = {
  /** `light` or `dark`. */
  colorScheme: 'colorScheme',
  /** The player's language (`en` or `hi`): not a key of the specification, which has one language. */
  language: 'language',
} as const;

export type StorageKey =
  (typeof storageKeys)[keyof typeof storageKeys] | (typeof preferenceKeys)[keyof typeof preferenceKeys];

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

/**
 * Display choices belong to the device rather than the account, so logout keeps them: a player
 * who picked Hindi is not switched back to English by logging out.
 */
const keptByLogout: readonly StorageKey[] = Object.values(preferenceKeys);

/** Logout's rule: every stored key goes except the brand's API address (and the device's preferences). */
export function clearStorageExceptBaseUrl(): void {
  try {
    const storage = globalThis.localStorage;
    const baseUrl = storage.getItem(storageKeys.baseUrl);
    const preferences = keptByLogout.map((key) => [key, storage.getItem(key)] as const);
    storage.clear();
    if (baseUrl !== null) storage.setItem(storageKeys.baseUrl, baseUrl);
    for (const [key, value] of preferences) if (value !== null) storage.setItem(key, value);
  } catch {
    // Storage can be unavailable (disabled or over quota); there is then nothing stored to clear.
  }
}
