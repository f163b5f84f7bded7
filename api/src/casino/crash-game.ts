import { DEFAULT_CRASH_CHAIN_LENGTH } from '../config.js';
import type { Database } from '../db/database.js';
import { refused } from '../http/errors.js';
import { fromMinorUnits, toMinorUnits, type Money } from '../players/money.js';
import type { PlayerEvents } from '../players/player-events.js';
import { betOf, cashOutCrashBet, placeCrashBet, toBetView } from './crash-bets.js';
import { latestChain } from './crash-chains.js';
import { currentRound, pastRounds, roundView, type CrashTable, type Round } from './crash-rounds.js';
import { drawChainSeed, drawClientSeed } from './fairness.js';

export const crashGameCode = 'sbe_aviator';
export const minCrashStake = '10.00';
export const maxCrashStake = '100000.00';

export type CrashPhase = 'betting' | 'flying' | 'crashed';

export interface CrashGameOptions {
  readonly db: Database;
  /** Told of each bet's and cash out's new balance, after its commit. */
  readonly events: PlayerEvents;
  /** The game's clock; tests pass their own. */
  readonly now?: () => Date;
  /** How many rounds a new hash chain has (CRASH_CHAIN_LENGTH); tests use short ones. */
  readonly chainLength?: number;
  /** Draws a new chain's secret seed; tests pass their own. */
  readonly drawChainSeed?: () => string;
  /** Draws a new chain's public client seed; tests pass their own. */
  readonly drawClientSeed?: () => string;
  /** How long bets are taken before a flight. */
  readonly bettingMs?: number;
  /** How long a crashed round stays on screen before the next one takes bets. */
  readonly pauseMs?: number;
}

export interface CrashBetView {
  readonly roundId: number;
  readonly stake: number;
  readonly status: 'open' | 'won' | 'lost';
  readonly cashoutMultiplier: number | null;
  readonly payout: number;
}

export interface CrashRoundView {
  readonly id: number;
  /**
   * The round's place in its hash chain, the chain's terminating hash and its client seed, published
   * before the round (docs/adr/0056). Null only for a round made before the hash chains.
   */
  readonly chainIndex: number | null;
  readonly terminatingHash: string | null;
  readonly clientSeed: string | null;
  readonly phase: CrashPhase;
  readonly bettingOpensAt: string;
  readonly startsAt: string;
  /** 1.00 while bets are taken, the live value in flight, the crash point once crashed. */
  readonly multiplier: number;
  /** Only once crashed: before that they would tell the outcome. */
  readonly crashPoint: number | null;
  readonly gameHash: string | null;
  readonly crashedAt: string | null;
  readonly nextRoundAt: string | null;
}

export interface CrashPastRound {
  readonly id: number;
  readonly chainIndex: number;
  readonly gameHash: string;
  readonly clientSeed: string;
  readonly terminatingHash: string;
  readonly crashPoint: number;
}

/** What is published of the game's newest hash chain. */
export interface CrashChainView {
  readonly terminatingHash: string;
  readonly clientSeed: string;
  readonly length: number;
}

export interface CrashState {
  readonly serverTime: string;
  /** The multiplier doubles every this many ms of flight: m(t) = 2^(t / doublingMs). */
  readonly doublingMs: number;
  readonly round: CrashRoundView;
  readonly bet: CrashBetView | null;
  readonly history: readonly CrashPastRound[];
  readonly balance: number;
  readonly limits: { readonly minStake: number; readonly maxStake: number };
}

export interface CrashBetResult {
  readonly bet: CrashBetView;
  readonly balance: number;
}

const stakeText = /^\d{1,13}(?:\.\d{1,2})?$/;

/** A stake as the player sent it (number or text) → Money, or the message that says why not. */
export function readStake(value: unknown): Money {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string' || !stakeText.test(text.trim())) {
    throw refused(400, 'crashStakeFormat');
  }
  const stake = toMinorUnits(text.trim());
  if (stake < toMinorUnits(minCrashStake) || stake > toMinorUnits(maxCrashStake)) {
    throw refused(400, 'crashStakeRange', { min: minCrashStake, max: maxCrashStake });
  }
  return fromMinorUnits(stake);
}

export interface CrashGame {
  /** The game's clock: the casino's calls check launches and sessions on the same one. */
  readonly now: () => Date;
  state(playerId: number): Promise<CrashState>;
  placeBet(playerId: number, stake: Money): Promise<CrashBetResult>;
  cashOut(playerId: number): Promise<CrashBetResult>;
  /** The newest chain's public values, null before the game's first round. */
  chain(): Promise<CrashChainView | null>;
}

/** The player's view of the game at `at`: the round on screen, their bet on it, past rounds, balance. */
async function stateOf(table: CrashTable, round: Round, playerId: number, at: Date): Promise<CrashState> {
  const [bet, history, balance] = await Promise.all([
    betOf(table.db, round.id, playerId),
    pastRounds(table, at),
    balanceOf(table.db, playerId),
  ]);
  return {
    serverTime: at.toISOString(),
    doublingMs: 8000,
    round: roundView(round, at, table.pauseMs),
    bet: bet === undefined ? null : toBetView(bet),
    history,
    balance,
    limits: { minStake: Number(minCrashStake), maxStake: Number(maxCrashStake) },
  };
}

async function balanceOf(db: Database, playerId: number): Promise<number> {
  const [row] = await db.query<{ balance: string }>('SELECT balance::text AS balance FROM players WHERE id = $1', [
    playerId,
  ]);
  return Number(row?.balance ?? 0);
}

/** Runs the works handed to it one at a time, in arrival order; a failed work does not stop the next. */
function oneAtATime(): <T>(work: () => Promise<T>) => Promise<T> {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };
}

/**
 * The crash game's rounds on a clock. A round is made when the previous one has crashed and paused
 * (or on the first call): bets are taken for `bettingMs`, then the multiplier rises until the
 * round's crash point. Nothing runs between calls: each call reads the clock and brings the rounds
 * up to date (a lost bet is marked lost once its round has crashed; its stake left at placement).
 * Calls run one at a time in this process, so two players never make two rounds at once.
 */
export function createCrashGame(options: CrashGameOptions): CrashGame {
  const table: CrashTable = {
    db: options.db,
    events: options.events,
    gameCode: crashGameCode,
    chainLength: options.chainLength ?? DEFAULT_CRASH_CHAIN_LENGTH,
    drawChainSeed: options.drawChainSeed ?? drawChainSeed,
    drawClientSeed: options.drawClientSeed ?? drawClientSeed,
    bettingMs: options.bettingMs ?? 6000,
    pauseMs: options.pauseMs ?? 3000,
  };
  const now = options.now ?? (() => new Date());
  const serially = oneAtATime();
  /** Reads the clock, brings the rounds up to date, and does `work` with the round on screen. */
  const onCurrentRound = <T>(work: (round: Round, at: Date) => Promise<T>): Promise<T> =>
    serially(async () => {
      const at = now();
      const round = await currentRound(table, at);
      return work(round, at);
    });

  return {
    now,
    state: (playerId) => onCurrentRound((round, at) => stateOf(table, round, playerId, at)),
    placeBet: (playerId, stake) => onCurrentRound((round, at) => placeCrashBet(table, round, playerId, stake, at)),
    cashOut: (playerId) => onCurrentRound((round, at) => cashOutCrashBet(table, round, playerId, at)),
    async chain() {
      const chain = await latestChain(table.db, table.gameCode);
      return chain === null
        ? null
        : { terminatingHash: chain.terminatingHash, clientSeed: chain.clientSeed, length: chain.length };
    },
  };
}
