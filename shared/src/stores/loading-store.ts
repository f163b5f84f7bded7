import { createStore, useStore } from 'zustand';

/** The global loading indicator: shown while at least one foreground call is in flight. */
export interface LoadingState {
  /** Foreground calls in flight; background endpoints never count. */
  pending: number;
}

export interface LoadingActions {
  begin: () => void;
  end: () => void;
  reset: () => void;
}

export type LoadingStore = LoadingState & LoadingActions;

const initialLoadingState: LoadingState = { pending: 0 };

export const loadingStore = createStore<LoadingStore>()((set) => ({
  ...initialLoadingState,
  begin: () => set((state) => ({ pending: state.pending + 1 })),
  // Never below zero: a stray end must not hide the indicator of a call still running.
  end: () => set((state) => ({ pending: Math.max(0, state.pending - 1) })),
  reset: () => set(initialLoadingState),
}));

export function useLoadingStore<T>(selector: (state: LoadingStore) => T): T {
  return useStore(loadingStore, selector);
}

export const selectIsLoading = (state: LoadingStore): boolean => state.pending > 0;
