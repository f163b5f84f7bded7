import { paths, sportTreeQuery } from '@exchange/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * The market page of an event known by its id alone (a bet names no feed id): the tree's
 * `dreamEventId` when the tree has the event, else the id again (the page reads the id first).
 */
export function useEventPath(): (eventId: number) => string {
  const { data: tree } = useQuery(sportTreeQuery);
  return useCallback(
    (eventId: number) => {
      for (const sport of tree ?? []) {
        const event = sport.events.find((candidate) => candidate.id === eventId);
        if (event !== undefined) return paths.markets({ eventId, dreamEventId: event.dreamEventId });
      }
      return paths.markets({ eventId, dreamEventId: eventId });
    },
    [tree],
  );
}
