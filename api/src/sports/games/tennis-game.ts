import { scoreLine } from '@exchange/contracts';

import { between, type RandomSource } from '../../exchange/random.js';
import type { Side } from '../fixtures.js';
import { clampProbability, summaryOf, type Game, type GameMarket, type GameScore } from './game.js';

const pointGapMs = { min: 3_000, max: 5_000 };
const gameNames = ['0', '15', '30', '40'];

/**
 * Best of three sets with a tie-break at 6–6, point by point from each player's chance of winning a
 * point on serve. The match price is exact for that model (memoised recursion over the score).
 */
export class TennisGame implements Game {
  readonly markets: readonly GameMarket[];
  finished = false;
  private next: number | null = null;
  /** Index 0 is player one. */
  private readonly sets = [0, 0];
  private readonly games = [0, 0];
  private readonly points = [0, 0];
  private readonly setScores: string[] = [];
  private server = 0;
  private readonly serve: readonly [number, number];
  private readonly memo = new Map<string, number>();

  constructor(
    private readonly one: Side,
    private readonly two: Side,
    private readonly random: RandomSource,
  ) {
    const edge = (one.strength - two.strength) * 0.25;
    this.serve = [0.63 + edge, 0.63 - edge];
    this.markets = [
      {
        key: 'match-odds',
        type: 'MATCH_ODDS',
        kind: 'exchange',
        name: 'Match Odds',
        runners: [{ name: one.name }, { name: two.name }],
        betDelay: 3,
      },
    ];
  }

  start(at: number): void {
    this.next = at + between(this.random, pointGapMs.min, pointGapMs.max);
  }

  nextAt(): number | null {
    return this.next;
  }

  private get tieBreak(): boolean {
    return this.games[0] === 6 && this.games[1] === 6;
  }

  step(): void {
    if (this.next === null) return;
    const serverWins = this.random() < (this.serve[this.server] ?? 0.6);
    const winner = serverWins ? this.server : 1 - this.server;
    this.points[winner] = (this.points[winner] ?? 0) + 1;
    const [a = 0, b = 0] = this.points;
    const target = this.tieBreak ? 7 : 4;
    if (Math.max(a, b) >= target && Math.abs(a - b) >= 2) this.winGame(a > b ? 0 : 1);
    else if (this.tieBreak && (a + b) % 2 === 1) this.server = 1 - this.server;
    this.next = this.finished ? null : this.next + between(this.random, pointGapMs.min, pointGapMs.max);
  }

  private winGame(winner: number): void {
    const wasTieBreak = this.tieBreak;
    this.points[0] = 0;
    this.points[1] = 0;
    this.games[winner] = (this.games[winner] ?? 0) + 1;
    this.server = 1 - this.server;
    const [a = 0, b = 0] = this.games;
    if (wasTieBreak || (Math.max(a, b) >= 6 && Math.abs(a - b) >= 2)) {
      this.setScores.push(`${a}-${b}`);
      this.sets[winner] = (this.sets[winner] ?? 0) + 1;
      this.games[0] = 0;
      this.games[1] = 0;
      if ((this.sets[winner] ?? 0) === 2) this.finished = true;
    }
  }

  /** Chance that `server` holds from points (a, b) at serve-point probability p. */
  private gameWin(p: number, a: number, b: number): number {
    if (a >= 4 && a - b >= 2) return 1;
    if (b >= 4 && b - a >= 2) return 0;
    if (a >= 3 && b >= 3) {
      const deuce = (p * p) / (p * p + (1 - p) * (1 - p));
      if (a === b) return deuce;
      return a > b ? p + (1 - p) * deuce : p * deuce;
    }
    return this.remember(`g${p}:${a}:${b}`, () => p * this.gameWin(p, a + 1, b) + (1 - p) * this.gameWin(p, a, b + 1));
  }

  /** Chance that player one wins a tie-break from (a, b), with `server` serving the next point. */
  private tieBreakWin(a: number, b: number, server: number): number {
    if (a >= 7 && a - b >= 2) return 1;
    if (b >= 7 && b - a >= 2) return 0;
    if (a >= 6 && b >= 6 && a === b) {
      // From level, two points decide or return to level: the chance over both servers in turn.
      const first = this.pointToOne(server);
      const second = this.pointToOne(1 - server);
      return (first * second) / (first * second + (1 - first) * (1 - second));
    }
    return this.remember(`t${a}:${b}:${server}`, () => {
      const p = this.pointToOne(server);
      const nextServer = (a + b) % 2 === 0 ? 1 - server : server;
      return p * this.tieBreakWin(a + 1, b, nextServer) + (1 - p) * this.tieBreakWin(a, b + 1, nextServer);
    });
  }

