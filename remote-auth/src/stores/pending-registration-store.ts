import { createStore, useStore } from 'zustand';

/** The registration data the specification keeps for verification: username, mobile, domain. */
export interface PendingRegistration {
  userName: string;
  mobile: string;
  domain: string;
  /** Epoch milliseconds from which another code may be asked for. */
  resendAvailableAt: number;
}

/** How long a player waits before asking for another code when the server does not say. */
export const defaultResendAfterSeconds = 30;

/** The wait the server sent with a code (`resendAfterSeconds`), else the default. */
export function resendAfterSecondsOf(result: unknown): number {
  const seconds =
    typeof result === 'object' && result !== null ? (result as Record<string, unknown>).resendAfterSeconds : undefined;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? seconds : defaultResendAfterSeconds;
}

export interface PendingRegistrationState {
  registration: PendingRegistration | null;
  keep: (registration: PendingRegistration) => void;
  setResendAvailableAt: (at: number) => void;
  clear: () => void;
}

/**
 * Kept for the tab only (sessionStorage, not the specification's localStorage keys): a player
 * who switches to their messages for the code and comes back to a reloaded page can still verify.
 */
export const pendingRegistrationKey = 'pendingRegistration';

const isPendingRegistration = (value: unknown): value is PendingRegistration => {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return (
    typeof fields.userName === 'string' &&
    typeof fields.mobile === 'string' &&
    typeof fields.domain === 'string' &&
    typeof fields.resendAvailableAt === 'number'
  );
};

function readKept(): PendingRegistration | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(pendingRegistrationKey) ?? 'null');
    return isPendingRegistration(stored) ? stored : null;
  } catch {
    // Unreadable JSON is a registration nobody can finish: the page offers to sign up again.
    return null;
  }
}

function write(registration: PendingRegistration | null): void {
  try {
    if (registration === null) sessionStorage.removeItem(pendingRegistrationKey);
    else sessionStorage.setItem(pendingRegistrationKey, JSON.stringify(registration));
  } catch (error) {
    // Storage can be full or blocked; the registration still lives in memory for this page.
    console.warn('The pending registration could not be kept for a reload.', error);
  }
}

export function createPendingRegistrationStore() {
  return createStore<PendingRegistrationState>()((set, get) => ({
    registration: readKept(),
    keep: (registration) => {
      write(registration);
      set({ registration });
    },
    setResendAvailableAt: (resendAvailableAt) => {
      const current = get().registration;
      if (current === null) return;
      const registration = { ...current, resendAvailableAt };
      write(registration);
      set({ registration });
    },
    clear: () => {
      write(null);
      set({ registration: null });
    },
  }));
}

export const pendingRegistrationStore = createPendingRegistrationStore();

export function usePendingRegistrationStore<T>(selector: (state: PendingRegistrationState) => T): T {
  return useStore(pendingRegistrationStore, selector);
}

export const selectPendingRegistration = (state: PendingRegistrationState): PendingRegistration | null =>
  state.registration;
