import { createHash, createHmac, randomBytes } from 'node:crypto';

// The crash game's fairness, written so a player can check every round (docs/adr/0056):
// 1. A chain: from a secret chain seed (64 hex characters), hash_N = SHA-256(seed), and
//    hash_(i−1) = SHA-256(hash_i), each hash taken of the previous one written as 64 lower-case hex
//    characters. hash_0, the terminating hash, is published with the chain's client seed before the
//    chain's first round; round k of the chain plays hash_k, so rounds run hash_1, hash_2, … and a
//    revealed hash hashed k times gives the terminating hash (hashed once, the previous round's).
// 2. A round's crash point: m = HMAC-SHA256(key: the game hash's hex text, message: the client
//    seed's text). If m, read as a 256-bit integer, is divisible by 101, the round crashes at 1.00×.
//    Else with h = the first 13 hex digits of m (52 bits) and e = 2^52, the crash point in
//    hundredths is floor((100·e − h) / (e − h)), in exact integers, at most 1000.00.
//    So P(crash ≥ m) = (100/101) · 99 / (100·m − 1) for 1.01 ≤ m ≤ 1000, and cashing out at m
//    returns (99/101) · m / (m − 0.01) of the stake (`returnAtTarget`).
// 3. After the crash the game hash is published: the game page and /casino/fair redo 1 and 2 in the
//    browser (page/fair.js).

export const maxCrashPoint = 1000;
/** Every this many hashes of a chain one is stored, so a round's hash is near a stored one. */
export const checkpointEvery = 1000;

/** A new chain's secret: 32 random bytes as hex. */
export const drawChainSeed = (): string => randomBytes(32).toString('hex');

/** A new chain's public client seed: 16 random bytes as hex. */
export const drawClientSeed = (): string => randomBytes(16).toString('hex');

/** SHA-256 of a hash's (or the chain seed's) hex text, hex: the hash one place earlier in the chain. */
export const chainHashOf = (hash: string): string => createHash('sha256').update(hash, 'utf8').digest('hex');

/** A stored hash of a chain: hash_index. */
export interface ChainCheckpoint {
  readonly index: number;
  readonly hash: string;
}

/** A chain's terminating hash and its checkpoints: hash_length and every `checkpointEvery`th hash. */
export interface ChainMade {
  readonly terminatingHash: string;
  readonly checkpoints: readonly ChainCheckpoint[];
}

/** Walks a chain of `length` rounds from its seed down to its terminating hash. */
export function makeChain(chainSeed: string, length: number): ChainMade {
  let hash = chainHashOf(chainSeed);
  const checkpoints: ChainCheckpoint[] = [{ index: length, hash }];
  for (let index = length - 1; index >= 0; index -= 1) {
    hash = chainHashOf(hash);
    if (index > 0 && index % checkpointEvery === 0) checkpoints.push({ index, hash });
  }
  return { terminatingHash: hash, checkpoints };
}

/** hash_index of a chain, hashed down from a checkpoint at or after it. */
export function hashFromCheckpoint(checkpoint: ChainCheckpoint, index: number): string {
  if (index > checkpoint.index) throw new Error(`hash ${index} lies after checkpoint ${checkpoint.index}`);
  let hash = checkpoint.hash;
  for (let at = checkpoint.index; at > index; at -= 1) hash = chainHashOf(hash);
  return hash;
}

const e = 2n ** 52n;

/** The crash point of a game hash with a client seed, in hundredths (100 = 1.00×). */
export function crashPointHundredthsOf(gameHash: string, clientSeed: string): number {
  const mac = createHmac('sha256', Buffer.from(gameHash, 'utf8')).update(clientSeed, 'utf8').digest('hex');
  if (BigInt(`0x${mac}`) % 101n === 0n) return 100;
  const h = BigInt(`0x${mac.slice(0, 13)}`);
  return Math.min(Number((100n * e - h) / (e - h)), maxCrashPoint * 100);
}

/**
 * What a player gets back per unit staked, on average, cashing out at `targetHundredths`
 * (101 to 100 000): target × P(crash ≥ target) = (target / 100) · (100/101) · 99 / (target − 1).
 */
export const returnAtTarget = (targetHundredths: number): number =>
  (targetHundredths / 100) * (100 / 101) * (99 / (targetHundredths - 1));

// The multiplier doubles every 8 s of flight: m(t) = e^(k·t), t in ms.
export const growthPerMs = Math.LN2 / 8000;

/** The multiplier shown t ms into the flight, in hundredths, rounded down. */
export const multiplierHundredthsAt = (elapsedMs: number): number =>
  Math.floor(100 * Math.exp(growthPerMs * Math.max(0, elapsedMs)) + 1e-9);

/** How long a flight lasts before it crashes at this point, in whole ms. */
export const flightMsOf = (crashHundredths: number): number => Math.ceil(Math.log(crashHundredths / 100) / growthPerMs);

/**
 * The first whole ms of flight at which the multiplier shown reaches `hundredths`: an auto cash-out
 * at that multiplier happens then, and a cash-out by hand any earlier is paid less.
 */
export function reachedAtMs(hundredths: number): number {
  let ms = Math.max(0, flightMsOf(hundredths));
  while (ms > 0 && multiplierHundredthsAt(ms - 1) >= hundredths) ms -= 1;
  while (multiplierHundredthsAt(ms) < hundredths) ms += 1;
  return ms;
}
