import type { BetSide, InPlayPersistence, MarketKind } from '@exchange/contracts';
import { createUniqueId, storageKeys } from '@exchange/shared';
import { createStore, useStore } from 'zustand';
import { createJSONStorage, persist, type PersistOptions } from 'zustand/middleware';

/** The price a slip was opened for, with what the slip needs to know of its market. */
export interface SlipSelection {
  readonly eventId: number;
  readonly marketId: string;
  readonly marketKind: MarketKind;
  /** The market type, which picks the player's limits (`Odds/GetUserLimits`). */
  readonly marketType: string;
  readonly runnerId: number;
  readonly runnerName: string;
  readonly side: BetSide;
  /** The odds (bookmaker: the 0–100 quote; fancy: the run line) of the price pressed. */
  readonly price: number;
  /** Fancy: the rate per 100 of the quote pressed. */
  readonly rate?: number;
}

export interface OpenSlip {
  /** The player who opened it: another player logging in on this tab never sees it. */
  readonly owner: string;
  readonly selection: SlipSelection;
  /** As typed, so a half-typed "2." stays on screen. */
  readonly odds: string;
  readonly stake: string;
  readonly acceptBetterOdds: boolean;
  readonly persistence: InPlayPersistence;
  /** Opened by one-click betting: the slip places itself once, as soon as it is shown. */
  readonly oneClick?: boolean;
  /**
   * The idempotency key of the submission under way. Every retry of it sends this key again, so
   * the api places one bet however often it is sent; any change to the slip starts a new one.
   */
  readonly submissionKey: string | null;
}

export interface BetSlipState {
  slip: OpenSlip | null;
  /** A placement is out: the slip's buttons are disabled and a second press sends nothing. */
  sending: boolean;
}

/** How a submission ended: placed, refused by the api, or unknown (no answer came). */
export type SubmissionOutcome = 'placed' | 'refused' | 'unknown';

export interface BetSlipActions {
  /** Opens a slip for the price pressed; one-click betting gives its stake and places it at once. */
  open: (selection: SlipSelection, owner: string, oneClick?: { readonly stake: string }) => void;
  /** The slip's one-click placement has started: it is an ordinary slip from now on. */
  clearOneClick: () => void;
  setOdds: (odds: string) => void;
  setStake: (stake: string) => void;
  setAcceptBetterOdds: (accept: boolean) => void;
  setPersistence: (persistence: InPlayPersistence) => void;
  /**
   * Starts sending the slip: answers its idempotency key (the one kept from an unanswered earlier
   * press, else a new one), or null when a placement is already out, so a double press sends once.
   */
  beginSubmission: () => string | null;
  /** An answer keeps nothing; no answer keeps the key for the retry. A placed bet closes the slip. */
  endSubmission: (outcome: SubmissionOutcome) => void;
  close: () => void;
  reset: () => void;
}

export type BetSlipStore = BetSlipState & BetSlipActions;

const initialState: BetSlipState = { slip: null, sending: false };

const formatPrice = (price: number): string => String(price);

type Persisted = Pick<BetSlipState, 'slip'>;

// The slip lives in this tab's session storage under the specification's `betslips` key: it
// survives a reload, while `localStorage.betslips` keeps the player's stake buttons as the session
// stores them at login (docs/adr/0023-bet-slip-state-and-market-slots.md).
const persistOptions: PersistOptions<BetSlipStore, Persisted> = {
  name: storageKeys.betslips,
  storage: createJSONStorage(() => sessionStorage),
  partialize: ({ slip }) => ({ slip }),
  version: 1,
};

export function createBetSlipStore() {
  return createStore<BetSlipStore>()(
    persist((set, get) => {
      /** A change to what the slip would send: the next press is a new submission. */
      const edit = (change: Partial<OpenSlip>) => {
        const { slip, sending } = get();
        if (slip === null || sending) return;
        set({ slip: { ...slip, ...change, submissionKey: null } });
      };
      return {
        ...initialState,
        open: (selection, owner, oneClick) => {
          if (get().sending) return;
          set({
            slip: {
              owner,
              selection,
              odds: formatPrice(selection.price),
              stake: oneClick?.stake ?? '',
              acceptBetterOdds: true,
              persistence: 'CANCEL',
              submissionKey: null,
              ...(oneClick === undefined ? {} : { oneClick: true }),
            },
          });
        },
        clearOneClick: () => {
          const { slip } = get();
          if (slip?.oneClick === true) set({ slip: { ...slip, oneClick: false } });
        },
        setOdds: (odds) => edit({ odds }),
        setStake: (stake) => edit({ stake }),
        setAcceptBetterOdds: (acceptBetterOdds) => edit({ acceptBetterOdds }),
        setPersistence: (persistence) => edit({ persistence }),
        beginSubmission: () => {
          const { slip, sending } = get();
          if (slip === null || sending) return null;
          const key = slip.submissionKey ?? createUniqueId();
          set({ sending: true, slip: { ...slip, submissionKey: key } });
          return key;
        },
        endSubmission: (outcome) => {
          const { slip } = get();
          if (outcome === 'placed' || slip === null) set({ sending: false, slip: null });
          else if (outcome === 'refused') set({ sending: false, slip: { ...slip, submissionKey: null } });
          else set({ sending: false });
        },
        close: () => {
          if (!get().sending) set({ slip: null });
        },
        reset: () => set(initialState),
      };
    }, persistOptions),
  );
}

/** The page's one bet slip. */
export const betSlipStore = createBetSlipStore();

export function useBetSlipStore<T>(selector: (state: BetSlipStore) => T): T {
  return useStore(betSlipStore, selector);
}

export const selectSlip = (state: BetSlipStore): OpenSlip | null => state.slip;
export const selectSending = (state: BetSlipStore): boolean => state.sending;
