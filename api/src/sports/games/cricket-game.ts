import { scoreLine, scoreLineText, type ScoreLine } from '@exchange/contracts';

import type { HouseQuote } from '../../exchange/exchange.js';
import { weighted, type RandomSource } from '../../exchange/random.js';
import type { Side } from '../fixtures.js';
import {
  bookmakerQuote,
  clampProbability,
  fancyQuote,
  normalCdf,
  summaryOf,
  type Game,
  type GameMarket,
  type GameResult,
  type GameScore,
} from './game.js';

/** A delivery every 5 s: the ball runs for 2 s (bookmaker and fancy markets wait), then 3 s open. */
export const ballRunningMs = 2_000;
export const betweenBallsMs = 3_000;
const inningsBreakMs = 60_000;
const ballsPerInnings = 120;
/** Runs a legal ball is worth to a side of strength 1 with no wicket down. */
const baseRunsPerBall = 1.3;

type BallOutcome = '0' | '1' | '2' | '3' | '4' | '6' | 'W' | 'wd';

const fancyOvers = [6, 20] as const;

/**
 * A Twenty20 match ball by ball. Each delivery first runs (BALL_RUNNING on the bookmaker and fancy
 * markets), then lands: runs, a wicket or a wide. Prices follow a run-rate model of what is left.
 */
export class CricketGame implements Game {
  readonly markets: readonly GameMarket[];
  finished = false;
  private readonly sides: readonly [Side, Side];
  /** Index into `sides` of the side batting first (decided by the toss). */
  private readonly battingFirst: number;
  private innings = 0;
  private readonly runs = [0, 0];
  private readonly wickets = [0, 0];
  private readonly balls = [0, 0];
  private readonly recent: string[] = [];
  /** Runs of each side when it completed each fancy line's overs: `side:overs` → runs. */
  private readonly runsAtOvers = new Map<string, number>();
  private running = false;
  private next: number | null = null;
  private started = false;

  constructor(
    home: Side,
    away: Side,
    private readonly random: RandomSource,
  ) {
    this.sides = [home, away];
    this.battingFirst = random() < 0.5 ? 0 : 1;
    const pair = [{ name: home.name }, { name: away.name }];
    const yesNo = [{ name: 'Yes' }, { name: 'No' }];
    this.markets = [
      { key: 'match-odds', type: 'MATCH_ODDS', kind: 'exchange', name: 'Match Odds', runners: pair, betDelay: 5 },
      { key: 'bookmaker', type: 'BOOKMAKER', kind: 'bookmaker', name: 'Bookmaker', runners: pair, betDelay: 0 },
      {
        key: 'fancy',
        type: 'FANCY',
        kind: 'fancy',
        name: 'Fancy',
        runners: fancyOvers.flatMap((overs) =>
          this.sides.map((side, index) => ({
            name: `${side.name} ${overs} over runs`,
            line: Math.round(this.fancyProjection(index, overs) ?? 0),
          })),
        ),
        betDelay: 0,
      },
      {
        key: 'toss',
        type: 'TO_WIN_TOSS',
        kind: 'exchange',
        name: 'To Win the Toss',
        runners: pair,
        betDelay: 0,
        closesAtStart: true,
      },
      { key: 'tied', type: 'TIED_MATCH', kind: 'exchange', name: 'Tied Match', runners: yesNo, betDelay: 5 },
      {
        key: 'completed',
        type: 'COMPLETED_MATCH',
        kind: 'exchange',
        name: 'Completed Match',
        runners: yesNo,
        betDelay: 5,
      },
    ];
  }

  private batting(): number {
    return this.innings === 0 ? this.battingFirst : 1 - this.battingFirst;
  }

  start(at: number): void {
    this.started = true;
    this.next = at + betweenBallsMs;
  }

  nextAt(): number | null {
    return this.next;
  }

  step(): void {
    if (this.next === null) return;
    const now = this.next;
    if (!this.running) {
      this.running = true;
      this.next = now + ballRunningMs;
      return;
    }
    this.running = false;
    this.bowl();
    if (this.finished) {
      this.next = null;
    } else if (this.inningsOver(0) && this.innings === 0) {
      this.innings = 1;
      this.recent.length = 0;
      this.next = now + inningsBreakMs;
    } else {
      this.next = now + betweenBallsMs;
    }
  }

