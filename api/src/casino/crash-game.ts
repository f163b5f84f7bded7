import { DEFAULT_CRASH_CHAIN_LENGTH } from '../config.js';
import type { Database } from '../db/database.js';
import { refused } from '../http/errors.js';
import { fromMinorUnits, toMinorUnits, type Money } from '../players/money.js';
import type { PlayerEvents } from '../players/player-events.js';
import {
  betsOf,
  cashOutCrashBet,
  nextAutoCashOutAt,
  placeCrashBet,
  roundBetsOf,
  roundSeedsOf,
  settleDueBets,
  toBetView,
} from './crash-bets.js';
import { latestChain } from './crash-chains.js';
import {
  currentRound,
  maxPlayerSeedsMixed,
  pastRounds,
  roundView,
  type CrashTable,
  type Round,
} from './crash-rounds.js';
import { drawChainSeed, drawClientSeed, maxCrashPoint } from './fairness.js';

export const crashGameCode = 'sbe_aviator';
export const minCrashStake = '10.00';
export const maxCrashStake = '100000.00';
/** The lowest auto cash-out; the highest is the highest crash point. */
export const minAutoCashOut = '1.01';
export const maxAutoCashOut = maxCrashPoint.toFixed(2);

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
  /** How many players' seeds each round mixes into its client seed, 0 to 3 (docs/adr/0058); 3 by default. */
  readonly playerSeedsMixed?: number;
  /**
   * Whether the game wakes itself when an auto cash-out falls due, so it is paid on time with no
   * call at all; by default when it runs on the wall clock (no `now` given).
   */
  readonly alarm?: boolean;
  /** Told of a failure of a wake-up the game set itself (the next call brings everything up to date). */
  readonly onAlarmError?: (error: unknown) => void;
}

/** A player holds at most one bet a slot in a round. */
export type CrashSlot = 1 | 2;

/**
 * What a bet asks beside its stake: its slot, the multiplier (hundredths) the server cashes it out
 * at, if any, and the player's seed, if they give one.
 */
export interface CrashBetOrder {
  readonly slot: CrashSlot;
  readonly autoCashOut: number | null;
  readonly seed: string | null;
}

/** A bet as its own player sees it. */
export interface CrashBetView {
  readonly roundId: number;
  readonly slot: CrashSlot;
  readonly stake: number;
  /** The multiplier the server cashes the bet out at once the round reaches it; null for none. */
  readonly autoCashOut: number | null;
  readonly status: 'open' | 'won' | 'lost';
  readonly cashoutMultiplier: number | null;
  readonly payout: number;
  /** The player's seed the bet carried, if any. */
  readonly seed: string | null;
}

/** A bet of the round as every player sees it: the name masked, no auto cash-out until it has happened. */
export interface CrashRoundBet {
  /** First and last character of the player's name (`a***e`). */
  readonly player: string;
  readonly slot: CrashSlot;
  readonly stake: number;
  readonly status: 'open' | 'won' | 'lost';
  /** Once cashed out: the multiplier and what it paid. */
  readonly cashoutMultiplier: number | null;
  readonly payout: number | null;
}

/** A player's seed mixed into a round's client seed, with the player's name masked. */
export interface CrashRoundSeed {
  readonly player: string;
  readonly seed: string;
  /** Whether it came with a bet of the player who asks. */
  readonly own: boolean;
}

