import { PlannedPage } from '@exchange/shared';

export function CasinoPage() {
  return <PlannedPage remote="casino" title="Casino" summary="Casino games by section and provider." />;
}
