import type { EventStatus, MarketKind, MarketType, ScoreLine } from '@exchange/contracts';

import type { HouseQuote } from '../exchange/exchange.js';
import type { TwoWayQuote } from '../exchange/market-maker.js';
import {
  cricketCompetitions,
  footballCompetitions,
  kabaddiCompetitions,
  racecourses,
  tennisCompetitions,
  type CompetitionFixture,
} from './fixtures.js';
import type { Game } from './games/game.js';
import type { WorldStore } from './world-store.js';

// What the sports world is made of: its events, markets and runners, the operator's inputs, the
// schedules of the compressed day and the world's options. world.ts composes what runs it; the other world-*.ts
// modules each do one job on it.

export interface WorldRunner {
  readonly id: number;
  readonly name: string;
  readonly sortPriority: number;
  readonly line: number | null;
}

export interface WorldMarket {
  readonly id: string;
  readonly eventId: number;
  /** The game's name for it; null for markets the operator added. */
  readonly key: string | null;
  readonly name: string;
  readonly type: MarketType;
  readonly kind: MarketKind;
  readonly betDelay: number;
  readonly runners: readonly WorldRunner[];
  readonly closesAtStart: boolean;
  /** Set by the operator: the feed stays off the market until resumed. */
  adminSuspended: boolean;
  /** Prices the operator set per runner; they replace the feed's for those runners. */
  readonly pinnedQuotes: Map<number, TwoWayQuote>;
  readonly pinnedHouse: Map<number, HouseQuote>;
  closed: boolean;
  /** How the game ended it, once it has; null while open and for markets the operator closes by hand. */
  result: WorldMarketResult | null;
}

export interface WorldEvent {
  readonly id: number;
  readonly dreamEventId: string;
  readonly sportId: number;
  readonly competitionId: number;
  readonly competitionName: string;
  readonly title: string;
  readonly participants: readonly string[];
  readonly openDate: number;
  status: EventStatus;
  /** Null for events the operator made: they have no simulated game. */
  readonly game: Game | null;
  readonly markets: WorldMarket[];
  finishedAt: number | null;
  /** One line for players once finished ("Arsenal 2–1 Chelsea (Full time)", "Won by Red Rum"); null before. */
  result: string | null;
  /** The result as a score line, for each client to say in the player's language; null before. */
  resultLine: ScoreLine | null;
  readonly source: 'world' | 'admin';
}

interface SportSchedule {
  /** Time between two starts. */
  readonly cadenceMs: number;
  /** About how long an event lasts in play, to begin the world with events already running. */
  readonly durationMs: number;
  /** How many upcoming starts are kept scheduled. */
  readonly upcoming: number;
}

/** A minute of the world's clock, in milliseconds. */
export const minute = 60_000;

/** A compressed day: a football match in 16 minutes, a Twenty20 in 22, a race in 90 s. */
export const sportSchedules: Readonly<Record<number, SportSchedule>> = {
  1: { cadenceMs: 6 * minute, durationMs: 16 * minute, upcoming: 6 },
  2: { cadenceMs: 5 * minute, durationMs: 10 * minute, upcoming: 6 },
  3: { cadenceMs: 10 * minute, durationMs: 22 * minute, upcoming: 6 },
  25: { cadenceMs: 7 * minute, durationMs: 12 * minute, upcoming: 5 },
  26: { cadenceMs: 4 * minute, durationMs: 2 * minute, upcoming: 6 },
};

/** The competitions each sport's fixtures are drawn from. */
export const competitionsBySport: Readonly<Record<number, readonly CompetitionFixture[]>> = {
  1: footballCompetitions,
  2: tennisCompetitions,
  3: cricketCompetitions,
  25: kabaddiCompetitions,
  26: racecourses,
};

/**
 * Finished events stay listed this long with their result and closed markets, then live only in the
 * database. The games run about 6.5 times faster than real ones (90 minutes of football in 16), so three
 * hours of the world's clock is roughly a real day's worth of results: a match list keeps what finished
 * "today" (some 30 football matches, 45 races) without growing without end.
 */
export const defaultFinishedRetentionMs = 3 * 60 * minute;
/** One move of the clock simulates at most a day. */
export const maxClockShiftMs = 24 * 60 * minute;

export interface WorldLogger {
  error(details: object, message: string): void;
}

export interface WorldOptions {
  /** The wall clock in milliseconds; tests pass a fake one. Operators' moves are added to it. */
  readonly now?: () => number;
  /** Seeds every game, fixture and quote: one seed, one world. */
  readonly seed?: number;
  readonly store?: WorldStore;
  readonly log?: WorldLogger;
  /** Whether the world schedules fixtures of its own; off, it holds only what the operator makes. */
  readonly simulate?: boolean;
  /** How long finished events stay in memory (listed, their markets answering); `defaultFinishedRetentionMs`. */
  readonly finishedRetentionMs?: number;
}

export interface NewEventInput {
  readonly sportId: number;
  readonly competitionName: string;
  readonly title: string;
  readonly participants: readonly string[];
  readonly openDate: number;
}

export interface NewMarketInput {
  readonly name: string;
  readonly type: MarketType;
  readonly kind: MarketKind;
  readonly betDelay: number;
  readonly runners: readonly { readonly name: string; readonly line?: number }[];
}

export class WorldError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
    this.name = 'WorldError';
  }
}

/** How a market ended, by runner id, as settlement reads it. */
export type WorldMarketResult =
  { readonly winnerRunnerId: number } | { readonly runs: Readonly<Record<string, number>> } | { readonly void: true };
