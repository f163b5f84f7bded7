import { PlannedPage } from '@exchange/shared';

export function MarketsPage() {
  return <PlannedPage remote="sports" title="Markets" summary="The markets of one event with back and lay prices." />;
}
