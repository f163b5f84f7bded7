import { MatchListPage as Lists } from '../features/match-list/match-list-page';
import { ListBetting } from './list-betting';

/** `/matchlist/:id` with betting from its prices. */
export function MatchListPage() {
  return (
    <ListBetting>
      <Lists />
    </ListBetting>
  );
}
