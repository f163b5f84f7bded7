import { InPlayPage as Lists } from '../features/in-play/in-play-page';
import { ListBetting } from './list-betting';

/** `/inplay` with betting from its prices. */
export function InPlayPage() {
  return (
    <ListBetting>
      <Lists />
    </ListBetting>
  );
}
