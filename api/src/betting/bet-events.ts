import { betChangedCode, type BetChangedMessage } from '@exchange/contracts';

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

export function createBetEvents(): BetEvents {
  const listeners = new Set<BetListener>();
  return {
    onBetChanged(listener) {
      const entry: BetListener = (event) => listener(event);
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
    emitBetChanged(event) {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          // The bet is committed; a failing listener must not hide it from the others or the caller.
          console.error(`A bet listener failed for player ${event.playerId}`, error);
        }
      }
    },
  };
}
