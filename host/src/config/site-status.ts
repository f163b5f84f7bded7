import { storageKeys } from '@exchange/shared';
import { createStore, useStore } from 'zustand';

/** Where the maintenance page's checks for the site's return stand. */
export interface RecoveryProgress {
  /** Checks made since the page started watching. */
  readonly checks: number;
  /** When the next check starts (epoch ms). */
  readonly nextCheckAt: number;
}

export interface SiteStatusState {
  /** True when the brand is suspended or its settings could not be loaded. */
  suspended: boolean;
  /** Whether a settings refresh is under way, so navigations do not start a second one. */
  refreshing: boolean;
  /** A message for the player that start-up could not show yet (no toast provider then). */
  notice: Error | null;
  /** When the settings were last asked for (epoch ms), so a refresh does not follow a failure at once. */
  lastLoadAt: number;
  /** The maintenance page's checks, while it watches for the site to come back; else null. */
  recovery: RecoveryProgress | null;
  /** Bumped when the player asks for a check now; the watch checks at once. */
  checkNowRequests: number;
  requestCheckNow: () => void;
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
  recovery: null,
  checkNowRequests: 0,
  requestCheckNow: () => set((state) => ({ checkNowRequests: state.checkNowRequests + 1 })),
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
