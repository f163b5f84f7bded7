import { PlannedPage } from '@exchange/shared';

export function RulesPage() {
  return <PlannedPage remote="sports" title="Rules" summary="The betting rules of each sport and market type." />;
}
