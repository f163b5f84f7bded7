import { PlannedPage } from '@exchange/shared';

export function InPlayPage() {
  return (
    <PlannedPage remote="sports" title="In-Play" summary="Every event being played right now, with live prices." />
  );
}
