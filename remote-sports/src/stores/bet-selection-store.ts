import { createStore, useStore } from 'zustand';

/** One price a player picked on a market page: what the bet slip opens with. */
export interface PriceSelection {
  marketId: string;
  runnerId: number;
  runnerName: string;
  /** `back`/`lay` on exchange and bookmaker markets; `yes`/`no` on fancy markets. */
  side: 'back' | 'lay' | 'yes' | 'no';
  /** The odds (bookmaker: 0–100), or a fancy market's run line. */
  price: number;
  /** Fancy markets: the rate paid per 100 staked. */
  rate?: number;
}

export interface BetSelectionState {
  selection: PriceSelection | null;
}

export interface BetSelectionActions {
  /** Every price button calls this; the bet slip reads `selection` (nothing shows it yet). */
  select: (selection: PriceSelection) => void;
  clear: () => void;
  reset: () => void;
}

export type BetSelectionStore = BetSelectionState & BetSelectionActions;

export const betSelectionStore = createStore<BetSelectionStore>()((set) => ({
  selection: null,
  select: (selection) => set({ selection }),
  clear: () => set({ selection: null }),
  reset: () => set({ selection: null }),
}));

export function useBetSelectionStore<T>(selector: (state: BetSelectionStore) => T): T {
  return useStore(betSelectionStore, selector);
}

export const selectPriceSelection = (state: BetSelectionStore): PriceSelection | null => state.selection;
