import { readStorage, storageKeys } from '@exchange/shared';

import { GameFrame } from '../lobby/game-frame';
import { LiveLobby } from '../lobby/live-lobby';

/** `/lobby`: the launched game when there is one, else the tables. */
export function LobbyPage() {
  const url = readStorage(storageKeys.lobbyUrl);
  return url ? <GameFrame url={url} /> : <LiveLobby />;
}
