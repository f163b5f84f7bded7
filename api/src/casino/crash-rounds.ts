import type { Database, Queryable } from '../db/database.js';
import { fromMinorUnits, toMinorUnits } from '../players/money.js';
import type { PlayerEvents } from '../players/player-events.js';
import { chainHashAt, nextChainPlace, type ChainMaker } from './crash-chains.js';
import type { CrashPastRound, CrashPhase, CrashRoundView } from './crash-game.js';
import { crashPointHundredthsOf, flightMsOf, multiplierHundredthsAt } from './fairness.js';

/** Where a crash game keeps its rounds and how it times them; every part of the game is handed it. */
export interface CrashTable extends ChainMaker {
  readonly db: Database;
  /** Told of each bet's and cash out's new balance, after its commit. */
  readonly events: PlayerEvents;
  /** The game the rounds belong to (`crash_rounds.game_code`), also named in its ledger references. */
  readonly gameCode: string;
  /** How long bets are taken before a flight. */
  readonly bettingMs: number;
  /** How long a crashed round stays on screen before the next one takes bets. */
  readonly pauseMs: number;
}

/** Where a round's crash point comes from: its place in a hash chain (docs/adr/0056). */
export interface RoundChain {
  readonly chainId: number;
  readonly index: number;
  /** Secret until the round has crashed. */
  readonly gameHash: string;
  readonly clientSeed: string;
  readonly terminatingHash: string;
}

/** One round as the game works with it: its crash point in hundredths, its clock and its chain. */
export interface Round {
  readonly id: number;
  readonly crashHundredths: number;
  readonly bettingOpensAt: Date;
  readonly startsAt: Date;
  readonly crashesAt: Date;
  /** Null for a round made before the hash chains, which ends as it began (its own seed). */
  readonly chain: RoundChain | null;
}

type RoundRow = {
  readonly id: number;
  readonly crash_point: string;
  readonly betting_opens_at: Date | string;
  readonly starts_at: Date | string;
  readonly crashes_at: Date | string;
  readonly chain_id: number | string | null;
  readonly chain_index: number | null;
  readonly game_hash: string | null;
  readonly client_seed: string | null;
  readonly terminating_hash: string | null;
};

const roundsWithChains = `SELECT r.id, r.crash_point::text AS crash_point, r.betting_opens_at, r.starts_at, r.crashes_at,
  r.chain_id, r.chain_index, r.game_hash, r.client_seed, c.terminating_hash
  FROM crash_rounds r LEFT JOIN crash_chains c ON c.id = r.chain_id`;

const toRound = (row: RoundRow): Round => ({
  id: row.id,
  crashHundredths: Number(toMinorUnits(row.crash_point)),
  bettingOpensAt: new Date(row.betting_opens_at),
  startsAt: new Date(row.starts_at),
  crashesAt: new Date(row.crashes_at),
  chain:
    row.chain_id === null ||
    row.chain_index === null ||
    row.game_hash === null ||
    row.client_seed === null ||
    row.terminating_hash === null
      ? null
      : {
          chainId: Number(row.chain_id),
          index: row.chain_index,
          gameHash: row.game_hash,
          clientSeed: row.client_seed,
          terminatingHash: row.terminating_hash,
        },
});

/** A multiplier in hundredths as the two-decimal text stored and shown ("2.35"). */
export const hundredthsText = (hundredths: number): string => fromMinorUnits(BigInt(hundredths));

async function latestRound(q: Queryable, gameCode: string): Promise<Round | null> {
  const [row] = await q.query<RoundRow>(`${roundsWithChains} WHERE r.game_code = $1 ORDER BY r.id DESC LIMIT 1`, [
    gameCode,
  ]);
  return row === undefined ? null : toRound(row);
}

/**
 * The round on screen now, made if the last one is over. Every api process of a deployment makes
 * rounds on the same table: the game's lock, taken for the reading and the making, lets one of them
 * make the next round (and, when it needs one, the next chain) and the others read it.
 */