  private bowl(): void {
    const side = this.batting();
    const over = Math.floor((this.balls[side] ?? 0) / 6);
    const death = over >= 15;
    const strength = (this.sides[side]?.strength ?? 1) / (this.sides[1 - side]?.strength ?? 1);
    const outcome = weighted<BallOutcome>(this.random, [
      ['0', 0.36 / strength],
      ['1', 0.36],
      ['2', 0.08],
      ['3', 0.01],
      ['4', (death ? 0.15 : 0.11) * strength],
      ['6', (death ? 0.08 : 0.045) * strength],
      ['W', (death ? 0.065 : 0.045) / strength],
      ['wd', 0.03],
    ]);
    if (outcome === 'wd') {
      this.runs[side] = (this.runs[side] ?? 0) + 1;
    } else {
      this.balls[side] = (this.balls[side] ?? 0) + 1;
      if (outcome === 'W') this.wickets[side] = (this.wickets[side] ?? 0) + 1;
      else this.runs[side] = (this.runs[side] ?? 0) + Number(outcome);
      for (const overs of fancyOvers) {
        if (this.balls[side] === overs * 6) this.runsAtOvers.set(`${side}:${overs}`, this.runs[side] ?? 0);
      }
    }
    this.recent.push(outcome);
    if (this.recent.length > 12) this.recent.shift();
    if (this.innings === 1 && (this.inningsOver(1) || this.chased())) this.finished = true;
  }

  private inningsOver(innings: number): boolean {
    const side = innings === 0 ? this.battingFirst : 1 - this.battingFirst;
    return (this.wickets[side] ?? 0) >= 10 || (this.balls[side] ?? 0) >= ballsPerInnings;
  }

  private chased(): boolean {
    const first = this.battingFirst;
    return (this.runs[1 - first] ?? 0) > (this.runs[first] ?? 0);
  }

  /** Runs a side may still add in `balls` legal balls with `wicketsDown` down. */
  private runsToCome(side: number, balls: number, wicketsDown: number): number {
    const strength = (this.sides[side]?.strength ?? 1) / Math.sqrt(this.sides[1 - side]?.strength ?? 1);
    return balls * baseRunsPerBall * strength * Math.max(0.25, 1 - 0.06 * wicketsDown);
  }

  /** Win chance of the side batting first, and the chance of a tie. */
  private outcome(): { first: number; tie: number } {
    const first = this.battingFirst;
    const second = 1 - first;
    if (this.finished) {
      const margin = (this.runs[first] ?? 0) - (this.runs[second] ?? 0);
      return { first: margin > 0 ? 1 : 0, tie: margin === 0 ? 1 : 0 };
    }
    let target: number;
    let spread: number;
    if (this.innings === 0) {
      const projected =
        (this.runs[first] ?? 0) +
        this.runsToCome(first, ballsPerInnings - (this.balls[first] ?? 0), this.wickets[first] ?? 0);
      target = projected;
      spread = 20 + 0.1 * (ballsPerInnings - (this.balls[first] ?? 0));
      const chase = this.runsToCome(second, ballsPerInnings, 0);
      const firstWins = normalCdf((target - chase) / spread);
      return { first: firstWins, tie: 0.01 };
    }
    const need = (this.runs[first] ?? 0) + 1 - (this.runs[second] ?? 0);
    const ballsLeft = ballsPerInnings - (this.balls[second] ?? 0);
    const expected = this.runsToCome(second, ballsLeft, this.wickets[second] ?? 0);
    spread = Math.sqrt(ballsLeft) * 1.3 + 2;
    const secondWins = normalCdf((expected - need + 0.5) / spread);
    const tie = normalCdf((expected - need + 1.5) / spread) - secondWins;
    return { first: Math.max(0, 1 - secondWins - tie), tie };
  }

  /** Sides in market order (home, away): the win chances, a tie shared out. */
  private winChances(): [number, number] {
    const { first, tie } = this.outcome();
    const firstShare = first + tie / 2;
    return this.battingFirst === 0 ? [firstShare, 1 - firstShare] : [1 - firstShare, firstShare];
  }

