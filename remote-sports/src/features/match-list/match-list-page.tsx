import { PlannedPage } from '@exchange/shared';

export function MatchListPage() {
  return (
    <PlannedPage
      remote="sports"
      title="Match list"
      summary="The events of one sport with the best back and lay price per outcome."
    />
  );
}
