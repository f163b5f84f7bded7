import type { SportTree } from '@exchange/contracts';
import { EmptyState, ErrorState, isEventInPlay, LoadingRows, sportTreeQuery } from '@exchange/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';

import { EventList, EventRow } from '../../components/event-list';
import { ListsWithAside } from '../../components/event-list-slots';
import { byInPlayThenStart } from '../../components/event-order';
import { PageSection } from '../../components/page-section';
import { SportsBar } from '../../components/sports-bar';
import { useDeferredAnswer } from '../../hooks/use-deferred-answer';
import { useMainMarketPrices } from '../../hooks/use-main-market-prices';
import { sportById, useSportAvailability } from '../../hooks/use-sport-availability';
import { useSportsTranslation } from '../../i18n/sports-translations';
import { closestEventsQuery } from './api/get-closest-events';
import { nextEvents, StartingSoon, startingSoonAsked } from './components/starting-soon';

/** While this page is open the tree is asked more often, so events appear and leave as they start and end. */
export const inPlayRefreshMs = 10_000;

function SportGroup({ name, children }: { name: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ overflow: 'hidden' }}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ px: 1.5, py: 1, fontWeight: 700 }}>
        {name}
      </Typography>
      {children}
    </Paper>
  );
}

/** The sports on offer with events in play, in the tree's order, each with those events. */
function inPlaySports(tree: SportTree | undefined, isActive: (sportId: number) => boolean) {
  return (tree ?? [])
    .filter((sport) => isActive(sport.id))
    .sort((a, b) => a.order - b.order)
    .map((sport) => ({ ...sport, events: sport.events.filter(isEventInPlay).sort(byInPlayThenStart) }))
    .filter((sport) => sport.events.length > 0);
}

/**
 * `/inplay`: every event being played now, across the sports on offer, grouped by sport; then the
 * next events to start, which also follow the message when nothing is in play.
 */
export function InPlayPage() {
  const { t } = useSportsTranslation();
  const isActive = useSportAvailability();
  const { data: latestTree, error, refetch } = useQuery({ ...sportTreeQuery, refetchInterval: inPlayRefreshMs });
  const { withPrices, pendingOutcomes } = useMainMarketPrices(
    inPlaySports(latestTree, isActive).map((sport) => sport.id),
  );
  // An answer's rows render in the background, the page showing what it showed meanwhile (ADR 0035).
  const tree = useDeferredAnswer(latestTree);
  const sports = inPlaySports(tree, isActive);
  const closest = useQuery(closestEventsQuery(startingSoonAsked));
  const inPlayIds = new Set(sports.flatMap((sport) => sport.events.map((event) => event.id)));
  const soon = closest.data === undefined ? undefined : nextEvents(closest.data, isActive, inPlayIds);
  const nameOf = (sportId: number, fallback: string) => {
    const sport = sportById(sportId);
    return sport === undefined ? fallback : t(`common:sports.${sport.key}`, { defaultValue: sport.name });
  };
  const lists = (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {sports.length === 0 ? (
        <EmptyState>{t('inPlay.none')}</EmptyState>
      ) : (
        sports.map((sport) => {
          const name = nameOf(sport.id, sport.name);
          return (
            <SportGroup key={sport.id} name={name}>
              <EventList label={name}>
                {sport.events.map((event) => (
                  <EventRow key={event.id} event={withPrices(event)} pendingOutcomes={pendingOutcomes(event)} />
                ))}
              </EventList>
            </SportGroup>
          );
        })
      )}
      <StartingSoon
        events={soon}
        failed={closest.error !== null}
        onRetry={() => void closest.refetch()}
        sportName={(event) => nameOf(event.sportId, event.sportName)}
      />
    </Box>
  );
  // The slip of a pressed price sits beside the lists on wide screens: no room for it without prices to press.
  const hasRows = sports.length > 0 || closest.isPending || (soon !== undefined && soon.length > 0);
  return (
    <PageSection title={t('pages.inPlay.title')}>
      <SportsBar />
      {tree === undefined ? (
        error === null ? (
          <LoadingRows rows={6} />
        ) : (
          <ErrorState error={error} onRetry={() => void refetch()} />
        )
      ) : hasRows ? (
        <ListsWithAside>{lists}</ListsWithAside>
      ) : (
        lists
      )}
    </PageSection>
  );
}
