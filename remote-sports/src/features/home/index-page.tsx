import { EmptyState, ErrorState, LoadingRows, paths, sportTreeQuery } from '@exchange/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import { EventList, EventRow } from '../../components/event-list';
import { ListsWithAside } from '../../components/event-list-slots';
import { PageSection } from '../../components/page-section';
import { SportsBar } from '../../components/sports-bar';
import { useDeferredAnswer } from '../../hooks/use-deferred-answer';
import { useMainMarketPrices } from '../../hooks/use-main-market-prices';
import { sportById, useSportAvailability } from '../../hooks/use-sport-availability';
import { useSportsTranslation } from '../../i18n/sports-translations';
import { getTwoEventsOfSports } from './get-two-events-of-sports';

function SportGroup({ sportId, name, children }: { sportId: number; name: string; children: ReactNode }) {
  const { t } = useSportsTranslation();
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ overflow: 'hidden' }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', px: 1.5, py: 1 }}>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {name}
        </Typography>
        <Link component={RouterLink} to={paths.matchList(sportId)} variant="body2">
          {t('index.allOf', { sport: name })}
        </Link>
      </Stack>
      {children}
    </Paper>
  );
}

/** `/index`: two events of every sport on offer, in play first; visitors on known hostnames see it too. */
export function IndexPage() {
  const { t } = useSportsTranslation();
  const isActive = useSportAvailability();
  const { data: latestTree, error, refetch, isPending } = useQuery(sportTreeQuery);
  // The prices are asked for as soon as the tree has come.
  const { withPrices, pendingOutcomes } = useMainMarketPrices(
    latestTree === undefined ? [] : getTwoEventsOfSports(latestTree, isActive).map((sport) => sport.id),
  );
  // An answer's rows render in the background, in slices the browser can interleave with input and
  // paint; the page shows what it showed until they are ready (ADR 0035).
  const tree = useDeferredAnswer(latestTree);
  const sports = tree === undefined ? [] : getTwoEventsOfSports(tree, isActive);
  const sportName = (sportId: number, fallback: string) => {
    const sport = sportById(sportId);
    return sport === undefined ? fallback : t(`common:sports.${sport.key}`, { defaultValue: sport.name });
  };
  return (
    <PageSection title={t('pages.index.title')}>
      <SportsBar />
      {tree === undefined && (isPending || latestTree !== undefined) ? (
        <LoadingRows rows={6} />
      ) : tree === undefined && error !== null ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : sports.length === 0 ? (
        <EmptyState>{t('state.noEventsToday')}</EmptyState>
      ) : (
        <ListsWithAside>
          <Box sx={{ display: 'grid', gap: 2 }}>
            {sports.map((sport) => {
              const name = sportName(sport.id, sport.name);
              return (
                <SportGroup key={sport.id} sportId={sport.id} name={name}>
                  <EventList label={name}>
                    {sport.events.map((event) => (
                      <EventRow key={event.id} event={withPrices(event)} pendingOutcomes={pendingOutcomes(event)} />
                    ))}
                  </EventList>
                </SportGroup>
              );
            })}
          </Box>
        </ListsWithAside>
      )}
    </PageSection>
  );
}
