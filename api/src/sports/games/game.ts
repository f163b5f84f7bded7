import { scoreLineText, type MarketKind, type MarketType, type ScoreLine } from '@exchange/contracts';

import type { HouseQuote } from '../../exchange/exchange.js';

/** A market a game prices, named by a key the game knows it by. */
export interface GameMarket {
  readonly key: string;
  readonly type: MarketType;
  readonly kind: MarketKind;
  readonly name: string;
  readonly runners: readonly { readonly name: string; readonly line?: number }[];
  /** Seconds a bet waits in play. */
  readonly betDelay: number;
  /** Closes when the event goes in play (to win the toss). */
  readonly closesAtStart?: boolean;
}

/** What a game's scorecard shows (the contracts' scorecard less the event's own fields). */
export interface GameScore {
  /** The summary's English, written from `summaryLine`. */
  readonly summary: string;
  /** The summary as a score line, for each client to say in the player's language. */
  readonly summaryLine: ScoreLine;
  readonly teams: readonly {
    name: string;
    score: string;
    /** A score in words ("Yet to bat") as a score line; `score` is its English. */
    scoreLine?: ScoreLine;
    overs?: string;
    batting?: boolean;
  }[];
  readonly recentBalls?: readonly string[];
}

/** A game's summary as its score line and the English written from it. */
export const summaryOf = (line: ScoreLine): Pick<GameScore, 'summary' | 'summaryLine'> => ({
  summary: scoreLineText(line),
  summaryLine: line,
});

/**
 * One simulated match. Time is the world's clock in milliseconds; a game schedules its own
 * happenings and is stepped through them one at a time, so how often the world looks does not
 * change what happens.
 */
export interface Game {
  readonly markets: readonly GameMarket[];
  /** Starts play at `at`. */
  start(at: number): void;
  /** When the next happening is due, or null when the game waits for nothing (not started, over). */
  nextAt(): number | null;
  /** Applies the next happening. */
  step(): void;
  readonly finished: boolean;
  /** Win probabilities of an exchange market's runners, in runner order; null when it has none now. */
  probabilities(key: string): readonly number[] | null;
  /** House quotes of a bookmaker or fancy market's runners; null when the house is not quoting. */
  houseQuotes(key: string): readonly (HouseQuote | null)[] | null;
  /** Markets suspended now (after a goal), and markets whose ball is running (cricket). */
  suspended(key: string): boolean;
  ballRunning(key: string): boolean;
  /** The score as players see it; null for games without one (races). */
  score(): GameScore | null;
  /**
   * How a closed market ended, by runner position: the winner of an exchange or bookmaker market, or
   * a fancy market's final runs per line. Games that leave it out are read from their final prices.
   */
  result?(key: string): GameResult | null;
}

export type GameResult = { readonly winnerIndex: number } | { readonly runsByIndex: readonly number[] };

/** The standard normal cumulative distribution (Abramowitz–Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

export const clampProbability = (p: number, low = 0.002, high = 0.998): number => Math.min(Math.max(p, low), high);

/** Shares that add up to 1. */
export function normalise(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  return values.map((value) => (total > 0 ? value / total : 1 / values.length));
}

/**
 * A bookmaker's two-way quote in paise (0–100: a back wins stake × k / 100) around a win
 * probability, with a small margin; runners whose price would pass 100 are not quoted.
 */
export function bookmakerQuote(probability: number, limit = 100_000): HouseQuote | null {
  const fair = (1 / clampProbability(probability, 0.01, 0.995) - 1) * 100;
  const back = Math.max(1, Math.floor(fair * 0.96));
  const lay = back + Math.max(1, Math.round(fair * 0.04)) + 1;
  if (lay > 100) return null;
  return { back: [{ price: back, size: limit }], lay: [{ price: lay, size: limit }] };
}

/** A fancy quote on a projected total: NO at the line, YES one run above, both at rate 100. */
export function fancyQuote(projected: number): HouseQuote {
  const line = Math.max(0, Math.round(projected));
  return { no: { line, rate: 100 }, yes: { line: line + 1, rate: 100 } };
}