export interface CrashRoundView {
  readonly id: number;
  /**
   * The round's place in its hash chain, the chain's terminating hash and its client seed, published
   * before the round (docs/adr/0056). Null only for a round made before the hash chains.
   */
  readonly chainIndex: number | null;
  readonly terminatingHash: string | null;
  readonly chainClientSeed: string | null;
  /**
   * The round's own client seed (docs/adr/0058): null while it takes bets, then the chain's client
   * seed followed by each mixed-in player's seed, joined by ':'.
   */
  readonly clientSeed: string | null;
  /** How many players' seeds the round mixes in: those of its first bets that carry one. */
  readonly playerSeedsMixed: number;
  /** The seeds mixed in, in order; empty while the round takes bets. */
  readonly playerSeeds: readonly CrashRoundSeed[];
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
  /** The player's bet in slot 1 (the page of one bet reads it). */
  readonly bet: CrashBetView | null;
  /** The player's bets on the round, slot 1 first. */
  readonly bets: readonly CrashBetView[];
  /** Everyone's bets on the round, largest stakes first (at most 100 of `roundBetCount`). */
  readonly roundBets: readonly CrashRoundBet[];
  readonly roundBetCount: number;
  /** The last twenty crashed rounds, newest first. */
  readonly history: readonly CrashPastRound[];
  readonly balance: number;
  readonly limits: {
    readonly minStake: number;
    readonly maxStake: number;
    readonly minAutoCashOut: number;
    readonly maxAutoCashOut: number;
  };
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

const playerSeedText = /^[A-Za-z0-9_-]{1,32}$/;

/** A player's seed as sent: 1 to 32 letters, digits, '_' or '-'; null when none is given. */
export function readPlayerSeed(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !playerSeedText.test(value)) throw refused(400, 'crashSeedFormat');
  return value;
}

const multiplierText = /^\d{1,4}(?:\.\d{1,2})?$/;

/**
 * An auto cash-out as the player sent it (number or text, two decimals at most) → hundredths; null
 * when none is asked.
 */
export function readAutoCashOut(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  const hundredths =
    typeof text === 'string' && multiplierText.test(text.trim()) ? Number(toMinorUnits(text.trim())) : Number.NaN;
  if (!(hundredths >= Number(toMinorUnits(minAutoCashOut)) && hundredths <= Number(toMinorUnits(maxAutoCashOut)))) {
    throw refused(400, 'crashAutoCashOutRange', { min: minAutoCashOut, max: maxAutoCashOut });
  }
  return hundredths;
}

export interface CrashGame {
  /** The game's clock: the casino's calls check launches and sessions on the same one. */
  readonly now: () => Date;
  state(playerId: number): Promise<CrashState>;
  /** A bet in slot 1 with no auto cash-out unless the order says otherwise. */
  placeBet(playerId: number, stake: Money, order?: Partial<CrashBetOrder>): Promise<CrashBetResult>;
  /** Cashes out the bet in `slot` (1 unless named). */
  cashOut(playerId: number, slot?: CrashSlot): Promise<CrashBetResult>;
  /** The newest chain's public values, null before the game's first round. */
  chain(): Promise<CrashChainView | null>;
  /** Clears the wake-up the game set itself, if any (the server is closing). */
  stop(): void;
}

/**
 * The player's view of the game at `at`: the round on screen, their bets and everyone's on it, past
 * rounds, balance.
 */
