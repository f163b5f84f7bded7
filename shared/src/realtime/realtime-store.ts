import { createStore, useStore } from 'zustand';

import type { ConnectionState } from './connection-state';

/** The page's one hub connection, as the UI may show it. Only the connection writes to it. */
export interface RealtimeState {
  connectionState: ConnectionState;
  /** The last connection failure (start or drop); cleared once connected again. */
  lastError: string | null;
}

export interface RealtimeActions {
  reset: () => void;
}

export type RealtimeStore = RealtimeState & RealtimeActions;

const initialRealtimeState: RealtimeState = { connectionState: 'disconnected', lastError: null };

export const realtimeStore = createStore<RealtimeStore>()((set) => ({
  ...initialRealtimeState,
  reset: () => set(initialRealtimeState),
}));

export function useRealtimeStore<T>(selector: (state: RealtimeStore) => T): T {
  return useStore(realtimeStore, selector);
}

export const selectConnectionState = (state: RealtimeStore): ConnectionState => state.connectionState;

export const selectRealtimeError = (state: RealtimeStore): string | null => state.lastError;
