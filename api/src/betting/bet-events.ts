import { betChangedCode, type BetChangedMessage } from '@exchange/contracts';

import { createEventBus, sharedOver, type Relay } from '../realtime/event-bus.js';

/** One of a player's bets changed after a commit: placed, matched, cancelled, lapsed, settled. */
export interface BetChanged {
  readonly playerId: number;
  readonly bet: BetChangedMessage;
}

export type BetListener = (event: BetChanged) => void;

export interface BetEvents {
  onBetChanged(listener: BetListener): () => void;
  /** Call only after the change is committed. */
  emitBetChanged(event: BetChanged): void;
}

/** The hub's `Message` for a bet change: Code `BetChanged`, Data the bet as JSON text. */
export const betChangedNotification = (event: BetChanged): { Code: string; Data: string } => ({
  Code: betChangedCode,
  Data: JSON.stringify(event.bet),
});

/** Bet changes for the hub: in this process, and in every api process when a relay carries them. */
export function createBetEvents(relay?: Relay): BetEvents {
  const bus = sharedOver<BetChanged>(
    createEventBus((error, event) => {
      // The bet is committed; a failing listener must not hide it from the others or the caller.
      console.error(`A bet listener failed for player ${event.playerId}`, error);
    }),
    relay,
    'api:bet-changed',
  );
  return { onBetChanged: bus.on, emitBetChanged: bus.emit };
}
