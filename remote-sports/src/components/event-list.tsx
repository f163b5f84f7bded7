import type { RunnerPrice, SportEvent } from '@exchange/contracts';
import { isEventInPlay, paths, useConnectionLost, useLocaleFormat, useSayLine } from '@exchange/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import type { Theme } from '@mui/material/styles';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import { useSportsTranslation } from '../i18n/sports-translations';
import { useEventListSlots } from './event-list-slots';
import { isEventFinished } from './event-order';
import { backTint, layTint } from './price-colours';
import { visuallyHidden } from './visually-hidden';

/** The green marker of an event being played now. */
export function InPlayMarker() {
  const { t } = useSportsTranslation();
  return <Chip label={t('event.inPlay')} color="success" size="small" sx={{ height: 20, fontWeight: 600 }} />;
}

/** The grey marker of an event that has ended. */
export function FinishedMarker() {
  const { t } = useSportsTranslation();
  return <Chip label={t('event.finished')} size="small" sx={{ height: 20, fontWeight: 600 }} />;
}

/** The link to an event's market page. */
export function eventPath(event: Pick<SportEvent, 'id' | 'dreamEventId'>): string {
  return paths.markets({ eventId: event.id, dreamEventId: event.dreamEventId });
}

/** 1 / X / 2 for a three-way market, 1 / 2 for a two-way one; none for a race field. */
function outcomeLabels(count: number): string[] | null {
  if (count === 3) return ['1', 'X', '2'];
  if (count === 2) return ['1', '2'];
  return null;
}

const priceBoxSx = (kind: 'back' | 'lay') => (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box' as const,
  minWidth: 44,
  height: 32,
  m: 0,
  p: 0,
  border: 0,
  borderRadius: 1,
  font: 'inherit',
  fontWeight: 600,
  fontSize: '0.875rem',
  fontVariantNumeric: 'tabular-nums',
  color: 'text.primary',
  bgcolor: kind === 'back' ? backTint(theme) : layTint(theme),
});

/** A best price as figures: what a list shows where pressing it does nothing (no price, no betting here). */
function PriceBox({ kind, value }: { kind: 'back' | 'lay'; value: number | null }) {
  const { t } = useSportsTranslation();
  return (
    <Box component="span" sx={priceBoxSx(kind)}>
      <Box component="span" sx={visuallyHidden}>
        {t(kind === 'back' ? 'event.bestBack' : 'event.bestLay')}{' '}
      </Box>
      {value ?? '–'}
    </Box>
  );
}

