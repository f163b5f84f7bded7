import type { EventBettingProps } from '@exchange/shared';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { eventsBySportQuery } from '../api/get-events-by-sport';
import { EventPrices } from '../components/event-list';
import { EventListSlotsContext, type EventListSlots } from '../components/event-list-slots';
import { EventSlipBelow, usePickPrice } from './list-betting';

/**
 * One event's best prices where another part of the site lists it (the host's search): each opens
 * the same slip as a match list, under the prices. The prices come from the sport's match list (the
 * same call and cache); an event without an open main market shows nothing.
 */
export function EventBetting({ eventId, sportId }: EventBettingProps) {
  const { data } = useQuery(eventsBySportQuery(sportId));
  const pickPrice = usePickPrice(eventId);
  const slots = useMemo<EventListSlots>(() => ({ pickPrice }), [pickPrice]);
  const event = data?.find((candidate) => candidate.id === eventId);
  if (event?.prices === undefined || event.prices.length === 0 || event.mainMarketId == null) return null;
  return (
    <EventListSlotsContext value={slots}>
      <Box data-remote="sports" sx={{ display: 'grid', gap: 0.75, pt: 0.5 }}>
        <EventPrices event={event} prices={event.prices} />
        <EventSlipBelow event={event} />
      </Box>
    </EventListSlotsContext>
  );
}
