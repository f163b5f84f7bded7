import {
  formatMinor,
  nearestMinor,
  type EventStatus,
  type MarketKind,
  type MarketState,
  type MarketType,
} from '@exchange/contracts';

import type { Database } from '../db/database.js';
import type { CompetitionFixture } from './fixtures.js';
import { unfinishedEvents } from './world-left.js';

export interface SportInfo {
  readonly id: number;
  readonly name: string;
  readonly order: number;
}

export interface StoredRunner {
  readonly id: number;
  readonly name: string;
  readonly sortPriority: number;
  readonly line: number | null;
}

export interface StoredMarket {
  readonly id: string;
  readonly eventId: number;
  /** The game's name for the market; null for a market the operator added. */
  readonly key: string | null;
  readonly name: string;
  readonly type: MarketType;
  readonly kind: MarketKind;
  readonly state: MarketState;
  readonly inPlay: boolean;
  readonly betDelay: number;
  readonly runners: readonly StoredRunner[];
}

export interface StoredEvent {
  readonly id: number;
  readonly dreamEventId: string;
  readonly sportId: number;
  readonly competitionId: number;
  readonly competitionName: string;
  readonly title: string;
  readonly home: string | null;
  readonly away: string | null;
  readonly participants: readonly string[];
  readonly openDate: Date;
  readonly status: EventStatus;
  readonly source: 'world' | 'admin';
}

/** A market as an earlier process left it, with what was matched on it when last written. */
export interface LeftMarket extends StoredMarket {
  /** In minor units. */
  readonly totalMatched: bigint;
}

/** An event an earlier process left unfinished, with its markets in the order they were made. */
export interface LeftEvent extends StoredEvent {
  readonly markets: readonly LeftMarket[];
}

export interface WorldStart {
  readonly sports: readonly SportInfo[];
  /** The first ids this process may use: rows of earlier runs keep theirs. */
  readonly nextEventId: number;
  readonly nextMarketNumber: number;
  readonly nextRunnerId: number;
  /** Events earlier runs left unfinished, for the world to resume. */
  readonly unfinished: readonly LeftEvent[];
  /** The operator's fast-forwards of the world's clock so far. */
  readonly clockOffsetMs: number;
}

/**
 * Where the world writes its catalogue: events, markets and runners as they are made, and the
 * changes that outlive a moment (in play, finished, closed, an operator's suspension). Prices,
 * books and ball-by-ball states stay in memory. Writes are queued in order and never block the
 * simulation; `flush` waits for them.
 */
export interface WorldStore {
  open(competitions: readonly (CompetitionFixture & { readonly sportId: number })[]): Promise<WorldStart>;
  /** Ends the unfinished events the world did not resume: their markets close unsettled. */
  endEventsExcept(resumedEventIds: readonly number[]): Promise<void>;
  saveEvent(event: StoredEvent, markets: readonly StoredMarket[]): void;
  saveMarkets(markets: readonly StoredMarket[]): void;
  saveEventStatus(eventId: number, status: EventStatus): void;
  saveMarketState(marketId: string, state: MarketState, inPlay: boolean, totalMatched: number): void;
  saveClockOffset(offsetMs: number): void;
  flush(): Promise<void>;
}

export const defaultSports: readonly SportInfo[] = [
  { id: 1, name: 'Football', order: 1 },
  { id: 2, name: 'Tennis', order: 2 },
  { id: 3, name: 'Cricket', order: 3 },
  { id: 25, name: 'Kabaddi', order: 25 },
  { id: 26, name: 'Horse Racing', order: 26 },
];

/** Keeps nothing: the world alone, for tests of the simulation. */
export function memoryWorldStore(): WorldStore {
  return {
    open: async () => ({
      sports: defaultSports,
      nextEventId: 1,
      nextMarketNumber: 1,
      nextRunnerId: 1,
      unfinished: [],
      clockOffsetMs: 0,
    }),
    endEventsExcept: async () => undefined,
    saveEvent: () => undefined,
    saveMarkets: () => undefined,
    saveEventStatus: () => undefined,
    saveMarketState: () => undefined,
    saveClockOffset: () => undefined,
    flush: async () => undefined,
  };
}

export interface StoreLogger {
  error(details: object, message: string): void;
}

/** Market ids look like the feed's: "1." and a number. */
export const marketNumberOf = (marketId: string): number => Number(marketId.slice(2));

/** Writes markets and their runners, each once. */
async function insertMarkets(tx: Pick<Database, 'query'>, markets: readonly StoredMarket[]): Promise<void> {
  for (const market of markets) {
    await tx.query(
      `INSERT INTO markets (id, event_id, name, type, kind, state, in_play, bet_delay, game_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
      [
        market.id,
        market.eventId,
        market.name,
        market.type,
        market.kind,
        market.state,
        market.inPlay,
        market.betDelay,
        market.key,
      ],
    );
    for (const runner of market.runners) {
      await tx.query(
        `INSERT INTO runners (id, market_id, name, sort_priority, line)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
        [runner.id, market.id, runner.name, runner.sortPriority, runner.line],
      );
    }
  }
}