/** A best price that opens the bet slip for its outcome, named as the market page names its prices. */
function PriceBoxButton({
  kind,
  value,
  runner,
  disabled,
  onPick,
}: {
  kind: 'back' | 'lay';
  value: number;
  runner: RunnerPrice;
  disabled: boolean;
  onPick: () => void;
}) {
  const { t } = useSportsTranslation();
  return (
    <Box
      component="button"
      type="button"
      aria-label={t(kind === 'back' ? 'price.back' : 'price.lay', { runner: runner.name, odds: value })}
      disabled={disabled}
      onClick={onPick}
      sx={(theme) => ({
        ...priceBoxSx(kind)(theme),
        cursor: 'pointer',
        '&:hover': { outline: `1px solid ${(theme.vars ?? theme).palette.text.secondary}` },
        '&:focus-visible': { outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}` },
        '&:disabled': { opacity: 0.5, cursor: 'default' },
      })}
    >
      {value}
    </Box>
  );
}

/** The grid of a row's prices: fixed columns on wider screens, so 1 / X / 2 line up from one event to the next. */
const pricesGrid = (outcomes: number) =>
  ({
    display: 'grid',
    gridTemplateColumns: { xs: `repeat(${outcomes}, auto)`, sm: `repeat(${outcomes}, 96px)` },
    gap: 1,
    flexShrink: 0,
    width: { xs: '100%', sm: 'auto' },
    justifyContent: { xs: 'space-between', sm: 'end' },
  }) as const;

const outcomeSx = { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.25 } as const;

/** Best back and lay of each outcome of the main market; each opens the slip where the page offers betting. */
export function EventPrices({ event, prices }: { event: SportEvent; prices: readonly RunnerPrice[] }) {
  const { pickPrice } = useEventListSlots();
  // While the api is away the prices shown are old ones: not offered to the slip.
  const connectionLost = useConnectionLost();
  const labels = outcomeLabels(prices.length);
  if (labels === null) return null;
  const price = (runner: RunnerPrice, side: 'back' | 'lay') => {
    const value = runner[side];
    if (pickPrice === undefined || value === null || event.mainMarketId == null) {
      return <PriceBox kind={side} value={value} />;
    }
    return (
      <PriceBoxButton
        kind={side}
        value={value}
        runner={runner}
        disabled={connectionLost}
        onPick={() => pickPrice({ event, runner, side, price: value })}
      />
    );
  };
  return (
    <Box sx={pricesGrid(prices.length)}>
      {prices.map((runner, index) => (
        <Box key={runner.runnerId} role="group" aria-label={`${labels[index] ?? ''}: ${runner.name}`} sx={outcomeSx}>
          <Typography variant="caption" color="text.secondary" aria-hidden="true">
            {labels[index]}
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            {price(runner, 'back')}
            {price(runner, 'lay')}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The room of prices still on their way, in their final size (label line and price boxes), so
 * that their arrival moves nothing on the page. Screen readers skip it.
 */
function PendingPrices({ outcomes }: { outcomes: number }) {
  return (
    <Box aria-hidden="true" data-prices-pending="" sx={pricesGrid(outcomes)}>
      {Array.from({ length: outcomes }, (_, index) => (
        <Box key={index} sx={outcomeSx}>
          <Typography variant="caption">{'\u00a0'}</Typography>
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            <Skeleton variant="rounded" width={44} height={32} />
            <Skeleton variant="rounded" width={44} height={32} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** A small outlined mark: its short text shown, its full name read. */
function Badge({ short, label, warning = false }: { short: string; label: string; warning?: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        height: 20,
        px: 0.75,
        borderRadius: 10,
        border: 1,
        // A warning's colour is its border: its text keeps the page's contrast at this size.
        borderColor: warning ? 'warning.main' : 'divider',
        color: warning ? 'text.primary' : 'text.secondary',
        fontSize: '0.6875rem',
        fontWeight: 700,
        lineHeight: 1,
      }}
    >
      {short === label ? (
        short
      ) : (
        <>
          <span aria-hidden="true">{short}</span>
          <Box component="span" sx={visuallyHidden}>
            {label}
          </Box>
        </>
      )}
    </Box>
  );
}

/** The main market suspended, live TV, and the house's markets the event has. */
function EventBadges({ event }: { event: SportEvent }) {
  const { t } = useSportsTranslation();
  const state = event.mainMarketState;
  const stateKey = state === 'SUSPENDED' ? 'market.suspended' : state === 'BALL_RUNNING' ? 'market.ballRunning' : null;
  return (
    <>
      {stateKey !== null && <Badge short={t(stateKey)} label={t(stateKey)} warning />}
      {event.hasVideo === true && <Badge short={t('event.tv')} label={t('event.tvLabel')} />}
      {event.hasBookmaker === true && <Badge short={t('event.bookmaker')} label={t('event.bookmakerLabel')} />}
      {event.hasFancy === true && <Badge short={t('event.fancy')} label={t('event.fancyLabel')} />}
    </>
  );
}

function PinIcon({ pinned }: { pinned: boolean }) {
  return (
    <SvgIcon fontSize="small">
      <path
        fill={pinned ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        d="M14 3l7 7-3 1-4 4 .5 4.5L13 21l-4-4-5 5-1-1 5-5-4-4 1.5-1.5L10 10l4-4z"
      />
    </SvgIcon>
  );
}

export interface EventRowProps {
  event: SportEvent;
  /** Shows the pin toggle when given. */
  onTogglePin?: (eventId: number) => void;
  pinned?: boolean;
  showPrices?: boolean;
  /** Outcomes whose prices are still coming: the row keeps their room (0: none are). */
  pendingOutcomes?: number;
  /** Off where the list is already grouped by competition. */
  showCompetition?: boolean;
  /** The event's sport, in the player's language, where a list mixes sports. */
  sport?: string;
}

/**
 * One event: pin, name (a link to its markets), its sport where asked, start time or in-play marker,
 * competition, best prices; a finished event shows its marker and result instead of a start time and prices.
 */
export const EventRow = memo(function EventRow({
  event,
  onTogglePin,
  pinned = false,
  showPrices = true,
  pendingOutcomes = 0,
  showCompetition = true,
  sport,
}: EventRowProps) {
  const { t } = useSportsTranslation();
  const say = useSayLine();
  const { dateTime } = useLocaleFormat();
  const { EventBelow } = useEventListSlots();
  const inPlay = isEventInPlay(event);
  const finished = isEventFinished(event);
  return (
    <Box component="li" data-event-id={event.id} sx={{ borderTop: 1, borderColor: 'divider' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
          columnGap: 1,
          rowGap: 0.75,
          px: { xs: 1, sm: 1.5 },
          py: 1,
        }}
      >
        {onTogglePin !== undefined && (
          <IconButton
            size="small"
            aria-pressed={pinned}
            aria-label={t(pinned ? 'event.unpin' : 'event.pin', { event: event.title })}
            onClick={() => onTogglePin(event.id)}
            color={pinned ? 'primary' : 'default'}
          >
            <PinIcon pinned={pinned} />
          </IconButton>
        )}
        <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={eventPath(event)}
            underline="hover"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {event.title}
          </Link>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap', mt: 0.25 }}>
            {sport !== undefined && (
              <Typography variant="caption" sx={{ fontWeight: 600 }}>
                {sport}
              </Typography>
            )}
            {finished ? (
              <>
                <FinishedMarker />
                {event.result != null && (
                  <Typography variant="caption" sx={{ overflowWrap: 'anywhere' }}>
                    {say('scoreLines', event.resultLine, event.result)}
                  </Typography>
                )}
              </>
            ) : inPlay ? (
              <>
                <InPlayMarker />
                {event.liveScore != null && (
                  <Typography variant="caption" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {say('scoreLines', event.liveScoreLine, event.liveScore)}
                  </Typography>
                )}
              </>
            ) : (
              <Typography variant="caption" color="text.secondary" component="time" dateTime={event.openDate}>
                {dateTime(event.openDate, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })}
              </Typography>
            )}
            {!finished && <EventBadges event={event} />}
            {showCompetition && (
              <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {event.competitionName}
              </Typography>
            )}
          </Box>
        </Box>
        {showPrices && !finished && event.prices !== undefined && <EventPrices event={event} prices={event.prices} />}
        {showPrices && !finished && event.prices === undefined && pendingOutcomes > 0 && (
          <PendingPrices outcomes={pendingOutcomes} />
        )}
      </Box>
      {EventBelow !== undefined && !finished && <EventBelow event={event} />}
    </Box>
  );
});

/** A list of events; each row is an `li`. */
export function EventList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {children}
    </Box>
  );
}
