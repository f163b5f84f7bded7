import { PlannedPage } from '@exchange/shared';

export function IndexPage() {
  return <PlannedPage remote="sports" title="Sports" summary="Two upcoming events of every sport your site offers." />;
}
