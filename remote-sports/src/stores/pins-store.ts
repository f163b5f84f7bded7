import { readStorage, storageKeys } from '@exchange/shared';
import { createStore, useStore } from 'zustand';

/** The events the player pinned (specification: `pins`, a list of event ids), kept on this device. */
export interface PinsState {
  pins: readonly number[];
}

export interface PinsActions {
  /** Pins an event that is not pinned and unpins one that is, and saves the list. */
  togglePin: (eventId: number) => void;
  reset: () => void;
}

export type PinsStore = PinsState & PinsActions;

function readPins(): number[] {
  try {
    const stored: unknown = JSON.parse(readStorage(storageKeys.pins) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is number => Number.isSafeInteger(id)) : [];
  } catch {
    return [];
  }
}

function writePins(pins: readonly number[]): void {
  try {
    localStorage.setItem(storageKeys.pins, JSON.stringify(pins));
  } catch {
    // Storage can be disabled or full: the pins then last as long as the page.
  }
}

export const pinsStore = createStore<PinsStore>()((set, get) => ({
  pins: readPins(),
  togglePin: (eventId) => {
    const { pins } = get();
    const next = pins.includes(eventId) ? pins.filter((id) => id !== eventId) : [...pins, eventId];
    writePins(next);
    set({ pins: next });
  },
  reset: () => set({ pins: readPins() }),
}));

export function usePinsStore<T>(selector: (state: PinsStore) => T): T {
  return useStore(pinsStore, selector);
}

export const selectPins = (state: PinsStore): readonly number[] => state.pins;
