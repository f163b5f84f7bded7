import { createEventBus, sharedOver, type Relay } from '../realtime/event-bus.js';
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
 * Balance changes for the hub: in this process, and in every api process of the deployment when a
 * relay carries them (`REDIS_URL`). A failing listener is reported and does not stop the others.
 */
export function createPlayerEvents(
  onListenerError: ListenerErrorHandler = logListenerError,
  relay?: Relay,
): PlayerEvents {
  const bus = sharedOver(createEventBus(onListenerError), relay, 'api:balance-changed');
  return { onBalanceChanged: bus.on, emitBalanceChanged: bus.emit };
}
