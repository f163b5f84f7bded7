import type { RunnerPrice, SportEvent } from '@exchange/contracts';
import Box from '@mui/material/Box';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** A best price pressed in an event list: the event, the outcome, the side and the odds shown. */
export interface EventPricePick {
  readonly event: SportEvent;
  readonly runner: RunnerPrice;
  readonly side: 'back' | 'lay';
  readonly price: number;
}

export interface EventRowSlotProps {
  readonly event: SportEvent;
}

/**
 * What an event list leaves room for and another feature fills, as the market page's slots do
 * (market-slots.tsx): what pressing a price does, what shows under a row, and what sits beside the
 * lists. Without a provider the prices are figures only.
 */
export interface EventListSlots {
  readonly pickPrice?: (pick: EventPricePick) => void;
  readonly EventBelow?: ComponentType<EventRowSlotProps>;
  readonly ListAside?: ComponentType;
}

export const EventListSlotsContext = createContext<EventListSlots>({});

export function useEventListSlots(): EventListSlots {
  return useContext(EventListSlotsContext);
}

/** A page's lists, with the slots' aside beside them on wide screens (it decides itself what it shows where). */
export function ListsWithAside({ children }: { children: ReactNode }) {
  const { ListAside } = useEventListSlots();
  if (ListAside === undefined) return children;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ minWidth: 0 }}>{children}</Box>
      <ListAside />
    </Box>
  );
}
