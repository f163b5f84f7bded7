import { defaultMatchListId, EmptyState, ErrorState, LoadingRows, paths } from '@exchange/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';

import { eventsBySportQuery } from '../../api/get-events-by-sport';
import { EventList, EventRow } from '../../components/event-list';
import { ListsWithAside } from '../../components/event-list-slots';
import { PageSection } from '../../components/page-section';
import { SportsBar } from '../../components/sports-bar';
import { useDeferredAnswer } from '../../hooks/use-deferred-answer';
import { sportById, useSportAvailability } from '../../hooks/use-sport-availability';
import { useSportsTranslation } from '../../i18n/sports-translations';
import { pinsStore, selectPins, usePinsStore } from '../../stores/pins-store';
import { groupMatchList, withPinFlags } from './group-events';

const togglePin = (eventId: number) => pinsStore.getState().togglePin(eventId);

function Group({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ overflow: 'hidden' }}>
      <Typography
        id={headingId}
        component="h2"
        variant="subtitle2"
        sx={{ px: 1.5, py: 1, fontWeight: 700, overflowWrap: 'anywhere' }}
      >
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function SportEvents({ sportId, sportName }: { sportId: number; sportName: string }) {
  const { t } = useSportsTranslation();
  const pins = usePinsStore(selectPins);
  const { data: latestEvents, error, refetch } = useQuery(eventsBySportQuery(sportId));
  // The list's rows render in the background when an answer comes (ADR 0035).
  const answered = useDeferredAnswer(latestEvents);
  const events = useMemo(() => (answered === undefined ? undefined : withPinFlags(answered, pins)), [answered, pins]);
  if (events === undefined) {
    return error === null ? <LoadingRows rows={6} /> : <ErrorState error={error} onRetry={() => void refetch()} />;
  }
  if (events.length === 0) return <EmptyState>{t('state.noEventsToday')}</EmptyState>;
  const { pinned, competitions, finished } = groupMatchList(events);
  const row = (event: (typeof events)[number], inCompetition: boolean) => (
    <EventRow
      key={event.id}
      event={event}
      pinned={event.pin === true}
      onTogglePin={togglePin}
      showCompetition={!inCompetition}
    />
  );
  return (
    <ListsWithAside>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {pinned.length > 0 && (
          <Group title={t('matchList.pinned')}>
            <EventList label={t('matchList.pinned')}>{pinned.map((event) => row(event, false))}</EventList>
          </Group>
        )}
        {competitions.map((competition) => (
          <Group key={competition.competitionId} title={competition.competitionName}>
            <EventList label={`${sportName}: ${competition.competitionName}`}>
              {competition.events.map((event) => row(event, true))}
            </EventList>
          </Group>
        ))}
        {finished.length > 0 && (
          <Group title={t('matchList.finished')}>
            <EventList label={t('matchList.finished')}>{finished.map((event) => row(event, false))}</EventList>
          </Group>
        )}
      </Box>
    </ListsWithAside>
  );
}

/**
 * `/matchlist/:id`: a sport's events by competition, pinned first, with the best prices of each
 * outcome; finished events follow in their own group with their result and no prices.
 */
export function MatchListPage() {
  const { t } = useSportsTranslation();
  const { id = String(defaultMatchListId) } = useParams();
  const isActive = useSportAvailability();
  const sportId = /^\d+$/.test(id) ? Number(id) : Number.NaN;
  const sport = sportById(sportId);
  const sportName = sport === undefined ? '' : t(`common:sports.${sport.key}`, { defaultValue: sport.name });
  const backToDefault = (
    <Button component={RouterLink} to={paths.index()} variant="outlined">
      {t('state.toIndex')}
    </Button>
  );
  return (
    <PageSection title={sport === undefined ? t('pages.matchList.title') : sportName}>
      <SportsBar />
      {sport === undefined ? (
        <EmptyState action={backToDefault}>{t('matchList.unknownSport')}</EmptyState>
      ) : !isActive(sport.id) ? (
        <EmptyState action={backToDefault}>{t('matchList.sportNotOffered', { sport: sportName })}</EmptyState>
      ) : (
        <SportEvents key={sport.id} sportId={sport.id} sportName={sportName} />
      )}
    </PageSection>
  );
}