export async function currentRound(table: CrashTable, at: Date): Promise<Round> {
  const { db, gameCode, bettingMs, pauseMs } = table;
  const onScreen = (round: Round | null): round is Round =>
    round !== null && at.getTime() < round.crashesAt.getTime() + pauseMs;
  const latest = await latestRound(db, gameCode);
  if (onScreen(latest)) return latest;
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`crash_rounds:${gameCode}`]);
    // Another process may have made it while this one waited for the lock.
    const made = await latestRound(tx, gameCode);
    if (onScreen(made)) return made;
    const { chain, index } = await nextChainPlace(tx, table, at);
    const gameHash = await chainHashAt(tx, chain, index);
    const crashHundredths = crashPointHundredthsOf(gameHash, chain.clientSeed);
    const startsAt = new Date(at.getTime() + bettingMs);
    const crashesAt = new Date(startsAt.getTime() + flightMsOf(crashHundredths));
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO crash_rounds (game_code, chain_id, chain_index, game_hash, client_seed, crash_point,
         betting_opens_at, starts_at, crashes_at)
       VALUES ($1, $2, $3, $4, $5, $6::numeric, $7, $8, $9) RETURNING id`,
      [gameCode, chain.id, index, gameHash, chain.clientSeed, hundredthsText(crashHundredths), at, startsAt, crashesAt],
    );
    if (row === undefined) throw new Error('The crash round was not written.');
    return {
      id: row.id,
      crashHundredths,
      bettingOpensAt: at,
      startsAt,
      crashesAt,
      chain: {
        chainId: chain.id,
        index,
        gameHash,
        clientSeed: chain.clientSeed,
        terminatingHash: chain.terminatingHash,
      },
    };
  });
}

/** How many past rounds a player sees. */
export const pastRoundsShown = 20;

/**
 * The last twenty rounds of the hash chains crashed by `at`, newest first, game hashes shown so
 * players can check them.
 */
export async function pastRounds(table: CrashTable, at: Date): Promise<CrashPastRound[]> {
  const rows = await table.db.query<RoundRow>(
    `${roundsWithChains} WHERE r.game_code = $1 AND r.crashes_at <= $2 AND r.chain_id IS NOT NULL
     ORDER BY r.id DESC LIMIT $3`,
    [table.gameCode, at, pastRoundsShown],
  );
  return rows.map(toRound).flatMap(({ id, chain, crashHundredths }) =>
    chain === null
      ? []
      : [
          {
            id,
            chainIndex: chain.index,
            gameHash: chain.gameHash,
            clientSeed: chain.clientSeed,
            terminatingHash: chain.terminatingHash,
            crashPoint: crashHundredths / 100,
          },
        ],
  );
}

/** Where the round is at `at`: taking bets, in flight, or crashed. */
export const phaseOf = (round: Round, at: Date): CrashPhase =>
  at < round.startsAt ? 'betting' : at < round.crashesAt ? 'flying' : 'crashed';

/** The multiplier at `at` in flight, never past the crash point. */
export const liveHundredths = (round: Round, at: Date): number =>
  Math.min(multiplierHundredthsAt(at.getTime() - round.startsAt.getTime()), round.crashHundredths);

/**
 * The round as players see it at `at`: its chain's terminating hash and client seed and its place in
 * the chain always; its outcome and game hash only once it has crashed.
 */
export function roundView(round: Round, at: Date, pauseMs: number): CrashRoundView {
  const phase = phaseOf(round, at);
  const crashed = phase === 'crashed';
  return {
    id: round.id,
    chainIndex: round.chain?.index ?? null,
    terminatingHash: round.chain?.terminatingHash ?? null,
    clientSeed: round.chain?.clientSeed ?? null,
    phase,
    bettingOpensAt: round.bettingOpensAt.toISOString(),
    startsAt: round.startsAt.toISOString(),
    multiplier: phase === 'betting' ? 1 : crashed ? round.crashHundredths / 100 : liveHundredths(round, at) / 100,
    crashPoint: crashed ? round.crashHundredths / 100 : null,
    gameHash: crashed ? (round.chain?.gameHash ?? null) : null,
    crashedAt: crashed ? round.crashesAt.toISOString() : null,
    nextRoundAt: crashed ? new Date(round.crashesAt.getTime() + pauseMs).toISOString() : null,
  };
}