  /** What the fancy line expects side `side` to have after `overs` overs; null once that is decided. */
  private fancyProjection(side: number, overs: number): number | null {
    const target = overs * 6;
    const battingNow = this.started && this.batting() === side && !this.finished;
    const hasBatted = this.innings === 1 && side === this.battingFirst;
    if (hasBatted || (this.finished && this.innings === 1)) return null;
    if (!battingNow) return this.runsToCome(side, target, 0);
    const balls = this.balls[side] ?? 0;
    if (balls >= target || (this.wickets[side] ?? 0) >= 10) return null;
    if (this.innings === 1 && this.chased()) return null;
    return (this.runs[side] ?? 0) + this.runsToCome(side, target - balls, this.wickets[side] ?? 0);
  }

  probabilities(key: string): readonly number[] | null {
    if (key === 'match-odds') return this.winChances().map((p) => clampProbability(p));
    if (key === 'toss') return [0.5, 0.5];
    if (key === 'tied') {
      const tie = clampProbability(this.outcome().tie, 0.004, 0.6);
      return [tie, 1 - tie];
    }
    if (key === 'completed') {
      const completed = this.innings === 1 ? 0.995 : this.started ? 0.985 : 0.97;
      return [completed, 1 - completed];
    }
    return null;
  }

  houseQuotes(key: string): readonly (HouseQuote | null)[] | null {
    if (key === 'bookmaker') return this.winChances().map((p) => bookmakerQuote(p));
    if (key === 'fancy') {
      return fancyOvers.flatMap((overs) =>
        [0, 1].map((side) => {
          const projected = this.fancyProjection(side, overs);
          return projected === null ? null : fancyQuote(projected);
        }),
      );
    }
    return null;
  }

  suspended(): boolean {
    return false;
  }

  result(key: string): GameResult | null {
    if (key === 'toss') return { winnerIndex: this.battingFirst };
    if (!this.finished) return null;
    const [home = 0, away = 0] = this.runs;
    if (key === 'tied') return { winnerIndex: home === away ? 0 : 1 };
    if (key === 'completed') return { winnerIndex: 0 };
    if (key === 'match-odds' || key === 'bookmaker') {
      return home === away ? null : { winnerIndex: home > away ? 0 : 1 };
    }
    if (key === 'fancy') {
      // A side that was bowled out or won before the line's overs ends on its total.
      return {
        runsByIndex: fancyOvers.flatMap((overs) =>
          [0, 1].map((side) => this.runsAtOvers.get(`${side}:${overs}`) ?? this.runs[side] ?? 0),
        ),
      };
    }
    return null;
  }

  ballRunning(key: string): boolean {
    return this.running && (key === 'bookmaker' || key === 'fancy');
  }

  score(): GameScore {
    const overs = (side: number) => {
      const balls = this.balls[side] ?? 0;
      return `${Math.floor(balls / 6)}.${balls % 6}`;
    };
    const first = this.battingFirst;
    const second = 1 - first;
    const name = (side: number) => this.sides[side]?.name ?? '';
    let line: ScoreLine;
    if (!this.started) {
      line = scoreLine('cricketToss', { team: name(first) });
    } else if (this.finished) {
      const margin = (this.runs[first] ?? 0) - (this.runs[second] ?? 0);
      line =
        margin > 0
          ? scoreLine('cricketWonByRuns', { team: name(first), runs: margin })
          : margin < 0
            ? scoreLine('cricketWonByWickets', { team: name(second), wickets: 10 - (this.wickets[second] ?? 0) })
            : scoreLine('cricketTied');
    } else if (this.innings === 0) {
      const [runs, wickets] = [this.runs[first] ?? 0, this.wickets[first] ?? 0];
      line = scoreLine('cricketInnings', { team: name(first), runs, wickets, overs: overs(first) });
    } else {
      const need = (this.runs[first] ?? 0) + 1 - (this.runs[second] ?? 0);
      line = scoreLine('cricketChase', {
        team: name(second),
        runs: need,
        balls: ballsPerInnings - (this.balls[second] ?? 0),
      });
    }
    const hasBatted = (side: number) => this.started && (side === first || this.innings === 1);
    const yetToBat = scoreLine('cricketYetToBat');
    return {
      ...summaryOf(line),
      teams: [0, 1].map((side) => ({
        name: name(side),
        ...(hasBatted(side)
          ? { score: `${this.runs[side] ?? 0}/${this.wickets[side] ?? 0}` }
          : { score: scoreLineText(yetToBat), scoreLine: yetToBat }),
        ...(hasBatted(side) ? { overs: overs(side) } : {}),
        batting: this.started && !this.finished && this.batting() === side,
      })),
      recentBalls: [...this.recent],
    };
  }
}
