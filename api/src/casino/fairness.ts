import { createHash, createHmac, randomBytes } from 'node:crypto';

// The crash game's fairness, written so a player can check every round (docs/adr/0019):
// 1. Before betting opens, the server draws a 32-byte seed and publishes SHA-256(seed), the seed
//    written as 64 lower-case hex characters and hashed as that text.
// 2. The crash point follows from the seed alone: h = HMAC-SHA256(key: the seed text, message:
//    "sbe_aviator"); r = the first 13 hex digits of h (52 bits); x = r / 2^52;
//    crash = max(1.00, floor(99 / (1 − x)) / 100), at most 1000.00. So P(crash ≥ m) = 0.99 / m:
//    a 1 % edge, taken as instant crashes at 1.00.
// 3. After the crash the seed is published: hashing it gives the published hash, and step 2 gives
//    the crash point. The game page does both in the browser (page/fair.js) for every past round.

export const crashHmacMessage = 'sbe_aviator';
export const maxCrashPoint = 1000;

/** A new round's secret: 32 random bytes as hex. */
export const drawServerSeed = (): string => randomBytes(32).toString('hex');

/** What is published before the round: SHA-256 of the seed text, hex. */
export const seedHashOf = (serverSeed: string): string => createHash('sha256').update(serverSeed, 'utf8').digest('hex');

/** The crash point of a seed, in hundredths (100 = 1.00×). */
export function crashPointHundredthsOf(serverSeed: string): number {
  const digest = createHmac('sha256', serverSeed).update(crashHmacMessage, 'utf8').digest('hex');
  const r = parseInt(digest.slice(0, 13), 16);
  const x = r / 2 ** 52;
  const hundredths = Math.floor(99 / (1 - x));
  return Math.min(Math.max(hundredths, 100), maxCrashPoint * 100);
}

// The multiplier doubles every 8 s of flight: m(t) = e^(k·t), t in ms.
export const growthPerMs = Math.LN2 / 8000;

/** The multiplier shown t ms into the flight, in hundredths, rounded down. */
export const multiplierHundredthsAt = (elapsedMs: number): number =>
  Math.floor(100 * Math.exp(growthPerMs * Math.max(0, elapsedMs)) + 1e-9);

/** How long a flight lasts before it crashes at this point, in whole ms. */
export const flightMsOf = (crashHundredths: number): number => Math.ceil(Math.log(crashHundredths / 100) / growthPerMs);
