import type { SportEvent } from '@exchange/contracts';
import { isEventInPlay, LoadingRows } from '@exchange/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { EventList, EventRow } from '../../../components/event-list';
import { isEventFinished } from '../../../components/event-order';
import { useSportsTranslation } from '../../../i18n/sports-translations';

/** How many of the next events the section lists. */
export const startingSoonShown = 6;

/**
 * How many the page asks `Event/Closest` for: more than it lists, because a visitor's answer
 * carries every sport and the brand's switches leave some of them out here.
 */
export const startingSoonAsked = 20;

/**
 * The first events of `Event/Closest`'s answer (soonest first) that the player may see and that are
 * not in play by now: the answer is asked less often than the in-play list, which may already have one.
 */
export function nextEvents(
  events: readonly SportEvent[],
  isActive: (sportId: number) => boolean,
  inPlayIds: ReadonlySet<number>,
): SportEvent[] {
  return events
    .filter(
      (event) =>
        isActive(event.sportId) && !inPlayIds.has(event.id) && !isEventInPlay(event) && !isEventFinished(event),
    )
    .slice(0, startingSoonShown);
}

export interface StartingSoonProps {
  /** The events to list; undefined until the first answer (or while it keeps failing). */
  events: readonly SportEvent[] | undefined;
  /** Whether the last ask failed: without events, the section offers to ask again. */
  failed: boolean;
  onRetry: () => void;
  /** An event's sport in the player's language. */
  sportName: (event: SportEvent) => string;
}

/**
 * "Starting soon": the next events to start, each with its sport, start time and prices, in the
 * rows of the other lists. A secondary list: hidden when there is none, and a failure is one quiet
 * line with a retry (the list also asks again on its own).
 */
export function StartingSoon({ events, failed, onRetry, sportName }: StartingSoonProps) {
  const { t } = useSportsTranslation();
  const headingId = useId();
  if (events?.length === 0) return null;
  const title = t('inPlay.startingSoon');
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ overflow: 'hidden' }}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ px: 1.5, py: 1, fontWeight: 700 }}>
        {title}
      </Typography>
      {events !== undefined ? (
        <EventList label={title}>
          {events.map((event) => (
            <EventRow key={event.id} event={event} sport={sportName(event)} />
          ))}
        </EventList>
      ) : failed ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1.5, pb: 1.5 }}>
          {t('inPlay.startingSoonFailed')}{' '}
          <Link component="button" type="button" variant="body2" onClick={onRetry} sx={{ verticalAlign: 'baseline' }}>
            {t('common:queryState.retry')}
          </Link>
        </Typography>
      ) : (
        <Box sx={{ px: 1.5, pb: 1.5 }}>
          <LoadingRows rows={3} label={t('inPlay.startingSoonLoading')} />
        </Box>
      )}
    </Paper>
  );
}