/** Writes the catalogue's competitions and reads the sports, the next ids and what earlier runs left. */
async function openCatalogue(
  db: Database,
  competitions: readonly (CompetitionFixture & { readonly sportId: number })[],
): Promise<WorldStart> {
  for (const competition of competitions) {
    await db.query(`INSERT INTO competitions (id, sport_id, name) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`, [
      competition.id,
      competition.sportId,
      competition.name,
    ]);
  }
  const sports = await db.query<{ id: number; name: string; sort_order: number }>(
    'SELECT id, name, sort_order FROM sports ORDER BY sort_order, id',
  );
  const [ids] = await db.query<{ event: number; runner: number; market: string | null; offset_ms: number | null }>(
    `SELECT (SELECT coalesce(max(id), 0) FROM events) AS event,
            (SELECT coalesce(max(id), 0) FROM runners) AS runner,
            (SELECT max(substring(id FROM 3)::bigint)::text FROM markets) AS market,
            (SELECT offset_ms::float8 FROM world_clock) AS offset_ms`,
  );
  return {
    sports: sports.map((sport) => ({ id: sport.id, name: sport.name, order: sport.sort_order })),
    nextEventId: Number(ids?.event ?? 0) + 1,
    nextRunnerId: Number(ids?.runner ?? 0) + 1,
    nextMarketNumber: Number(ids?.market ?? 0) + 1,
    unfinished: await unfinishedEvents(db),
    clockOffsetMs: ids?.offset_ms ?? 0,
  };
}

/**
 * Ends what earlier runs left unfinished and the world did not resume (its game cannot be drawn
 * again): its markets close unsettled, and the betting calls lapse what rested on them.
 */
async function endEventsExcept(db: Database, resumed: readonly number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE markets SET state = 'CLOSED', closed_at = now()
       WHERE state <> 'CLOSED' AND NOT (event_id = ANY($1::bigint[]))`,
      [resumed],
    );
    await tx.query(
      `UPDATE events SET status = 'FINISHED', finished_at = now()
       WHERE status <> 'FINISHED' AND NOT (id = ANY($1::bigint[]))`,
      [resumed],
    );
  });
}

/** Writes an event (and its competition, when new) with its markets, in one transaction. */
async function insertEvent(
  tx: Pick<Database, 'query'>,
  event: StoredEvent,
  markets: readonly StoredMarket[],
): Promise<void> {
  await tx.query('INSERT INTO competitions (id, sport_id, name) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING', [
    event.competitionId,
    event.sportId,
    event.competitionName,
  ]);
  await tx.query(
    `INSERT INTO events (id, dream_event_id, sport_id, competition_id, title, home, away, participants,
                         open_date, status, source)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11) ON CONFLICT (id) DO NOTHING`,
    [
      event.id,
      event.dreamEventId,
      event.sportId,
      event.competitionId,
      event.title,
      event.home,
      event.away,
      JSON.stringify(event.participants),
      event.openDate,
      event.status,
      event.source,
    ],
  );
  await insertMarkets(tx, markets);
}

/** The catalogue in the database: writes queue behind each other, so the world never waits for them. */
export function databaseWorldStore(db: Database, log: StoreLogger): WorldStore {
  let tail: Promise<void> = Promise.resolve();
  const enqueue = (what: string, write: () => Promise<void>) => {
    tail = tail.then(write).catch((error: unknown) => {
      // The simulation goes on; a lost catalogue write is logged for the operator.
      log.error({ err: error }, `the sports world could not save ${what}`);
    });
  };

  return {
    open: (competitions) => openCatalogue(db, competitions),
    endEventsExcept: (resumed) => endEventsExcept(db, resumed),
    saveEvent(event, markets) {
      enqueue(`event ${event.id}`, () => db.transaction((tx) => insertEvent(tx, event, markets)));
    },
    saveMarkets(markets) {
      enqueue('markets', () => db.transaction((tx) => insertMarkets(tx, markets)));
    },
    saveEventStatus(eventId, status) {
      enqueue(`event ${eventId}`, async () => {
        await db.query(
          `UPDATE events SET status = $2, finished_at = CASE WHEN $2 = 'FINISHED' THEN now() END WHERE id = $1`,
          [eventId, status],
        );
      });
    },
    saveMarketState(marketId, state, inPlay, totalMatched) {
      enqueue(`market ${marketId}`, async () => {
        await db.query(
          `UPDATE markets SET state = $2, in_play = $3, total_matched = $4, version = version + 1,
                  closed_at = CASE WHEN $2 = 'CLOSED' THEN now() END
           WHERE id = $1`,
          [marketId, state, inPlay, formatMinor(nearestMinor(totalMatched))],
        );
      });
    },
    saveClockOffset(offsetMs) {
      enqueue('the clock', async () => {
        await db.query(
          `INSERT INTO world_clock (id, offset_ms) VALUES (true, $1)
           ON CONFLICT (id) DO UPDATE SET offset_ms = excluded.offset_ms`,
          [offsetMs],
        );
      });
    },
    flush: () => tail,
  };
}
