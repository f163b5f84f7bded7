import { IndexPage as Lists } from '../features/home/index-page';
import { ListBetting } from './list-betting';

/** `/index` with betting from its prices. */
export function IndexPage() {
  return (
    <ListBetting>
      <Lists />
    </ListBetting>
  );
}
