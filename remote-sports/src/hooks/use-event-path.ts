import { marketsPathOfEvent, sportTreeQuery } from '@exchange/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';

/** The market page of an event known by its id alone, from the page's sports tree (`marketsPathOfEvent`). */
export function useEventPath(): (eventId: number) => string {
  const { data: tree } = useQuery(sportTreeQuery);
  return useCallback((eventId: number) => marketsPathOfEvent(eventId, tree), [tree]);
}
