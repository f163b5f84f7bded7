import type { Money } from './money.js';

/** A player's balance or exposure after a committed change. */
export interface BalanceChanged {
  readonly playerId: number;
  readonly balance: Money;
  readonly exposure: Money;
}

export type BalanceListener = (event: BalanceChanged) => void;

export interface PlayerEvents {
  /** Adds a listener; the returned function removes it. */
  onBalanceChanged(listener: BalanceListener): () => void;
  /** Call only after the change is committed: listeners tell clients it happened. */
  emitBalanceChanged(event: BalanceChanged): void;
}

export type ListenerErrorHandler = (error: unknown, event: BalanceChanged) => void;

const logListenerError: ListenerErrorHandler = (error, event) => {
  console.error(`A balance listener failed for player ${event.playerId}`, error);
};

/**
 * An in-process event bus. A failing listener is reported and does not stop the others: the change
 * it describes is already committed, so the caller's answer must not depend on a listener.
 */
export function createPlayerEvents(onListenerError: ListenerErrorHandler = logListenerError): PlayerEvents {
  const listeners = new Set<BalanceListener>();
  return {
    onBalanceChanged(listener) {
      // A wrapper per subscription, so the same function subscribed twice is removed one at a time.
      const entry: BalanceListener = (event) => listener(event);
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
    emitBalanceChanged(event) {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          onListenerError(error, event);
        }
      }
    },
  };
}
