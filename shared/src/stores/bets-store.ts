import { createStore, useStore } from 'zustand';

import type { ApiError } from '../api/api-error';
import { getUserExpectedProfitLoss, getUserOpenBets, type OpenBets, type ProfitLossItem } from '../api/endpoints/bets';
import { toApiError } from '../api/error-catalogue';
import { readJson, removeStorage, writeJson } from '../session/session-storage';
import { storageKeys } from '../storage/storage-keys';

/** The player's open bets and expected profit/loss, with their local copies `OpenBets` and `ProfitLoss`. */
export interface BetsState {
  openBets: OpenBets | null;
  profitLoss: ProfitLossItem[];
  /** The last failed load, for the views that show bets; cleared by the next success. */
  error: ApiError | null;
}

export interface BetsActions {
  loadOpenBets: () => Promise<OpenBets>;
  loadProfitLoss: () => Promise<ProfitLossItem[]>;
  /** Takes the local copies when they are there and fetches only what is missing. */
  loadFromStorageOrFetch: () => Promise<void>;
  /** Forgets the bets, in memory and in storage (expired session, logout). */
  reset: () => void;
}

export type BetsStore = BetsState & BetsActions;

const initialBetsState: BetsState = { openBets: null, profitLoss: [], error: null };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function readStoredOpenBets(): OpenBets | null {
  const stored = readJson(storageKeys.openBets);
  return isObject(stored) && Array.isArray(stored.openBets) ? (stored as OpenBets) : null;
}

function readStoredProfitLoss(): ProfitLossItem[] | null {
  const stored = readJson(storageKeys.profitLoss);
  return Array.isArray(stored) ? (stored as ProfitLossItem[]) : null;
}

export const betsStore = createStore<BetsStore>()((set, get) => {
  async function load<T>(fetch: () => Promise<T>, keep: (value: T) => void): Promise<T> {
    try {
      const value = await fetch();
      keep(value);
      set({ error: null });
      return value;
    } catch (error) {
      const apiError = toApiError(error);
      set({ error: apiError });
      throw apiError;
    }
  }

  return {
    ...initialBetsState,
    loadOpenBets: () =>
      load(getUserOpenBets, (openBets) => {
        writeJson(storageKeys.openBets, openBets);
        set({ openBets });
      }),
    loadProfitLoss: () =>
      load(getUserExpectedProfitLoss, (profitLoss) => {
        writeJson(storageKeys.profitLoss, profitLoss);
        set({ profitLoss });
      }),
    loadFromStorageOrFetch: async () => {
      const openBets = readStoredOpenBets();
      const profitLoss = readStoredProfitLoss();
      if (openBets !== null) set({ openBets });
      if (profitLoss !== null) set({ profitLoss });
      await Promise.all([
        openBets === null ? get().loadOpenBets() : undefined,
        profitLoss === null ? get().loadProfitLoss() : undefined,
      ]);
    },
    reset: () => {
      removeStorage(storageKeys.openBets, storageKeys.profitLoss);
      set(initialBetsState);
    },
  };
});

export function useBetsStore<T>(selector: (state: BetsStore) => T): T {
  return useStore(betsStore, selector);
}

export const selectOpenBets = (state: BetsStore): OpenBets | null => state.openBets;
export const selectProfitLoss = (state: BetsStore): ProfitLossItem[] => state.profitLoss;
