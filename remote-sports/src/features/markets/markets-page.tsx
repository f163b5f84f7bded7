import { sportIds, type Market, type MarketKind, type SportEvent } from '@exchange/contracts';
import {
  EmptyState,
  ErrorState,
  isEventInPlay,
  LoadingRows,
  paths,
  sportTreeQuery,
  useLocaleFormat,
  useSayLine,
} from '@exchange/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';

import { FinishedMarker, InPlayMarker } from '../../components/event-list';
import { isEventFinished } from '../../components/event-order';
import { useMarketSlots } from '../../components/market-slots';
import { PageSection } from '../../components/page-section';
import { useDeferredAnswer } from '../../hooks/use-deferred-answer';
import { sportById, useSportAvailability } from '../../hooks/use-sport-availability';
import { useSportsTranslation } from '../../i18n/sports-translations';
import { eventMarketsQuery } from './api/get-markets-by-event-id';
import { MarketCard } from './components/market-card';
import { Scorecard } from './components/scorecard';
import { VideoBox } from './components/video-box';
import { MarketPriceBook } from './live/market-price-book';
import { PriceBookContext } from './live/price-book-context';
import { useLivePrices } from './live/use-live-prices';

const kindOrder: Record<MarketKind, number> = { exchange: 0, bookmaker: 1, fancy: 2 };

/** Match odds first, then the other exchange markets, the bookmaker's and the fancy lines. */
function byKindThenMatchOdds(a: Market, b: Market): number {
  const kind = kindOrder[a.kind] - kindOrder[b.kind];
  if (kind !== 0) return kind;
  return Number(b.type === 'MATCH_ODDS') - Number(a.type === 'MATCH_ODDS');
}

const isClosedSession = (market: Market): boolean => market.kind === 'fancy' && market.prices.state === 'CLOSED';

const sportsWithScorecards: readonly number[] = [sportIds.cricket, sportIds.kabaddi];

/** The event id of the route: `:eventid` when given, else the tree's event with this `:dreamEventId`. */
function useEventId(): number | null {
  const { eventid, dreamEventId } = useParams();
  const needsTree = eventid === undefined;
  const { data: tree } = useQuery({ ...sportTreeQuery, enabled: needsTree });
  if (eventid !== undefined) return /^\d+$/.test(eventid) ? Number(eventid) : null;
  for (const sport of tree ?? []) {
    const event = sport.events.find((candidate) => candidate.dreamEventId === dreamEventId);
    if (event !== undefined) return event.id;
  }
  return null;
}

function EventHeader({ event }: { event: SportEvent }) {
  const { t } = useSportsTranslation();
  const { dateTime } = useLocaleFormat();
  const sport = sportById(event.sportId);
  const sportName =
    sport === undefined ? event.sportName : t(`common:sports.${sport.key}`, { defaultValue: sport.name });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5, mt: -1 }}>
      {isEventFinished(event) ? (
        <FinishedMarker />
      ) : isEventInPlay(event) ? (
        <InPlayMarker />
      ) : (
        <Typography variant="body2" color="text.secondary" component="time" dateTime={event.openDate}>
          {dateTime(event.openDate, {
            weekday: 'short',
            day: 'numeric',
            month: 'short',
            hour: '2-digit',
            minute: '2-digit',
          })}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {sportName} · {event.competitionName}
      </Typography>
    </Box>
  );
}

function EventMarkets({ eventId }: { eventId: number }) {
  const { t } = useSportsTranslation();
  const say = useSayLine();
  const { PageAside, PageTop } = useMarketSlots();
  const isActive = useSportAvailability();
  const { data: latestData, error, refetch } = useQuery(eventMarketsQuery(eventId));
  // One book per page: the cells of every market subscribe to it.
  const [book] = useState(() => new MarketPriceBook());
  useLivePrices(book, latestData?.markets);
  // The markets' cards render in the background when the answer comes (ADR 0035); the prices in
  // them follow the book, not this render.
  const data = useDeferredAnswer(latestData);
  const back = (
    <Button component={RouterLink} to={paths.inPlay()} variant="outlined">
      {t('markets.toInPlay')}
    </Button>
  );
  if (data === undefined) {
    if (error === null || latestData !== undefined)
      return <PageSection title={t('pages.markets.title')}>{<LoadingRows rows={5} height={72} />}</PageSection>;
    return (
      <PageSection title={t('pages.markets.title')}>
        {error.status === 404 ? (
          <EmptyState action={back}>{t('markets.unknownEvent')}</EmptyState>
        ) : (
          <ErrorState error={error} onRetry={() => void refetch()} />
        )}
      </PageSection>
    );
  }
  const { event } = data;
  if (!isActive(event.sportId)) {
    return (
      <PageSection title={t('pages.markets.title')}>
        <EmptyState action={back}>{t('markets.sportNotOffered')}</EmptyState>
      </PageSection>
    );
  }
  const inPlay = isEventInPlay(event);
  const finished = isEventFinished(event);
  // A fancy line ends for good when its session closes: it leaves the page with the next list.
  const markets = data.markets.filter((market) => !isClosedSession(market)).sort(byKindThenMatchOdds);
  const content = (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      {finished && (
        <Alert severity="info" role="status">
          {event.result == null
            ? t('markets.finished')
            : t('markets.finishedWithResult', { result: say('scoreLines', event.resultLine, event.result) })}
        </Alert>
      )}
      {(event.hasScorecard ?? sportsWithScorecards.includes(event.sportId)) && (
        <Scorecard eventId={event.id} inPlay={inPlay} />
      )}
      {event.hasVideo !== false && <VideoBox eventId={event.id} title={event.title} />}
      {PageTop !== undefined && markets.length > 0 && !finished && <PageTop />}
      {markets.length === 0 ? (
        <EmptyState action={back}>{t(finished ? 'markets.noneFinished' : 'markets.none')}</EmptyState>
      ) : (
        <PriceBookContext value={book}>
          {markets.map((market) => (
            <MarketCard key={market.id} market={market} />
          ))}
        </PriceBookContext>
      )}
    </Box>
  );
  return (
    <PageSection title={event.title}>
      <EventHeader event={event} />
      {PageAside === undefined ? (
        content
      ) : (
        // Beside the markets on wide screens; the aside decides itself what it shows where.
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' },
            alignItems: 'start',
          }}
        >
          {content}
          <PageAside event={event} markets={markets} prices={book} />
        </Box>
      )}
    </PageSection>
  );
}

/** `/markets/:eventid?/:dreamEventId`: an event's markets with live prices, its score and live TV. */
export function MarketsPage() {
  const { t } = useSportsTranslation();
  const eventId = useEventId();
  const { eventid } = useParams();
  const tree = useQuery({ ...sportTreeQuery, enabled: eventid === undefined });
  if (eventId === null) {
    const stillLooking = eventid === undefined && tree.isFetching;
    return (
      <PageSection title={t('pages.markets.title')}>
        {stillLooking ? (
          <LoadingRows rows={5} height={72} />
        ) : (
          <EmptyState
            action={
              <Button component={RouterLink} to={paths.inPlay()} variant="outlined">
                {t('markets.toInPlay')}
              </Button>
            }
          >
            {t('markets.unknownEvent')}
          </EmptyState>
        )}
      </PageSection>
    );
  }
  return <EventMarkets key={eventId} eventId={eventId} />;
}
