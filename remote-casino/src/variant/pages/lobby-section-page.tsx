import { useParams } from 'react-router';

import { LiveLobby } from '../lobby/live-lobby';

export function LobbySectionPage() {
  const { section } = useParams();
  return <LiveLobby section={section} />;
}
