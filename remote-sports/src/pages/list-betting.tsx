import { marketGroup } from '@exchange/contracts';
import { ErrorState, LoadingRows, paths, selectLoggedIn, sessionStore, useHubGroup } from '@exchange/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';

import { eventPath } from '../components/event-list';
import {
  EventListSlotsContext,
  type EventListSlots,
  type EventPricePick,
  type EventRowSlotProps,
} from '../components/event-list-slots';
import { BetSlip } from '../features/bet-slip/components/bet-slip';
import { useOpenSlipOnSelection } from '../features/bet-slip/hooks/use-open-slip-on-selection';
import { useOwnSlip } from '../features/bet-slip/hooks/use-own-slip';
import { useWideLayout } from '../features/bet-slip/hooks/use-wide-layout';
import { eventMarketsQuery } from '../features/markets/api/get-markets-by-event-id';
import { MarketPriceBook } from '../features/markets/live/market-price-book';
import { useLivePrices } from '../features/markets/live/use-live-prices';
import { useBetUpdates } from '../hooks/use-bet-updates';
import { useSportsTranslation } from '../i18n/sports-translations';
import { betSelectionStore } from '../stores/bet-selection-store';
import { listSlipStore, useListPick, type ListPick } from '../stores/list-slip-store';

/**
 * The slip of a price pressed in a list: the event's market as the market page loads it (the same
 * call and cache, so the market page opens at once from here), with its live prices, and the same
 * slip, rules and checks as on the market page.
 */
function EventSlip({ pick, fallback = null }: { pick: ListPick; fallback?: ReactNode }) {
  const { t } = useSportsTranslation();
  const slip = useOwnSlip();
  const { data, error, refetch } = useQuery(eventMarketsQuery(pick.eventId));
  const markets = useMemo(() => data?.markets.filter((market) => market.id === pick.marketId) ?? [], [data, pick]);
  const [book] = useState(() => new MarketPriceBook());
  useLivePrices(book, data === undefined ? undefined : markets);
  useHubGroup(data === undefined ? null : marketGroup(pick.marketId));
  useOpenSlipOnSelection(markets);
  const market = markets[0];
  if (data === undefined) {
    return error === null ? (
      <LoadingRows rows={3} height={40} />
    ) : (
      <ErrorState error={error} onRetry={() => void refetch()} />
    );
  }
  if (market === undefined) {
    return (
      <Typography role="alert" variant="body2">
        {t('slip.closedMarket')}
      </Typography>
    );
  }
  if (slip === null || slip.selection.marketId !== market.id) return fallback;
  return (
    <>
      <BetSlip
        key={`${slip.selection.runnerId}-${slip.selection.side}-${slip.selection.price}`}
        slip={slip}
        market={market}
        prices={book}
      />
      <AllMarketsLink pick={pick} />
    </>
  );
}

/** The way from a list's slip to every market of its event. */
function AllMarketsLink({ pick }: { pick: ListPick }) {
  const { t } = useSportsTranslation();
  return (
    <Link
      component={RouterLink}
      to={eventPath({ id: pick.eventId, dreamEventId: pick.dreamEventId })}
      variant="body2"
      sx={{ overflowWrap: 'anywhere' }}
    >
      {t('slip.eventMarkets', { event: pick.title })}
    </Link>
  );
}

/** The slip under the event whose price was pressed, at any width (where there is no panel beside). */
export function EventSlipBelow({ event }: EventRowSlotProps) {
  const pick = useListPick();
  if (pick?.eventId !== event.id) return null;
  return (
    <Box sx={{ px: 1, pb: 1, display: 'grid', gap: 0.75, '&:empty': { display: 'none' } }}>
      <EventSlip pick={pick} />
    </Box>
  );
}

/** On phones, the slip opens under the event whose price was pressed (beside the lists on wider screens). */
function InlineEventSlip(props: EventRowSlotProps) {
  const wide = useWideLayout();
  return wide ? null : <EventSlipBelow {...props} />;
}

/** Beside the lists on wide screens: the slip of the price pressed, or a hint to press one. */
function ListSlipPanel() {
  const { t } = useSportsTranslation();
  const pick = useListPick();
  const wide = useWideLayout();
  const headingId = useId();
  if (!wide) return null;
  const hint = (
    <Typography variant="body2" color="text.secondary">
      {t('slip.empty')}
    </Typography>
  );
  return (
    <Paper
      component="aside"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ position: 'sticky', top: 72, p: 1.5, display: 'grid', gap: 1 }}
    >
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('slip.heading')}
      </Typography>
      {pick === null ? hint : <EventSlip pick={pick} fallback={hint} />}
    </Paper>
  );
}

/**
 * Betting from a list's prices: a price pressed opens the slip for its outcome (a visitor is asked
 * to log in first, then sent to the event's markets); the lists' pages keep the player's bets current.
 */
export function ListBetting({ children }: { children: ReactNode }) {
  useBetUpdates();
  const pickPrice = usePickPrice();
  const slots = useMemo<EventListSlots>(
    () => ({ pickPrice, EventBelow: InlineEventSlip, ListAside: ListSlipPanel }),
    [pickPrice],
  );
  return <EventListSlotsContext value={slots}>{children}</EventListSlotsContext>;
}

/**
 * What pressing a list's price does: a visitor is sent to log in (then to the event's markets); a
 * player's slip opens for the price. The pick is forgotten when the view that made it goes (with
 * `forEvent`, only a pick of that event: one of several views of single events).
 */
export function usePickPrice(forEvent?: number): (pick: EventPricePick) => void {
  const navigate = useNavigate();
  useEffect(
    () => () => {
      if (forEvent !== undefined && listSlipStore.getState().pick?.eventId !== forEvent) return;
      listSlipStore.getState().clear();
      betSelectionStore.getState().clear();
    },
    [forEvent],
  );
  return useCallback(
    ({ event, runner, side, price }: EventPricePick) => {
      if (event.mainMarketId == null) return;
      if (!selectLoggedIn(sessionStore.getState())) {
        void navigate(paths.login({ redirect: eventPath(event) }));
        return;
      }
      listSlipStore.getState().setPick({
        eventId: event.id,
        dreamEventId: event.dreamEventId,
        title: event.title,
        marketId: event.mainMarketId,
      });
      betSelectionStore.getState().select({
        marketId: event.mainMarketId,
        runnerId: runner.runnerId,
        runnerName: runner.name,
        side,
        price,
      });
    },
    [navigate],
  );
}
