import { PlannedPage } from '@exchange/shared';

export function LobbyPage() {
  return <PlannedPage remote="casino" title="Casino lobby" summary="The launched casino game." />;
}
