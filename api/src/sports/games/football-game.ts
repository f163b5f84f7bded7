import { scoreLine } from '@exchange/contracts';

import { type RandomSource } from '../../exchange/random.js';
import type { Side } from '../fixtures.js';
import { bookmakerQuote, clampProbability, summaryOf, type Game, type GameMarket, type GameScore } from './game.js';

/** Real milliseconds per match minute: 90 minutes in 15, with a one-minute break. */
export const footballMinuteMs = 10_000;
const halfTimeMs = 60_000;
const goalSuspensionMs = 8_000;
/** Goals a side scores in 90 minutes at strength 1. */
const baseGoals = 1.35;

const poisson = (mean: number, max = 10): number[] => {
  const shares: number[] = [];
  let term = Math.exp(-mean);
  for (let goals = 0; goals <= max; goals += 1) {
    shares.push(term);
    term = (term * mean) / (goals + 1);
  }
  return shares;
};

/** Ninety minutes of goals as a Poisson process from each side's strength; goals suspend the markets briefly. */
export class FootballGame implements Game {
  readonly markets: readonly GameMarket[];
  finished = false;
  private minute = 0;
  private homeGoals = 0;
  private awayGoals = 0;
  private next: number | null = null;
  /** When markets suspended by a goal reopen; a happening of its own. */
  private reopenAt: number | null = null;
  private readonly homeRate: number;
  private readonly awayRate: number;

  constructor(
    private readonly home: Side,
    private readonly away: Side,
    private readonly random: RandomSource,
  ) {
    const edge = home.strength / away.strength;
    this.homeRate = baseGoals * Math.sqrt(edge) * 1.1;
    this.awayRate = baseGoals / Math.sqrt(edge);
    const threeWay = [{ name: home.name }, { name: 'The Draw' }, { name: away.name }];
    this.markets = [
      { key: 'match-odds', type: 'MATCH_ODDS', kind: 'exchange', name: 'Match Odds', runners: threeWay, betDelay: 5 },
      {
        key: 'over-under',
        type: 'OVER_UNDER',
        kind: 'exchange',
        name: 'Over/Under 2.5 Goals',
        runners: [{ name: 'Under 2.5 Goals' }, { name: 'Over 2.5 Goals' }],
        betDelay: 5,
      },
      { key: 'bookmaker', type: 'BOOKMAKER', kind: 'bookmaker', name: 'Bookmaker', runners: threeWay, betDelay: 0 },
    ];
  }

  start(at: number): void {
    this.next = at + footballMinuteMs;
  }

  nextAt(): number | null {
    if (this.reopenAt !== null && (this.next === null || this.reopenAt <= this.next)) return this.reopenAt;
    return this.next;
  }

  step(): void {
    if (this.reopenAt !== null && (this.next === null || this.reopenAt <= this.next)) {
      this.reopenAt = null;
      return;
    }
    if (this.next === null) return;
    const now = this.next;
    this.minute += 1;
    const homeScores = this.random() < this.homeRate / 90;
    const awayScores = this.random() < this.awayRate / 90;
    if (homeScores) this.homeGoals += 1;
    if (awayScores) this.awayGoals += 1;
    if ((homeScores || awayScores) && this.minute < 90) this.reopenAt = now + goalSuspensionMs;
    if (this.minute >= 90) {
      this.finished = true;
      this.next = null;
      return;
    }
    this.next = now + footballMinuteMs + (this.minute === 45 ? halfTimeMs : 0);
  }

  /** Home, draw, away from the goals still to come in the minutes left. */
  private outcomes(): { home: number; draw: number; away: number; over: number } {
    const left = (90 - this.minute) / 90;
    const homeMore = poisson(this.homeRate * left);
    const awayMore = poisson(this.awayRate * left);
    let home = 0;
    let draw = 0;
    let over = 0;
    homeMore.forEach((pHome, extraHome) => {
      awayMore.forEach((pAway, extraAway) => {
        const p = pHome * pAway;
        const difference = this.homeGoals + extraHome - (this.awayGoals + extraAway);
        if (difference > 0) home += p;
        else if (difference === 0) draw += p;
        if (this.homeGoals + extraHome + this.awayGoals + extraAway > 2.5) over += p;
      });
    });
    return { home, draw, away: Math.max(0, 1 - home - draw), over };
  }

  probabilities(key: string): readonly number[] | null {
    const { home, draw, away, over } = this.outcomes();
    if (key === 'match-odds') return [home, draw, away].map((p) => clampProbability(p));
    if (key === 'over-under') return [1 - over, over].map((p) => clampProbability(p));
    return null;
  }

  houseQuotes(key: string) {
    if (key !== 'bookmaker') return null;
    const { home, draw, away } = this.outcomes();
    return [home, draw, away].map((p) => bookmakerQuote(p));
  }

  suspended(): boolean {
    return this.reopenAt !== null;
  }

  ballRunning(): boolean {
    return false;
  }

  score(): GameScore {
    const score = { home: this.home.name, homeGoals: this.homeGoals, awayGoals: this.awayGoals, away: this.away.name };
    return {
      ...summaryOf(
        this.finished
          ? scoreLine('footballFullTime', score)
          : this.next === null
            ? scoreLine('footballBeforeKickOff', score)
            : scoreLine('footballInPlay', { ...score, minute: this.minute }),
      ),
      teams: [
        { name: this.home.name, score: String(this.homeGoals) },
        { name: this.away.name, score: String(this.awayGoals) },
      ],
    };
  }
}
