import type { Database, Queryable } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { InsufficientFundsError, postInTransaction } from '../ledger/ledger.js';
import { fromMinorUnits, toMinorUnits, type Money } from '../players/money.js';
import { playerEventsFor } from '../players/player-events.js';
import { lockAndAssertLossRoom } from '../responsible-play/responsible-play.js';
import { crashPointHundredthsOf, drawServerSeed, flightMsOf, multiplierHundredthsAt, seedHashOf } from './fairness.js';
import { gameServerMessage } from './game-page-strings.js';

export const crashGameCode = 'sbe_aviator';
export const minCrashStake = '10.00';
export const maxCrashStake = '100000.00';

export type CrashPhase = 'betting' | 'flying' | 'crashed';

export interface CrashGameOptions {
  readonly db: Database;
  /** The game's clock; tests pass their own. */
  readonly now?: () => Date;
  /** Draws a round's seed; tests pass fixed ones. */
  readonly drawSeed?: () => string;
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
  readonly seedHash: string;
  readonly phase: CrashPhase;
  readonly bettingOpensAt: string;
  readonly startsAt: string;
  /** 1.00 while bets are taken, the live value in flight, the crash point once crashed. */
  readonly multiplier: number;
  /** Only once crashed: before that they would tell the outcome. */
  readonly crashPoint: number | null;
  readonly serverSeed: string | null;
  readonly crashedAt: string | null;
  readonly nextRoundAt: string | null;
}

export interface CrashPastRound {
  readonly id: number;
  readonly seedHash: string;
  readonly serverSeed: string;
  readonly crashPoint: number;
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

type RoundRow = {
  readonly id: number;
  readonly server_seed: string;
  readonly seed_hash: string;
  readonly crash_point: string;
  readonly betting_opens_at: Date | string;
  readonly starts_at: Date | string;
  readonly crashes_at: Date | string;
};

type BetRow = {
  readonly round_id: number;
  readonly stake: string;
  readonly status: 'open' | 'won' | 'lost';
  readonly cashout_multiplier: string | null;
  readonly payout: string;
};

interface Round {
  readonly id: number;
  readonly serverSeed: string;
  readonly seedHash: string;
  readonly crashHundredths: number;
  readonly bettingOpensAt: Date;
  readonly startsAt: Date;
  readonly crashesAt: Date;
}

const roundColumns =
  'id, server_seed, seed_hash, crash_point::text AS crash_point, betting_opens_at, starts_at, crashes_at';
const betColumns =
  'round_id, stake::text AS stake, status, cashout_multiplier::text AS cashout_multiplier, payout::text AS payout';

const toRound = (row: RoundRow): Round => ({
  id: row.id,
  serverSeed: row.server_seed,
  seedHash: row.seed_hash,
  crashHundredths: Number(toMinorUnits(row.crash_point)),
  bettingOpensAt: new Date(row.betting_opens_at),
  startsAt: new Date(row.starts_at),
  crashesAt: new Date(row.crashes_at),
});

const toBetView = (row: BetRow): CrashBetView => ({
  roundId: row.round_id,
  stake: Number(row.stake),
  status: row.status,
  cashoutMultiplier: row.cashout_multiplier === null ? null : Number(row.cashout_multiplier),
  payout: Number(row.payout),
});

const hundredthsText = (hundredths: number): string => fromMinorUnits(BigInt(hundredths));

const stakeText = /^\d{1,13}(?:\.\d{1,2})?$/;

/** A stake as the player sent it (number or text) → Money, or the message that says why not. */
export function readStake(value: unknown): Money {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string' || !stakeText.test(text.trim())) {
    throw new HttpError(400, gameServerMessage('stakeFormat'));
  }
  const stake = toMinorUnits(text.trim());
  if (stake < toMinorUnits(minCrashStake) || stake > toMinorUnits(maxCrashStake)) {
    throw new HttpError(400, gameServerMessage('stakeRange', { min: minCrashStake, max: maxCrashStake }));
  }
  return fromMinorUnits(stake);
}

export interface CrashGame {
  state(playerId: number): Promise<CrashState>;
  placeBet(playerId: number, stake: Money): Promise<CrashBetResult>;
  cashOut(playerId: number): Promise<CrashBetResult>;
}

