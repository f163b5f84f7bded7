import { selectUserInfo, useSessionStore } from '@exchange/shared';
import { createStore, useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** How a player likes to bet, kept on this device per player. */
export interface BettingPreferences {
  /** A price pressed places the bet at once, at that price, with `oneClickStake`. */
  readonly oneClick: boolean;
  /** One of the player's stake buttons' amounts, in rupees. */
  readonly oneClickStake: number | null;
  /** The player has read what one-click betting does (asked the first time it is turned on). */
  readonly oneClickExplained: boolean;
  /** A quick stake adds its amount to the stake (otherwise it replaces it). */
  readonly quickStakesAdd: boolean;
}

export const defaultPreferences: BettingPreferences = {
  oneClick: false,
  oneClickStake: null,
  oneClickExplained: false,
  quickStakesAdd: false,
};

interface PreferencesStore {
  byPlayer: Record<string, BettingPreferences>;
  change: (player: string, change: Partial<BettingPreferences>) => void;
}

/** Under `bettingPreferences` in local storage (not a key of the specification, which has no such settings). */
export const bettingPreferencesStore = createStore<PreferencesStore>()(
  persist(
    (set) => ({
      byPlayer: {},
      change: (player, change) =>
        set((state) => ({
          byPlayer: { ...state.byPlayer, [player]: { ...defaultPreferences, ...state.byPlayer[player], ...change } },
        })),
    }),
    {
      name: 'bettingPreferences',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ byPlayer }) => ({ byPlayer }),
      version: 1,
    },
  ),
);

/** A player's preferences (the defaults for one who set none). */
export function preferencesOf(player: string | null): BettingPreferences {
  if (player === null) return defaultPreferences;
  return { ...defaultPreferences, ...bettingPreferencesStore.getState().byPlayer[player] };
}

/** The logged-in player's preferences and a way to change them. */
export function useBettingPreferences() {
  const player = useSessionStore(selectUserInfo)?.username ?? null;
  const stored = useStore(bettingPreferencesStore, (state) => (player === null ? undefined : state.byPlayer[player]));
  const preferences: BettingPreferences = { ...defaultPreferences, ...stored };
  const change = (next: Partial<BettingPreferences>) => {
    if (player !== null) bettingPreferencesStore.getState().change(player, next);
  };
  return { preferences, change };
}
