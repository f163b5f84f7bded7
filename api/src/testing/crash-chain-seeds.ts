import { chainHashOf, crashPointHundredthsOf, drawChainSeed } from '../casino/fairness.js';

/**
 * A chain seed drawn at random until the chain's first round (hash_1 = SHA-256(seed)) crashes, with
 * `clientSeed`, at or above `minHundredths` and at or below `maxHundredths`: tests' and the browser
 * tests' rounds of a known reach. Only a round that mixes in no player's seed keeps that point.
 */
export function chainSeedCrashingWithin(clientSeed: string, minHundredths: number, maxHundredths = Infinity): string {
  for (;;) {
    const seed = drawChainSeed();
    const point = crashPointHundredthsOf(chainHashOf(seed), clientSeed);
    if (point >= minHundredths && point <= maxHundredths) return seed;
  }
}
