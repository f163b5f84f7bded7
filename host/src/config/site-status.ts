import { storageKeys } from '@exchange/shared';
import { createStore, useStore } from 'zustand';

export interface SiteStatusState {
  /** True when the brand is suspended or its settings could not be loaded. */
  suspended: boolean;
  /** Whether a settings refresh is under way, so navigations do not start a second one. */
  refreshing: boolean;
  /** A message for the player that start-up could not show yet (no toast provider then). */
  notice: Error | null;
  /** When the settings were last asked for (epoch ms), so a refresh does not follow a failure at once. */
  lastLoadAt: number;
  setSuspended: (suspended: boolean) => void;
  setNotice: (notice: Error | null) => void;
  setRefreshing: (refreshing: boolean) => void;
}

/** Stores the flag the way the specification keeps it: the string `true`, or nothing. */
function persistSuspended(suspended: boolean): void {
  try {
    if (suspended) localStorage.setItem(storageKeys.siteSuspended, 'true');
    else localStorage.removeItem(storageKeys.siteSuspended);
  } catch {
    // Storage can be unavailable; the in-memory flag still routes the player to maintenance.
  }
}

export const siteStatusStore = createStore<SiteStatusState>()((set) => ({
  suspended: false,
  refreshing: false,
  notice: null,
  lastLoadAt: Number.NEGATIVE_INFINITY,
  setNotice: (notice) => set({ notice }),
  setSuspended: (suspended) => {
    persistSuspended(suspended);
    set({ suspended });
  },
  setRefreshing: (refreshing) => set({ refreshing }),
}));

export function useSiteStatusStore<T>(selector: (state: SiteStatusState) => T): T {
  return useStore(siteStatusStore, selector);
}

export const selectSiteSuspended = (state: SiteStatusState): boolean => state.suspended;
