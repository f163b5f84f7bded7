import type { Queryable } from '../db/database.js';
import { checkpointEvery, hashFromCheckpoint, makeChain } from './fairness.js';

// The crash game's hash chains in the database (docs/adr/0056). The chain seed is written once, when
// its chain is made, and never read back: the checkpoints give every round's hash.

/** A chain as the game uses it: everything public, and its length. */
export interface Chain {
  readonly id: number;
  readonly length: number;
  readonly terminatingHash: string;
  readonly clientSeed: string;
}

/** How a game makes its chains: their length and where their seeds come from. */
export interface ChainMaker {
  readonly gameCode: string;
  readonly chainLength: number;
  readonly drawChainSeed: () => string;
  readonly drawClientSeed: () => string;
}

type ChainRow = {
  readonly id: number | string;
  readonly length: number;
  readonly terminating_hash: string;
  readonly client_seed: string;
};

const toChain = (row: ChainRow): Chain => ({
  id: Number(row.id),
  length: row.length,
  terminatingHash: row.terminating_hash,
  clientSeed: row.client_seed,
});

/** The game's newest chain (the one its rounds play now, or will), if it has one. */
export async function latestChain(q: Queryable, gameCode: string): Promise<Chain | null> {
  const [row] = await q.query<ChainRow>(
    `SELECT id, length, terminating_hash, client_seed FROM crash_chains WHERE game_code = $1 ORDER BY id DESC LIMIT 1`,
    [gameCode],
  );
  return row === undefined ? null : toChain(row);
}

/**
 * Makes and stores a new chain: its seed, terminating hash, client seed and checkpoints. Called
 * under the game's round lock, so one process makes it; a chain of 1,000,000 hashes takes about a
 * second of this process's time.
 */
async function makeChainFor(tx: Queryable, maker: ChainMaker, at: Date): Promise<Chain> {
  const chainSeed = maker.drawChainSeed();
  const clientSeed = maker.drawClientSeed();
  const { terminatingHash, checkpoints } = makeChain(chainSeed, maker.chainLength);
  const [row] = await tx.query<ChainRow>(
    `INSERT INTO crash_chains (game_code, chain_seed, length, terminating_hash, client_seed, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, length, terminating_hash, client_seed`,
    [maker.gameCode, chainSeed, maker.chainLength, terminatingHash, clientSeed, at],
  );
  if (row === undefined) throw new Error('The crash chain was not written.');
  const chain = toChain(row);
  await tx.query(
    `INSERT INTO crash_chain_checkpoints (chain_id, chain_index, hash)
     SELECT $1, place.chain_index, place.hash FROM unnest($2::int[], $3::text[]) AS place(chain_index, hash)`,
    [chain.id, checkpoints.map((checkpoint) => checkpoint.index), checkpoints.map((checkpoint) => checkpoint.hash)],
  );
  return chain;
}

/** The game hash of a chain's round `index`: at most `checkpointEvery − 1` hashes from a stored one. */
export async function chainHashAt(q: Queryable, chain: Chain, index: number): Promise<string> {
  const [row] = await q.query<{ chain_index: number; hash: string }>(
    `SELECT chain_index, hash FROM crash_chain_checkpoints WHERE chain_id = $1 AND chain_index >= $2
     ORDER BY chain_index LIMIT 1`,
    [chain.id, index],
  );
  if (row === undefined || row.chain_index - index >= checkpointEvery) {
    throw new Error(`Chain ${chain.id} has no checkpoint near round ${index}.`);
  }
  return hashFromCheckpoint({ index: row.chain_index, hash: row.hash }, index);
}

/**
 * Where the game's next round lies: the next place of its newest chain, or the first of a new chain
 * when it has none or the newest is used up. Call it under the game's round lock.
 */
export async function nextChainPlace(
  tx: Queryable,
  maker: ChainMaker,
  at: Date,
): Promise<{ readonly chain: Chain; readonly index: number }> {
  const chain = await latestChain(tx, maker.gameCode);
  if (chain !== null) {
    const [used] = await tx.query<{ last: number | null }>(
      'SELECT max(chain_index) AS last FROM crash_rounds WHERE chain_id = $1',
      [chain.id],
    );
    const index = (used?.last ?? 0) + 1;
    if (index <= chain.length) return { chain, index };
  }
  return { chain: await makeChainFor(tx, maker, at), index: 1 };
}
