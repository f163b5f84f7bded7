import type { Database, Queryable } from '../db/database.js';
import { fromMinorUnits, toMinorUnits } from '../players/money.js';
import type { PlayerEvents } from '../players/player-events.js';
import { chainHashAt, nextChainPlace, type ChainMaker } from './crash-chains.js';
import type { CrashPastRound, CrashPhase, CrashRoundSeed, CrashRoundView } from './crash-game.js';
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
  /** How many players' seeds a new round mixes into its client seed (0 to 3; docs/adr/0058). */
  readonly playerSeedsMixed: number;
}

/** The most players' seeds a round mixes in. */
export const maxPlayerSeedsMixed = 3;

/** Where a round's crash point comes from: its place in a hash chain (docs/adr/0056). */
export interface RoundChain {
  readonly chainId: number;
  readonly index: number;
  /** Secret until the round has crashed. */
  readonly gameHash: string;
  /** The chain's client seed, published with its terminating hash before its first round. */
  readonly chainClientSeed: string;
  readonly terminatingHash: string;
}

/** What a round's end is, fixed when its betting closes. */
export interface RoundOutcome {
  readonly crashHundredths: number;
  readonly crashesAt: Date;
  /**
   * The client seed its crash point was derived with: the chain's, then the mixed-in players' seeds,
   * joined by ':' (docs/adr/0058). Null for a round made before the hash chains.
   */
  readonly clientSeed: string | null;
}

/** One round as the game works with it: its clock, its chain and, once its betting has closed, its outcome. */
export interface Round {
  readonly id: number;
  readonly bettingOpensAt: Date;
  readonly startsAt: Date;
  /** Null for a round made before the hash chains, which ends as it began (its own seed). */
  readonly chain: RoundChain | null;
  /** How many players' seeds the round mixes in. */
  readonly playerSeedsMixed: number;
  /** Null while the round takes bets: its crash point waits for the players' seeds. */
  readonly outcome: RoundOutcome | null;
}

/** A round whose betting has closed, so its crash point is known. */
export type SealedRound = Round & { readonly outcome: RoundOutcome };

type RoundRow = {
  readonly id: number;
  readonly crash_point: string | null;
  readonly betting_opens_at: Date | string;
  readonly starts_at: Date | string;
  readonly crashes_at: Date | string | null;
  readonly player_seeds_mixed: number;
  readonly chain_id: number | string | null;
  readonly chain_index: number | null;
  readonly game_hash: string | null;
  readonly client_seed: string | null;
  readonly chain_client_seed: string | null;
  readonly terminating_hash: string | null;
};

const roundsWithChains = `SELECT r.id, r.crash_point::text AS crash_point, r.betting_opens_at, r.starts_at, r.crashes_at,
  r.player_seeds_mixed, r.chain_id, r.chain_index, r.game_hash, r.client_seed, c.client_seed AS chain_client_seed,
  c.terminating_hash
  FROM crash_rounds r LEFT JOIN crash_chains c ON c.id = r.chain_id`;

const chainOf = (row: RoundRow): RoundChain | null =>
  row.chain_id === null ||
  row.chain_index === null ||
  row.game_hash === null ||
  row.chain_client_seed === null ||
  row.terminating_hash === null
    ? null
    : {
        chainId: Number(row.chain_id),
        index: row.chain_index,
        gameHash: row.game_hash,
        chainClientSeed: row.chain_client_seed,
        terminatingHash: row.terminating_hash,
      };

