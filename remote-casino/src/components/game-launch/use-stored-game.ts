import { useEffect, useMemo, useState } from 'react';

import { checkGameUrl } from './game-origins';
import { clearLobbyUrl, useLobbyUrl } from './lobby-url';
import { currentGameOrigins } from './use-launch-game';

export interface StoredGame {
  readonly url: string;
  /** The game's origin: the only one the lobby talks to. */
  readonly origin: string;
}

export interface StoredGameState {
  /** The game `/lobby` frames, when `lotus_url` holds one that may be framed here. */
  readonly game: StoredGame | null;
  /** A stored URL was refused and dropped: the lobby says so above its games. */
  readonly refused: boolean;
}

/**
 * The game `/lobby` frames: `lotus_url` when it may be framed here. A stored URL that may not is
 * dropped, never shown, and logged; the player gets the lobby, told why in the page (a toast could
 * be lost when it is enqueued in the same commit that mounts the page and the toast provider).
 */
export function useStoredGame(): StoredGameState {
  const lobbyUrl = useLobbyUrl();
  const [refusedUrl, setRefusedUrl] = useState<string | null>(null);
  const verdict = useMemo(() => (lobbyUrl === null ? null : checkGameUrl(lobbyUrl, currentGameOrigins())), [lobbyUrl]);
  // Remembered while rendering (React's pattern for state from an earlier render): the URL is
  // cleared below, and the message outlives it.
  if (lobbyUrl !== null && verdict?.ok === false && refusedUrl !== lobbyUrl) setRefusedUrl(lobbyUrl);

  useEffect(() => {
    if (verdict !== null && !verdict.ok) {
      console.warn(`The stored game was not opened: ${verdict.reason}.`);
      clearLobbyUrl();
    }
  }, [verdict]);

  const game = lobbyUrl !== null && verdict?.ok === true ? { url: lobbyUrl, origin: verdict.origin } : null;
  return { game, refused: refusedUrl !== null && game === null };
}
