import { LiveLobby } from '../lobby/live-lobby';

export function CasinoPage() {
  return <LiveLobby />;
}
