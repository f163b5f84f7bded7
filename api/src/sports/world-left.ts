import { parseMinor } from '@exchange/contracts';

import { groupBy } from '../collections.js';
import type { Database } from '../db/database.js';
import type { LeftEvent, LeftMarket, StoredEvent, StoredRunner } from './world-store.js';

type EventRow = Omit<StoredEvent, 'openDate'> & { readonly openMs: number };
type MarketRow = Omit<LeftMarket, 'runners' | 'totalMatched'> & { readonly totalMatched: string };
type RunnerRow = Pick<StoredRunner, keyof StoredRunner> & { readonly marketId: string };

/** Events earlier runs left unfinished, each with its markets and their runners in the order they were made. */
export async function unfinishedEvents(db: Pick<Database, 'query'>): Promise<LeftEvent[]> {
  const events = await db.query<EventRow>(
    `SELECT e.id::int AS id, e.dream_event_id AS "dreamEventId", e.sport_id AS "sportId",
            e.competition_id AS "competitionId", c.name AS "competitionName", e.title, e.home, e.away,
            e.participants, (extract(epoch FROM e.open_date) * 1000)::float8 AS "openMs", e.status, e.source
     FROM events e JOIN competitions c ON c.id = e.competition_id
     WHERE e.status <> 'FINISHED' ORDER BY e.id`,
  );
  const markets = await db.query<MarketRow>(
    `SELECT id, event_id::int AS "eventId", game_key AS key, name, type, kind, state, in_play AS "inPlay",
            bet_delay AS "betDelay", total_matched::text AS "totalMatched"
     FROM markets WHERE event_id = ANY($1::bigint[]) ORDER BY substring(id FROM 3)::bigint`,
    [events.map((event) => event.id)],
  );
  const runners = await db.query<RunnerRow>(
    `SELECT id::int AS id, market_id AS "marketId", name, sort_priority AS "sortPriority", line::float8 AS line
     FROM runners WHERE market_id = ANY($1::text[]) ORDER BY sort_priority`,
    [markets.map((market) => market.id)],
  );
  const runnersOf = groupBy(runners, (runner) => runner.marketId);
  const marketsOf = groupBy(markets, (market) => market.eventId);
  return events.map(({ openMs, ...event }) => ({
    ...event,
    openDate: new Date(openMs),
    markets: (marketsOf.get(event.id) ?? []).map((market) => ({
      ...market,
      totalMatched: parseMinor(market.totalMatched) ?? 0n,
      runners: (runnersOf.get(market.id) ?? []).map(({ marketId: _marketId, ...runner }) => runner),
    })),
  }));
}
