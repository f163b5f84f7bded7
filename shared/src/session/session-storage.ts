import { readStorage, storageKeys, type StorageKey } from '../storage/storage-keys';

// The session's view of local storage. Kept apart from the store so the API client can end a
// session on a 401 without importing the store that imports the client.

export function writeStorage(key: StorageKey, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage can be disabled or full; the session then lives in memory for this page only.
  }
}

export function removeStorage(...keys: StorageKey[]): void {
  try {
    for (const key of keys) globalThis.localStorage?.removeItem(key);
  } catch {
    // Nothing can be stored when storage is unavailable, so there is nothing to remove either.
  }
}

export function readJson(key: StorageKey): unknown {
  const text = readStorage(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeStorage(key, JSON.stringify(value));
}

/** What a 401 clears (specification, section 4): token, refresh token, expiry and user info. */
export function clearStoredCredentials(): void {
  removeStorage(
    storageKeys.accessToken,
    storageKeys.refreshToken,
    storageKeys.expireDateTime,
    storageKeys.expireIn,
    storageKeys.userinfo,
  );
}

/** The stored expiry as epoch milliseconds; a date string written by an older client also reads. */
export function readExpiresAt(): number | null {
  const text = readStorage(storageKeys.expireDateTime);
  if (text === null || text.trim() === '') return null;
  const value = /^\d+$/.test(text.trim()) ? Number(text) : Date.parse(text);
  return Number.isFinite(value) ? value : null;
}
