import { parseGameFrameMessage, type GameFrameMessage } from '@exchange/contracts';

// The lobby's side of the conversation with a game frame (the message shapes are in the contracts;
// the api's game pages speak them in src/casino/page/lobby-bridge.js).

export interface IncomingMessage {
  readonly origin: string;
  readonly source: unknown;
  readonly data: unknown;
}

export type MessageVerdict =
  { readonly ok: true; readonly message: GameFrameMessage } | { readonly ok: false; readonly reason: string };

/**
 * Reads a message the lobby's window received: it counts only when it comes from the game's exact
 * origin and from the game's own frame, and has one of the known shapes.
 */
export function readGameMessage(event: IncomingMessage, gameOrigin: string, gameWindow: unknown): MessageVerdict {
  if (event.origin !== gameOrigin || gameWindow === null || event.source !== gameWindow) {
    return { ok: false, reason: `a message from ${event.origin || 'an unknown origin'}, not the game's frame` };
  }
  const message = parseGameFrameMessage(event.data);
  return message === null ? { ok: false, reason: 'a malformed message from the game' } : { ok: true, message };
}
