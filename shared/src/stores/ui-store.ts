import { createStore, useStore } from 'zustand';

/** Page-wide UI flags of the specification (point 3, "UI flags"). */
export interface UiState {
  sidebarOpen: boolean;
  overlayOpen: boolean;
  searchOpen: boolean;
  videoBoxOpen: boolean;
  walletBoxOpen: boolean;
  /** A bet slip is on screen: the floating contact buttons step aside so they never cover it. */
  betSlipOpen: boolean;
}

export interface UiActions {
  setSidebarOpen: (open: boolean) => void;
  toggleSidebar: () => void;
  setOverlayOpen: (open: boolean) => void;
  setSearchOpen: (open: boolean) => void;
  setVideoBoxOpen: (open: boolean) => void;
  setWalletBoxOpen: (open: boolean) => void;
  setBetSlipOpen: (open: boolean) => void;
  reset: () => void;
}

export type UiStore = UiState & UiActions;

const initialUiState: UiState = {
  sidebarOpen: false,
  overlayOpen: false,
  searchOpen: false,
  videoBoxOpen: false,
  walletBoxOpen: false,
  betSlipOpen: false,
};

/** A vanilla store: it is one object per page, shared by the host and every remote. */
export const uiStore = createStore<UiStore>()((set) => ({
  ...initialUiState,
  setSidebarOpen: (sidebarOpen) => set({ sidebarOpen }),
  toggleSidebar: () => set((state) => ({ sidebarOpen: !state.sidebarOpen })),
  setOverlayOpen: (overlayOpen) => set({ overlayOpen }),
  setSearchOpen: (searchOpen) => set({ searchOpen }),
  setVideoBoxOpen: (videoBoxOpen) => set({ videoBoxOpen }),
  setWalletBoxOpen: (walletBoxOpen) => set({ walletBoxOpen }),
  setBetSlipOpen: (betSlipOpen) => set({ betSlipOpen }),
  reset: () => set(initialUiState),
}));

export function useUiStore<T>(selector: (state: UiStore) => T): T {
  return useStore(uiStore, selector);
}

export const selectSidebarOpen = (state: UiStore): boolean => state.sidebarOpen;

export const selectBetSlipOpen = (state: UiStore): boolean => state.betSlipOpen;