/**
 * The crash game's rounds on a clock. A round is made when the previous one has crashed and paused
 * (or on the first call): bets are taken for `bettingMs`, then the multiplier rises until the
 * round's crash point. Nothing runs between calls: each call reads the clock and brings the rounds
 * up to date (a lost bet is marked lost once its round has crashed; its stake left at placement).
 * Calls run one at a time in this process, so two players never make two rounds at once.
 */
export function createCrashGame(options: CrashGameOptions): CrashGame {
  const { db, now = () => new Date(), drawSeed = drawServerSeed, bettingMs = 6000, pauseMs = 3000 } = options;
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  async function latestRound(q: Queryable): Promise<Round | null> {
    const [row] = await q.query<RoundRow>(
      `SELECT ${roundColumns} FROM crash_rounds WHERE game_code = $1 ORDER BY id DESC LIMIT 1`,
      [crashGameCode],
    );
    return row === undefined ? null : toRound(row);
  }

  /** The round on screen now, made if the last one is over; lost bets of crashed rounds settled. */
  async function currentRound(at: Date): Promise<Round> {
    await db.query(
      `UPDATE crash_bets SET status = 'lost', settled_at = r.crashes_at
       FROM crash_rounds r
       WHERE crash_bets.round_id = r.id AND crash_bets.status = 'open' AND r.crashes_at <= $1`,
      [at],
    );
    const latest = await latestRound(db);
    if (latest !== null && at.getTime() < latest.crashesAt.getTime() + pauseMs) return latest;
    const serverSeed = drawSeed();
    const crashHundredths = crashPointHundredthsOf(serverSeed);
    const startsAt = new Date(at.getTime() + bettingMs);
    const crashesAt = new Date(startsAt.getTime() + flightMsOf(crashHundredths));
    const [row] = await db.query<RoundRow>(
      `INSERT INTO crash_rounds (game_code, server_seed, seed_hash, crash_point, betting_opens_at, starts_at, crashes_at)
       VALUES ($1, $2, $3, $4::numeric, $5, $6, $7) RETURNING ${roundColumns}`,
      [crashGameCode, serverSeed, seedHashOf(serverSeed), hundredthsText(crashHundredths), at, startsAt, crashesAt],
    );
    if (row === undefined) throw new Error('The crash round was not written.');
    return toRound(row);
  }

  const phaseOf = (round: Round, at: Date): CrashPhase =>
    at < round.startsAt ? 'betting' : at < round.crashesAt ? 'flying' : 'crashed';

  /** The multiplier at `at` in flight, never past the crash point. */
  const liveHundredths = (round: Round, at: Date): number =>
    Math.min(multiplierHundredthsAt(at.getTime() - round.startsAt.getTime()), round.crashHundredths);

  function roundView(round: Round, at: Date): CrashRoundView {
    const phase = phaseOf(round, at);
    const crashed = phase === 'crashed';
    return {
      id: round.id,
      seedHash: round.seedHash,
      phase,
      bettingOpensAt: round.bettingOpensAt.toISOString(),
      startsAt: round.startsAt.toISOString(),
      multiplier: phase === 'betting' ? 1 : crashed ? round.crashHundredths / 100 : liveHundredths(round, at) / 100,
      crashPoint: crashed ? round.crashHundredths / 100 : null,
      serverSeed: crashed ? round.serverSeed : null,
      crashedAt: crashed ? round.crashesAt.toISOString() : null,
      nextRoundAt: crashed ? new Date(round.crashesAt.getTime() + pauseMs).toISOString() : null,
    };
  }

  async function betOf(q: Queryable, roundId: number, playerId: number): Promise<BetRow | undefined> {
    const [row] = await q.query<BetRow>(`SELECT ${betColumns} FROM crash_bets WHERE round_id = $1 AND player_id = $2`, [
      roundId,
      playerId,
    ]);
    return row;
  }

  async function balanceOf(playerId: number): Promise<number> {
    const [row] = await db.query<{ balance: string }>('SELECT balance::text AS balance FROM players WHERE id = $1', [
      playerId,
    ]);
    return Number(row?.balance ?? 0);
  }

  const reference = (roundId: number, playerId: number): string => `${crashGameCode}:${roundId}:${playerId}`;

  return {
    state: (playerId) =>
      serially(async () => {
        const at = now();
        const round = await currentRound(at);
        const [bet, history, balance] = await Promise.all([
          betOf(db, round.id, playerId),
          db.query<RoundRow>(
            `SELECT ${roundColumns} FROM crash_rounds WHERE game_code = $1 AND crashes_at <= $2
             ORDER BY id DESC LIMIT 12`,
            [crashGameCode, at],
          ),
          balanceOf(playerId),
        ]);
        return {
          serverTime: at.toISOString(),
          doublingMs: 8000,
          round: roundView(round, at),
          bet: bet === undefined ? null : toBetView(bet),
          history: history.map(toRound).map((past) => ({
            id: past.id,
            seedHash: past.seedHash,
            serverSeed: past.serverSeed,
            crashPoint: past.crashHundredths / 100,
          })),
          balance,
          limits: { minStake: Number(minCrashStake), maxStake: Number(maxCrashStake) },
        };
      }),

    placeBet: (playerId, stake) =>
      serially(async () => {
        const at = now();
        const round = await currentRound(at);
        if (phaseOf(round, at) !== 'betting') {
          throw new HttpError(409, gameServerMessage('betsClosed'));
        }
        let posted;
        try {
          posted = await db.transaction(async (tx) => {
            if ((await betOf(tx, round.id, playerId)) !== undefined) {
              throw new HttpError(409, gameServerMessage('betTwice'));
            }
            // The stake is what the round can lose: with the losses settled and what the player's
            // open bets could lose, it must fit the loss limits, counted under the player's lock.
            await lockAndAssertLossRoom(tx, playerId, at, toMinorUnits(stake));
            await tx.query(
              'INSERT INTO crash_bets (round_id, player_id, stake, placed_at) VALUES ($1, $2, $3::numeric, $4)',
              [round.id, playerId, stake, at],
            );
            const result = await postInTransaction(tx, {
              playerId,
              kind: 'casino_stake',
              amount: `-${stake}`,
              reference: reference(round.id, playerId),
              description: `Aviator round ${round.id}: stake`,
              details: { game: crashGameCode, roundId: round.id, seedHash: round.seedHash },
            });
            const bet = await betOf(tx, round.id, playerId);
            if (bet === undefined) throw new Error('The crash bet was not written.');
            return { result, bet };
          });
        } catch (error) {
          if (error instanceof InsufficientFundsError) {
            throw new HttpError(
              400,
              gameServerMessage('balanceLow', { available: error.available, requested: error.requested }),
            );
          }
          throw error;
        }
        playerEventsFor(db).emitBalanceChanged({
          playerId,
          balance: posted.result.balance,
          exposure: posted.result.exposure,
        });
        return { bet: toBetView(posted.bet), balance: Number(posted.result.balance) };
      }),

    cashOut: (playerId) =>
      serially(async () => {
        const at = now();
        const round = await currentRound(at);
        const bet = await betOf(db, round.id, playerId);
        if (bet === undefined || bet.status === 'won') {
          throw new HttpError(409, gameServerMessage('nothingToCashOut'));
        }
        const phase = phaseOf(round, at);
        if (phase === 'betting') throw new HttpError(409, gameServerMessage('notStarted'));
        if (phase === 'crashed' || bet.status === 'lost') {
          throw new HttpError(409, gameServerMessage('tooLate', { point: hundredthsText(round.crashHundredths) }));
        }
        const multiplier = liveHundredths(round, at);
        const payout = fromMinorUnits((toMinorUnits(bet.stake) * BigInt(multiplier)) / 100n);
        const posted = await db.transaction(async (tx) => {
          await tx.query(
            `UPDATE crash_bets SET status = 'won', cashout_multiplier = $3::numeric, payout = $4::numeric, settled_at = $5
             WHERE round_id = $1 AND player_id = $2`,
            [round.id, playerId, hundredthsText(multiplier), payout, at],
          );
          const result = await postInTransaction(tx, {
            playerId,
            kind: 'casino_win',
            amount: payout,
            reference: reference(round.id, playerId),
            description: `Aviator round ${round.id}: cashed out at ${hundredthsText(multiplier)}×`,
            details: { game: crashGameCode, roundId: round.id, multiplier: hundredthsText(multiplier) },
          });
          const settled = await betOf(tx, round.id, playerId);
          if (settled === undefined) throw new Error('The crash bet disappeared.');
          return { result, bet: settled };
        });
        playerEventsFor(db).emitBalanceChanged({
          playerId,
          balance: posted.result.balance,
          exposure: posted.result.exposure,
        });
        return { bet: toBetView(posted.bet), balance: Number(posted.result.balance) };
      }),
  };
}
