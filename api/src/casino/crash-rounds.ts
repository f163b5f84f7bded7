import type { Database, Queryable } from '../db/database.js';
import { fromMinorUnits, toMinorUnits } from '../players/money.js';
import type { PlayerEvents } from '../players/player-events.js';
import type { CrashPastRound, CrashPhase, CrashRoundView } from './crash-game.js';
import { crashPointHundredthsOf, flightMsOf, multiplierHundredthsAt, seedHashOf } from './fairness.js';

/** Where a crash game keeps its rounds and how it times them; every part of the game is handed it. */
export interface CrashTable {
  readonly db: Database;
  /** Told of each bet's and cash out's new balance, after its commit. */
  readonly events: PlayerEvents;
  /** The game the rounds belong to (`crash_rounds.game_code`), also named in its ledger references. */
  readonly gameCode: string;
  /** Draws a round's seed. */
  readonly drawSeed: () => string;
  /** How long bets are taken before a flight. */
  readonly bettingMs: number;
  /** How long a crashed round stays on screen before the next one takes bets. */
  readonly pauseMs: number;
}

/** One round as the game works with it: its seed, its crash point in hundredths and its clock. */
export interface Round {
  readonly id: number;
  readonly serverSeed: string;
  readonly seedHash: string;
  readonly crashHundredths: number;
  readonly bettingOpensAt: Date;
  readonly startsAt: Date;
  readonly crashesAt: Date;
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

const roundColumns =
  'id, server_seed, seed_hash, crash_point::text AS crash_point, betting_opens_at, starts_at, crashes_at';

const toRound = (row: RoundRow): Round => ({
  id: row.id,
  serverSeed: row.server_seed,
  seedHash: row.seed_hash,
  crashHundredths: Number(toMinorUnits(row.crash_point)),
  bettingOpensAt: new Date(row.betting_opens_at),
  startsAt: new Date(row.starts_at),
  crashesAt: new Date(row.crashes_at),
});

/** A multiplier in hundredths as the two-decimal text stored and shown ("2.35"). */
export const hundredthsText = (hundredths: number): string => fromMinorUnits(BigInt(hundredths));

async function latestRound(q: Queryable, gameCode: string): Promise<Round | null> {
  const [row] = await q.query<RoundRow>(
    `SELECT ${roundColumns} FROM crash_rounds WHERE game_code = $1 ORDER BY id DESC LIMIT 1`,
    [gameCode],
  );
  return row === undefined ? null : toRound(row);
}

/**
 * The round on screen now, made if the last one is over; lost bets of crashed rounds settled. Every
 * api process of a deployment makes rounds on the same table: the game's lock, taken for the
 * reading and the making, lets one of them make the next round and the others read it.
 */
export async function currentRound(table: CrashTable, at: Date): Promise<Round> {
  const { db, gameCode, drawSeed, bettingMs, pauseMs } = table;
  await db.query(
    `UPDATE crash_bets SET status = 'lost', settled_at = r.crashes_at
     FROM crash_rounds r
     WHERE crash_bets.round_id = r.id AND crash_bets.status = 'open' AND r.crashes_at <= $1`,
    [at],
  );
  const onScreen = (round: Round | null): round is Round =>
    round !== null && at.getTime() < round.crashesAt.getTime() + pauseMs;
  const latest = await latestRound(db, gameCode);
  if (onScreen(latest)) return latest;
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`crash_rounds:${gameCode}`]);
    // Another process may have made it while this one waited for the lock.
    const made = await latestRound(tx, gameCode);
    if (onScreen(made)) return made;
    const serverSeed = drawSeed();
    const crashHundredths = crashPointHundredthsOf(serverSeed);
    const startsAt = new Date(at.getTime() + bettingMs);
    const crashesAt = new Date(startsAt.getTime() + flightMsOf(crashHundredths));
    const [row] = await tx.query<RoundRow>(
      `INSERT INTO crash_rounds (game_code, server_seed, seed_hash, crash_point, betting_opens_at, starts_at, crashes_at)
       VALUES ($1, $2, $3, $4::numeric, $5, $6, $7) RETURNING ${roundColumns}`,
      [gameCode, serverSeed, seedHashOf(serverSeed), hundredthsText(crashHundredths), at, startsAt, crashesAt],
    );
    if (row === undefined) throw new Error('The crash round was not written.');
    return toRound(row);
  });
}

/** The last twelve rounds crashed by `at`, newest first, seeds shown so players can check them. */
export async function pastRounds(table: CrashTable, at: Date): Promise<CrashPastRound[]> {
  const rows = await table.db.query<RoundRow>(
    `SELECT ${roundColumns} FROM crash_rounds WHERE game_code = $1 AND crashes_at <= $2
     ORDER BY id DESC LIMIT 12`,
    [table.gameCode, at],
  );
  return rows.map(toRound).map((past) => ({
    id: past.id,
    seedHash: past.seedHash,
    serverSeed: past.serverSeed,
    crashPoint: past.crashHundredths / 100,
  }));
}

/** Where the round is at `at`: taking bets, in flight, or crashed. */
export const phaseOf = (round: Round, at: Date): CrashPhase =>
  at < round.startsAt ? 'betting' : at < round.crashesAt ? 'flying' : 'crashed';

/** The multiplier at `at` in flight, never past the crash point. */
export const liveHundredths = (round: Round, at: Date): number =>
  Math.min(multiplierHundredthsAt(at.getTime() - round.startsAt.getTime()), round.crashHundredths);

/** The round as players see it at `at`: its outcome and seed only once it has crashed. */
export function roundView(round: Round, at: Date, pauseMs: number): CrashRoundView {
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
