import { scoreLine } from '@exchange/contracts';

import { weighted, type RandomSource } from '../../exchange/random.js';
import type { Side } from '../fixtures.js';
import {
  bookmakerQuote,
  clampProbability,
  normalCdf,
  summaryOf,
  type Game,
  type GameMarket,
  type GameScore,
} from './game.js';

/** A raid every 8 s, 40 raids a half, a one-minute break. */
export const raidMs = 8_000;
const raidsPerHalf = 40;
const halfTimeMs = 60_000;

/** Points a raid gives the raiding side (positive) or the defence (negative). */
const raidOutcomes = [
  [0, 0.3],
  [1, 0.32],
  [2, 0.1],
  [3, 0.03],
  [-1, 0.25],
] as const;

/** Two halves of raids, the sides raiding in turn; the price is a normal model of the raids left. */
export class KabaddiGame implements Game {
  readonly markets: readonly GameMarket[];
  finished = false;
  private readonly points = [0, 0];
  private raids = 0;
  private next: number | null = null;
  private readonly sides: readonly [Side, Side];

  constructor(
    home: Side,
    away: Side,
    private readonly random: RandomSource,
  ) {
    this.sides = [home, away];
    const pair = [{ name: home.name }, { name: away.name }];
    this.markets = [
      { key: 'match-odds', type: 'MATCH_ODDS', kind: 'exchange', name: 'Match Odds', runners: pair, betDelay: 5 },
      { key: 'bookmaker', type: 'BOOKMAKER', kind: 'bookmaker', name: 'Bookmaker', runners: pair, betDelay: 0 },
    ];
  }

  start(at: number): void {
    this.next = at + raidMs;
  }

  nextAt(): number | null {
    return this.next;
  }

  step(): void {
    if (this.next === null) return;
    const raider = this.raids % 2;
    const edge = (this.sides[raider]?.strength ?? 1) / (this.sides[1 - raider]?.strength ?? 1);
    const outcome = weighted(
      this.random,
      raidOutcomes.map(([value, weight]) => [value, value > 0 ? weight * edge : weight] as const),
    );
    const scorer = outcome >= 0 ? raider : 1 - raider;
    this.points[scorer] = (this.points[scorer] ?? 0) + Math.abs(outcome);
    this.raids += 1;
    if (this.raids >= raidsPerHalf * 2) {
      this.finished = true;
      this.next = null;
      return;
    }
    this.next += raidMs + (this.raids === raidsPerHalf ? halfTimeMs : 0);
  }

  private homeChance(): number {
    const [home = 0, away = 0] = this.points;
    if (this.finished) return home > away ? 1 : home < away ? 0 : 0.5;
    const left = raidsPerHalf * 2 - this.raids;
    const drift = ((this.sides[0]?.strength ?? 1) - (this.sides[1]?.strength ?? 1)) * 0.5;
    return normalCdf((home - away + drift * left) / Math.sqrt(left * 1.1 + 1));
  }

  probabilities(key: string): readonly number[] | null {
    if (key !== 'match-odds') return null;
    const home = clampProbability(this.homeChance());
    return [home, 1 - home];
  }

  houseQuotes(key: string) {
    if (key !== 'bookmaker') return null;
    const home = this.homeChance();
    return [bookmakerQuote(home), bookmakerQuote(1 - home)];
  }

  suspended(): boolean {
    return false;
  }

  ballRunning(): boolean {
    return false;
  }

  score(): GameScore {
    const [home = 0, away = 0] = this.points;
    const half = this.raids < raidsPerHalf ? 'kabaddiFirstHalf' : 'kabaddiSecondHalf';
    const leader = home >= away ? this.sides[0].name : this.sides[1].name;
    return {
      ...summaryOf(
        this.finished
          ? home === away
            ? scoreLine('kabaddiTied', { homePoints: home, awayPoints: away })
            : scoreLine('kabaddiWon', {
                team: leader,
                winnerPoints: Math.max(home, away),
                loserPoints: Math.min(home, away),
              })
          : scoreLine(half, { raid: this.raids + 1 }),
      ),
      teams: [
        { name: this.sides[0].name, score: String(home), batting: !this.finished && this.raids % 2 === 0 },
        { name: this.sides[1].name, score: String(away), batting: !this.finished && this.raids % 2 === 1 },
      ],
    };
  }
}
