import { readStorage, storageKeys } from '@exchange/shared';
import { useSyncExternalStore } from 'react';

// The launched game's URL, stored as the specification's `lotus_url`: the crash-game brand's root
// step writes it before opening /lobby, and a launch from a tile does the same. The lobby shows the
// game while it is set; closing the game removes it.

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export const readLobbyUrl = (): string | null => readStorage(storageKeys.lobbyUrl);

export function storeLobbyUrl(url: string): void {
  localStorage.setItem(storageKeys.lobbyUrl, url);
  notify();
}

export function clearLobbyUrl(): void {
  localStorage.removeItem(storageKeys.lobbyUrl);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab, or the host's root step, may write it too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.lobbyUrl || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The launched game's URL, or null when no game is open. */
export const useLobbyUrl = (): string | null => useSyncExternalStore(subscribe, readLobbyUrl, () => null);
