import { defaultStakeButtons, stakeButtonSchema, type StakeButton } from '@exchange/contracts';
import { readStorage, sessionStore, storageKeys } from '@exchange/shared';
import { useMemo, useSyncExternalStore } from 'react';

/** The stake buttons as stored: the login's (or the defaults), replaced by `/change-button-values`. */
export function parseStakeButtons(stored: string | null): readonly StakeButton[] {
  if (stored === null) return defaultStakeButtons;
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value) || value.length === 0) return defaultStakeButtons;
    const buttons: StakeButton[] = [];
    for (const item of value) {
      const button = stakeButtonSchema.safeParse(item);
      if (!button.success) return defaultStakeButtons;
      buttons.push(button.data);
    }
    return buttons;
  } catch {
    return defaultStakeButtons;
  }
}

// A change in another tab arrives as a `storage` event; one in this tab comes with the session
// store's update (the account remote saves the buttons and tells the session).
function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.betslips) listener();
  };
  window.addEventListener('storage', onStorage);
  const unsubscribe = sessionStore.subscribe(listener);
  return () => {
    window.removeEventListener('storage', onStorage);
    unsubscribe();
  };
}

const readStored = (): string | null => readStorage(storageKeys.betslips);

/** The player's quick-stake buttons, else the specification's 100, 500, 1k … 6k. */
export function useStakeButtons(): readonly StakeButton[] {
  const stored = useSyncExternalStore(subscribe, readStored, readStored);
  return useMemo(() => parseStakeButtons(stored), [stored]);
}
