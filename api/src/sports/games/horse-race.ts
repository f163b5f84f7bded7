import { between, type RandomSource } from '../../exchange/random.js';
import { clampProbability, normalise, type Game, type GameMarket } from './game.js';

/** Every 2 s of a race the field moves; a race takes about 90 s. */
export const raceStepMs = 2_000;
const raceSteps = 45;

/** A flat race: each horse's chance grows with its strength and with how it is running. */
export class HorseRace implements Game {
  readonly markets: readonly GameMarket[];
  finished = false;
  private next: number | null = null;
  private steps = 0;
  private readonly progress: number[];

  constructor(
    private readonly horses: readonly { name: string; strength: number }[],
    private readonly random: RandomSource,
  ) {
    this.progress = horses.map(() => 0);
    this.markets = [
      {
        key: 'win',
        type: 'WIN',
        kind: 'exchange',
        name: 'Win',
        runners: horses.map((horse) => ({ name: horse.name })),
        betDelay: 1,
      },
    ];
  }

  start(at: number): void {
    this.next = at + raceStepMs;
  }

  nextAt(): number | null {
    return this.next;
  }

  step(): void {
    if (this.next === null) return;
    this.horses.forEach((horse, index) => {
      this.progress[index] = (this.progress[index] ?? 0) + horse.strength * between(this.random, 0.85, 1.15);
    });
    this.steps += 1;
    if (this.steps >= raceSteps) {
      this.finished = true;
      this.next = null;
      return;
    }
    this.next += raceStepMs;
  }

  private chances(): number[] {
    if (this.finished) {
      const best = Math.max(...this.progress);
      return this.progress.map((value) => (value === best ? 1 : 0));
    }
    const leader = Math.max(...this.progress);
    const sharpness = 4 + (this.steps / raceSteps) * 20;
    return normalise(
      this.horses.map((horse, index) => {
        const behind = leader - (this.progress[index] ?? 0);
        return Math.exp(sharpness * (horse.strength - 1) - behind * 0.8);
      }),
    );
  }

  probabilities(key: string): readonly number[] | null {
    if (key !== 'win') return null;
    return this.chances().map((p) => clampProbability(p, 0.0011, 0.99));
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

  score(): null {
    return null;
  }
}