async function stateOf(table: CrashTable, round: Round, playerId: number, at: Date): Promise<CrashState> {
  const [own, roundBets, history, balance, seeds] = await Promise.all([
    betsOf(table.db, round.id, playerId),
    roundBetsOf(table.db, round.id),
    pastRounds(table, at),
    balanceOf(table.db, playerId),
    roundSeedsOf(table.db, round.id, playerId),
  ]);
  const bets = own.map(toBetView);
  return {
    serverTime: at.toISOString(),
    doublingMs: 8000,
    round: roundView(round, at, table.pauseMs, seeds),
    bet: bets.find((bet) => bet.slot === 1) ?? null,
    bets,
    roundBets: roundBets.bets,
    roundBetCount: roundBets.count,
    history,
    balance,
    limits: {
      minStake: Number(minCrashStake),
      maxStake: Number(maxCrashStake),
      minAutoCashOut: Number(minAutoCashOut),
      maxAutoCashOut: Number(maxAutoCashOut),
    },
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
 * Wakes the game when the round's next auto cash-out falls due, so it is paid then even with no
 * call: after each call the game tells it the round on screen. One wake-up is set at a time, the
 * earliest; it runs a call of its own, which sets the next.
 */
function createAlarm(table: CrashTable, now: () => Date, wake: () => Promise<void>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wakeAt = Number.POSITIVE_INFINITY;
  let stopped = false;
  return {
    async after(round: Round): Promise<void> {
      const due = await nextAutoCashOutAt(table.db, round);
      if (stopped || due === null || due.getTime() >= wakeAt) return;
      clearTimeout(timer);
      wakeAt = due.getTime();
      timer = setTimeout(
        () => {
          wakeAt = Number.POSITIVE_INFINITY;
          timer = undefined;
          void wake();
        },
        Math.max(0, wakeAt - now().getTime()),
      );
      timer.unref();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/**
 * The crash game's rounds on a clock. A round is made when the previous one has crashed and paused
 * (or on the first call): bets are taken for `bettingMs`, then its client seed and crash point are
 * fixed (with the first bets' seeds mixed in) and the multiplier rises until the crash point. Each
 * call reads the clock and brings the rounds and bets up to date (an auto cash-out is paid once the
 * clock passes its multiplier; a lost bet is marked lost once its round has crashed, its stake left
 * at placement); on the wall clock the game also wakes itself for each auto cash-out, so one is paid
 * on time even when nobody calls. Calls run one at a time in this process, so two players never make
 * two rounds at once.
 */
export function createCrashGame(options: CrashGameOptions): CrashGame {
  const playerSeedsMixed = options.playerSeedsMixed ?? maxPlayerSeedsMixed;
  if (!Number.isInteger(playerSeedsMixed) || playerSeedsMixed < 0 || playerSeedsMixed > maxPlayerSeedsMixed) {
    throw new Error(`A crash round mixes in 0 to ${maxPlayerSeedsMixed} players' seeds (got ${playerSeedsMixed}).`);
  }
  const table: CrashTable = {
    db: options.db,
    events: options.events,
    gameCode: crashGameCode,
    chainLength: options.chainLength ?? DEFAULT_CRASH_CHAIN_LENGTH,
    drawChainSeed: options.drawChainSeed ?? drawChainSeed,
    drawClientSeed: options.drawClientSeed ?? drawClientSeed,
    bettingMs: options.bettingMs ?? 6000,
    pauseMs: options.pauseMs ?? 3000,
    playerSeedsMixed,
  };
  const now = options.now ?? (() => new Date());
  const serially = oneAtATime();
  const onAlarmError =
    options.onAlarmError ?? ((error: unknown) => console.error('The crash game could not wake itself.', error));
  const alarm =
    (options.alarm ?? options.now === undefined)
      ? createAlarm(table, now, () => onCurrentRound(async () => undefined, true).catch(onAlarmError))
      : null;
  /** Whether this process has looked for an auto cash-out to wake for since it started. */
  let alarmChecked = false;
  /**
   * Reads the clock, brings the rounds and bets up to date, and does `work` with the round on screen.
   * A call that may add an auto cash-out (a bet) or follow one (the wake-up) then sets the next
   * wake-up; the others (the pages' polls) leave that query out, but the first call of a process sets
   * it for the bets placed before a restart.
   */
  const onCurrentRound = <T>(work: (round: Round, at: Date) => Promise<T>, setsAlarm = false): Promise<T> =>
    serially(async () => {
      const at = now();
      const round = await currentRound(table, at);
      await settleDueBets(table, at);
      const done = await work(round, at);
      if (alarm !== null && (setsAlarm || !alarmChecked)) {
        alarmChecked = true;
        await alarm.after(round);
      }
      return done;
    });

  return {
    now,
    state: (playerId) => onCurrentRound((round, at) => stateOf(table, round, playerId, at)),
    placeBet: (playerId, stake, order) =>
      onCurrentRound(
        (round, at) =>
          placeCrashBet(
            table,
            round,
            playerId,
            stake,
            { slot: order?.slot ?? 1, autoCashOut: order?.autoCashOut ?? null, seed: order?.seed ?? null },
            at,
          ),
        true,
      ),
    cashOut: (playerId, slot = 1) => onCurrentRound((round, at) => cashOutCrashBet(table, round, playerId, slot, at)),
    async chain() {
      const chain = await latestChain(table.db, table.gameCode);
      return chain === null
        ? null
        : { terminatingHash: chain.terminatingHash, clientSeed: chain.clientSeed, length: chain.length };
    },
    stop: () => alarm?.stop(),
  };
}