  private pointToOne(server: number): number {
    return server === 0 ? this.serve[0] : 1 - this.serve[1];
  }

  /** Chance that player one wins a set from games (a, b) with `server` serving the next game. */
  private setWin(a: number, b: number, server: number): number {
    if ((a >= 6 && a - b >= 2) || a === 7) return 1;
    if ((b >= 6 && b - a >= 2) || b === 7) return 0;
    if (a === 6 && b === 6) return this.tieBreakWin(0, 0, server);
    return this.remember(`s${a}:${b}:${server}`, () => {
      const hold = this.gameWin(this.serve[server] ?? 0.6, 0, 0);
      const one = server === 0 ? hold : 1 - hold;
      return one * this.setWin(a + 1, b, 1 - server) + (1 - one) * this.setWin(a, b + 1, 1 - server);
    });
  }

  private matchWin(a: number, b: number, set: number): number {
    if (a === 2) return 1;
    if (b === 2) return 0;
    return set * this.matchWin(a + 1, b, set) + (1 - set) * this.matchWin(a, b + 1, set);
  }

  private remember(key: string, compute: () => number): number {
    let value = this.memo.get(key);
    if (value === undefined) {
      value = compute();
      this.memo.set(key, value);
    }
    return value;
  }

  probabilities(key: string): readonly number[] | null {
    if (key !== 'match-odds') return null;
    const [ga = 0, gb = 0] = this.games;
    const [pa = 0, pb = 0] = this.points;
    const [sa = 0, sb = 0] = this.sets;
    let currentSet: number;
    if (this.tieBreak) {
      currentSet = this.tieBreakWin(pa, pb, this.server);
    } else {
      const serverPoints = this.server === 0 ? [pa, pb] : [pb, pa];
      const hold = this.gameWin(this.serve[this.server] ?? 0.6, serverPoints[0] ?? 0, serverPoints[1] ?? 0);
      const gameToOne = this.server === 0 ? hold : 1 - hold;
      currentSet =
        gameToOne * this.setWin(ga + 1, gb, 1 - this.server) +
        (1 - gameToOne) * this.setWin(ga, gb + 1, 1 - this.server);
    }
    const freshSet = (this.setWin(0, 0, 0) + this.setWin(0, 0, 1)) / 2;
    const one = this.finished
      ? sa > sb
        ? 1
        : 0
      : currentSet * this.matchWin(sa + 1, sb, freshSet) + (1 - currentSet) * this.matchWin(sa, sb + 1, freshSet);
    return [clampProbability(one), clampProbability(1 - one)];
  }

  houseQuotes(): null {
    return null;
  }

  suspended(): boolean {
    return false;
  }

  ballRunning(): boolean {
    return false;
  }

  score(): GameScore {
    const point = (index: number): string => {
      const [a = 0, b = 0] = this.points;
      if (this.tieBreak) return String(this.points[index] ?? 0);
      if (a >= 3 && b >= 3) {
        if (a === b) return '40';
        return (index === 0 ? a > b : b > a) ? 'AD' : '40';
      }
      return gameNames[this.points[index] ?? 0] ?? '40';
    };
    const line = (index: number): string =>
      [...this.setScores.map((set) => set.split('-')[index] ?? ''), String(this.games[index] ?? 0)].join(' ') +
      (this.finished ? '' : ` (${point(index)})`);
    const leader = (this.sets[0] ?? 0) >= (this.sets[1] ?? 0) ? this.one.name : this.two.name;
    return {
      ...summaryOf(
        this.finished
          ? scoreLine('tennisWon', { player: leader, sets: this.setScores.join(', ') })
          : scoreLine('tennisInPlay', {
              setsOne: this.sets[0] ?? 0,
              setsTwo: this.sets[1] ?? 0,
              server: this.server === 0 ? this.one.name : this.two.name,
            }),
      ),
      teams: [
        { name: this.one.name, score: line(0), batting: !this.finished && this.server === 0 },
        { name: this.two.name, score: line(1), batting: !this.finished && this.server === 1 },
      ],
    };
  }
}
