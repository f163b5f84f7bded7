import type { SportTree, SportWithEvents } from '@exchange/contracts';

import { byInPlayThenStart, isEventFinished } from '../../components/event-order';

/**
 * The specification's sports-and-events view (`getTwoEventsOfSports`): at most two events of each
 * sport, in play first, for the sports `isActive` allows, in the tree's order. Finished events
 * are not offered here, and sports without other events are left out.
 */
export function getTwoEventsOfSports(tree: SportTree, isActive: (sportId: number) => boolean): SportWithEvents[] {
  return [...tree]
    .filter((sport) => isActive(sport.id))
    .sort((a, b) => a.order - b.order)
    .map((sport) => ({
      ...sport,
      events: sport.events
        .filter((event) => !isEventFinished(event))
        .sort(byInPlayThenStart)
        .slice(0, 2),
    }))
    .filter((sport) => sport.events.length > 0);
}
