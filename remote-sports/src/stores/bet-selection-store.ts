import { createStore } from 'zustand';

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

/**
 * The price last picked: every price button calls `select`, and the bet slip opens with it and
 * clears it (use-open-slip-on-selection.ts).
 */
interface BetSelectionStore {
  selection: PriceSelection | null;
  select: (selection: PriceSelection) => void;
  clear: () => void;
}

export const betSelectionStore = createStore<BetSelectionStore>()((set) => ({
  selection: null,
  select: (selection) => set({ selection }),
  clear: () => set({ selection: null }),
}));
