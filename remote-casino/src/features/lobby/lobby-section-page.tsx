import { PlannedPage } from '@exchange/shared';

export function LobbySectionPage() {
  return <PlannedPage remote="casino" title="Casino section" summary="The games of one casino section." />;
}
