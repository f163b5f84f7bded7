import { createStore, useStore } from 'zustand';

/** The event whose price was last pressed in a list, and the market the price belongs to. */
export interface ListPick {
  readonly eventId: number;
  readonly dreamEventId: string;
  readonly title: string;
  readonly marketId: string;
}

interface ListSlipStore {
  pick: ListPick | null;
  setPick: (pick: ListPick) => void;
  clear: () => void;
}

/**
 * Which event of a list page the slip is open for: its row shows the slip under it on a phone and
 * the panel beside the lists on a wide screen. Pages with lists clear it when they leave.
 */
export const listSlipStore = createStore<ListSlipStore>()((set) => ({
  pick: null,
  setPick: (pick) => set({ pick }),
  clear: () => set({ pick: null }),
}));

export function useListPick(): ListPick | null {
  return useStore(listSlipStore, (state) => state.pick);
}