const toRound = (row: RoundRow): Round => ({
  id: row.id,
  bettingOpensAt: new Date(row.betting_opens_at),
  startsAt: new Date(row.starts_at),
  chain: chainOf(row),
  playerSeedsMixed: row.player_seeds_mixed,
  outcome:
    row.crash_point === null || row.crashes_at === null
      ? null
      : {
          crashHundredths: Number(toMinorUnits(row.crash_point)),
          crashesAt: new Date(row.crashes_at),
          clientSeed: row.client_seed,
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

/** The advisory lock of a game's rounds: taken alone to make or seal a round, shared to place a bet. */
export const roundLockKey = (gameCode: string): string => `crash_rounds:${gameCode}`;

/**
 * The round's outcome, fixed when its betting closes (docs/adr/0058): its client seed is the chain's,
 * then the seeds of its first `playerSeedsMixed` bets that carry one, in the order placed, joined by
 * ':'. Call it under the game's round lock, taken alone: bets hold it shared, so every bet the round
 * took has committed and none comes after.
 */
async function seal(tx: Queryable, round: Round): Promise<SealedRound> {
  const { chain } = round;
  if (chain === null) throw new Error(`Crash round ${round.id} has no chain to seal it with.`);
  const seeds = await tx.query<{ id: number | string; seed: string }>(
    `SELECT id, seed FROM crash_bets WHERE round_id = $1 AND seed IS NOT NULL ORDER BY id LIMIT $2`,
    [round.id, round.playerSeedsMixed],
  );
  const clientSeed = [chain.chainClientSeed, ...seeds.map((bet) => bet.seed)].join(':');
  const crashHundredths = crashPointHundredthsOf(chain.gameHash, clientSeed);
  const crashesAt = new Date(round.startsAt.getTime() + flightMsOf(crashHundredths));
  await tx.query(
    `UPDATE crash_rounds SET client_seed = $2, crash_point = $3::numeric, crashes_at = $4
     WHERE id = $1 AND crash_point IS NULL`,
    [round.id, clientSeed, hundredthsText(crashHundredths), crashesAt],
  );
  for (const [position, bet] of seeds.entries()) {
    await tx.query('UPDATE crash_bets SET seed_position = $2 WHERE id = $1', [bet.id, position + 1]);
  }
  return { ...round, outcome: { crashHundredths, crashesAt, clientSeed } };
}

/**
 * The round on screen now: made if the last one is over, sealed if its betting has closed. Every
 * api process of a deployment makes rounds on the same table: the game's lock, taken for the
 * reading, the sealing and the making, lets one of them seal or make a round (and, when it needs
 * one, the next chain) and the others read it.
 */
export async function currentRound(table: CrashTable, at: Date): Promise<Round> {
  const { db, gameCode, bettingMs, pauseMs } = table;
  const dueForSeal = (round: Round | null): round is Round =>
    round !== null && round.outcome === null && at >= round.startsAt;
  const onScreen = (round: Round | null): round is Round =>
    round !== null && (round.outcome === null || at.getTime() < round.outcome.crashesAt.getTime() + pauseMs);
  const latest = await latestRound(db, gameCode);
  if (onScreen(latest) && !dueForSeal(latest)) return latest;
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [roundLockKey(gameCode)]);
    // Another process may have sealed or made it while this one waited for the lock. A round sealed
    // only now, long after its betting closed (nobody called meanwhile), may be over already.
    let made = await latestRound(tx, gameCode);
    if (dueForSeal(made)) made = await seal(tx, made);
    if (onScreen(made)) return made;
    const { chain, index } = await nextChainPlace(tx, table, at);
    const gameHash = await chainHashAt(tx, chain, index);
    const startsAt = new Date(at.getTime() + bettingMs);
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO crash_rounds (game_code, chain_id, chain_index, game_hash, player_seeds_mixed, betting_opens_at,
         starts_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [gameCode, chain.id, index, gameHash, table.playerSeedsMixed, at, startsAt],
    );
    if (row === undefined) throw new Error('The crash round was not written.');
    return {
      id: row.id,
      bettingOpensAt: at,
      startsAt,
      playerSeedsMixed: table.playerSeedsMixed,
      outcome: null,
      chain: {
        chainId: chain.id,
        index,
        gameHash,
        chainClientSeed: chain.clientSeed,
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
  return rows.map(toRound).flatMap(({ id, chain, outcome }) =>
    chain === null || outcome === null || outcome.clientSeed === null
      ? []
      : [
          {
            id,
            chainIndex: chain.index,
            gameHash: chain.gameHash,
            clientSeed: outcome.clientSeed,
            terminatingHash: chain.terminatingHash,
            crashPoint: outcome.crashHundredths / 100,
          },
        ],
  );
}

/** The round's outcome; only a round whose betting has closed has one. */
export function outcomeOf(round: Round): RoundOutcome {
  if (round.outcome === null) throw new Error(`Crash round ${round.id} still takes bets: it has no outcome yet.`);
  return round.outcome;
}

/**
 * Where the round is at `at`: taking bets, in flight, or crashed. A round on screen is sealed once
 * its betting has closed (`currentRound`), so only a round taking bets has no outcome.
 */
export function phaseOf(round: Round, at: Date): CrashPhase {
  if (at < round.startsAt) return 'betting';
  return at < outcomeOf(round).crashesAt ? 'flying' : 'crashed';
}

/** The multiplier at `at` in flight, never past the crash point. */
export const liveHundredths = (round: Round, at: Date): number =>
  Math.min(multiplierHundredthsAt(at.getTime() - round.startsAt.getTime()), outcomeOf(round).crashHundredths);

/**
 * The round as players see it at `at`: its chain's terminating hash and client seed and its place in
 * the chain always; from take-off its own client seed and the players' seeds mixed into it
 * (`playerSeeds`); its outcome and game hash only once it has crashed.
 */
export function roundView(
  round: Round,
  at: Date,
  pauseMs: number,
  playerSeeds: readonly CrashRoundSeed[],
): CrashRoundView {
  const phase = phaseOf(round, at);
  const crashed = phase === 'crashed';
  const outcome = phase === 'betting' ? null : outcomeOf(round);
  return {
    id: round.id,
    chainIndex: round.chain?.index ?? null,
    terminatingHash: round.chain?.terminatingHash ?? null,
    chainClientSeed: round.chain?.chainClientSeed ?? null,
    clientSeed: outcome?.clientSeed ?? null,
    playerSeedsMixed: round.playerSeedsMixed,
    playerSeeds: outcome === null ? [] : playerSeeds,
    phase,
    bettingOpensAt: round.bettingOpensAt.toISOString(),
    startsAt: round.startsAt.toISOString(),
    multiplier: outcome === null ? 1 : crashed ? outcome.crashHundredths / 100 : liveHundredths(round, at) / 100,
    crashPoint: crashed && outcome !== null ? outcome.crashHundredths / 100 : null,
    gameHash: crashed ? (round.chain?.gameHash ?? null) : null,
    crashedAt: crashed && outcome !== null ? outcome.crashesAt.toISOString() : null,
    nextRoundAt: crashed && outcome !== null ? new Date(outcome.crashesAt.getTime() + pauseMs).toISOString() : null,
  };
}
