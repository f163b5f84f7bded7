import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  chainHashOf,
  checkpointEvery,
  crashPointHundredthsOf,
  flightMsOf,
  hashFromCheckpoint,
  makeChain,
  multiplierHundredthsAt,
  reachedAtMs,
  returnAtTarget,
} from './fairness.js';
import * as page from './page/fair.js';

const hashArbitrary = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Buffer.from(bytes).toString('hex'));
const clientSeedArbitrary = fc.oneof(hashArbitrary, fc.string({ minLength: 1, maxLength: 64 }));

/** The hashes of a chain from its seed, hash_length first and hash_0 (its terminating hash) last. */
function walkChain(chainSeed: string, length: number): string[] {
  const hashes = [chainHashOf(chainSeed)];
  for (let index = length - 1; index >= 0; index -= 1) hashes.push(chainHashOf(hashes[hashes.length - 1] ?? ''));
  return hashes;
}

describe('the crash game fairness', () => {
  it('hashes the hex text of a hash, as the chain is made', () => {
    // echo -n 0000…0000 | sha256sum
    expect(chainHashOf('0'.repeat(64))).toBe('60e05bd1b195af2f94112fa7197a5c88289058840ce7c6df9693756bc6250f55');
  });

  it('derives crash points as computed independently (Python hmac, integer arithmetic)', async () => {
    const cases: [string, string, number][] = [
      ['271a413bd339c5709fdceaec41f14f11e9fbfb5042d72d331c65f32b284cd09a', '0f1e2d3c4b5a69788796a5b4c3d2e1f0', 125],
      ['0'.repeat(64), 'client seed', 216],
      // HMAC divisible by 101: 1.00× although its first 52 bits alone would give 1.47×.
      ['0'.repeat(64), 'seed 17', 100],
    ];
    for (const [gameHash, clientSeed, hundredths] of cases) {
      expect(crashPointHundredthsOf(gameHash, clientSeed)).toBe(hundredths);
      expect(await page.crashPointHundredthsOf(gameHash, clientSeed)).toBe(hundredths);
    }
  });

  it('gives the same crash point in the browser as on the server for any game hash and client seed', async () => {
    await fc.assert(
      fc.asyncProperty(hashArbitrary, clientSeedArbitrary, async (gameHash, clientSeed) => {
        expect(await page.crashPointHundredthsOf(gameHash, clientSeed)).toBe(
          crashPointHundredthsOf(gameHash, clientSeed),
        );
        expect(await page.chainHashOf(gameHash)).toBe(chainHashOf(gameHash));
      }),
      { numRuns: 300 },
    );
  });

  it('makes a chain whose every hash, hashed k times, gives the terminating hash', async () => {
    const length = 2500;
    const hashes = walkChain('ab'.repeat(32), length);
    const hashAt = (index: number) => hashes[length - index] ?? '';
    const { terminatingHash, checkpoints } = makeChain('ab'.repeat(32), length);
    expect(terminatingHash).toBe(hashAt(0));
    expect(checkpoints.map((checkpoint) => checkpoint.index)).toEqual([2500, 2000, 1000]);
    for (const checkpoint of checkpoints) expect(checkpoint.hash).toBe(hashAt(checkpoint.index));
    for (const index of [1, 2, 999, 1000, 1001, 1999, 2001, 2499, 2500]) {
      const checkpoint = checkpoints.filter((stored) => stored.index >= index).at(-1);
      if (checkpoint === undefined) throw new Error(`no checkpoint after ${index}`);
      expect(checkpoint.index - index).toBeLessThan(checkpointEvery);
      expect(hashFromCheckpoint(checkpoint, index)).toBe(hashAt(index));
    }
    for (const index of [1, 2, 1500]) {
      expect(await page.verifyChain({ gameHash: hashAt(index), terminatingHash, chainIndex: index })).toBe(true);
    }
    // The round after a checked one is one step from it; a wrong place or chain does not check.
    expect(await page.verifyChain({ gameHash: hashAt(1501), terminatingHash, chainIndex: 1501 })).toBe(true);
    expect(await page.verifyChain({ gameHash: hashAt(1502), terminatingHash, chainIndex: 1501 })).toBe(false);
    expect(await page.verifyChain({ gameHash: hashAt(1499), terminatingHash, chainIndex: 1501 })).toBe(false);
    expect(await page.verifyChain({ gameHash: hashAt(3), terminatingHash: hashAt(1), chainIndex: 3 })).toBe(false);
    expect(await page.verifyChain({ gameHash: hashAt(3), terminatingHash, chainIndex: 0 })).toBe(false);
    // Each hash, hashed once, is the round before: the standalone page lists them with their points.
    const earlier = await page.earlierRounds(hashAt(10), 'client', 3);
    expect(earlier.map((round) => round.gameHash)).toEqual([hashAt(10), hashAt(9), hashAt(8), hashAt(7)]);
    expect(earlier.map((round) => round.crashHundredths)).toEqual(
      [10, 9, 8, 7].map((index) => crashPointHundredthsOf(hashAt(index), 'client')),
    );
  });

  it('lets the page catch a round whose crash point, client seed or place does not match', async () => {
    const hashes = walkChain('cd'.repeat(32), 5);
    const round = {
      gameHash: hashes[2] ?? '',
      clientSeed: 'client',
      terminatingHash: hashes[5] ?? '',
      chainIndex: 3,
      crashPoint: crashPointHundredthsOf(hashes[2] ?? '', 'client') / 100,
    };
    expect(await page.verifyRound(round)).toBe(true);
    expect(await page.verifyRound({ ...round, crashPoint: round.crashPoint + 0.01 })).toBe(false);
    expect(crashPointHundredthsOf(round.gameHash, 'another')).not.toBe(Math.round(round.crashPoint * 100));
    expect(await page.verifyRound({ ...round, clientSeed: 'another' })).toBe(false);
    expect(await page.verifyRound({ ...round, chainIndex: 4 })).toBe(false);
    expect(await page.verifyRound({ ...round, gameHash: 'not a hash' })).toBe(false);
  });

  it('keeps the stated house edge over a chain of 1,000,000 rounds', () => {
    // A player cashing out at each of 1.01×, 1.10×, 1.25× and 1.50× with a quarter of the stake
    // gets back (99/101)·m/(m − 0.01) of each quarter: 98.852 % in all, an edge of 1.148 %. The
    // return of one round of that mix has a standard deviation of 0.351, so over 1,000,000 rounds
    // the measured return has a standard error of 0.035 percentage points.
    const targets = [101, 110, 125, 150];
    const stated = targets.reduce((sum, target) => sum + returnAtTarget(target), 0) / targets.length;
    expect(1 - stated).toBeCloseTo(0.01148, 5);
    const length = 1_000_000;
    const clientSeed = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
    let hash = chainHashOf('5e'.repeat(32));
    let paid = 0;
    let instant = 0;
    let highest = 0;
    for (let index = length; index >= 1; index -= 1) {
      const point = crashPointHundredthsOf(hash, clientSeed);
      for (const target of targets) if (point >= target) paid += target / 100;
      if (point === 100) instant += 1;
      highest = Math.max(highest, point);
      hash = chainHashOf(hash);
    }
    expect(hash).toBe(makeChain('5e'.repeat(32), length).terminatingHash);
    const measured = paid / targets.length / length;
    expect(Math.abs(measured - stated)).toBeLessThan(0.001);
    // 1.00× comes from the 1 in 101 and from the formula below 1.01×: 1/101 + (100/101)·0.01.
    expect(Math.abs(instant / length - (1 / 101 + (100 / 101) * 0.01))).toBeLessThan(0.001);
    expect(highest).toBe(100_000);
  });

  it('reaches the crash point exactly when the flight ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 100_000 }), (crash) => {
        const flight = flightMsOf(crash);
        expect(multiplierHundredthsAt(flight)).toBeGreaterThanOrEqual(crash);
        if (flight > 0) expect(multiplierHundredthsAt(flight - 1)).toBeLessThanOrEqual(crash);
      }),
    );
    expect(multiplierHundredthsAt(0)).toBe(100);
    expect(multiplierHundredthsAt(8000)).toBe(200);
  });

  it('puts an auto cash-out at the first ms the multiplier shows its target, never after the crash', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), (target, crash) => {
        const at = reachedAtMs(target);
        expect(multiplierHundredthsAt(at)).toBeGreaterThanOrEqual(target);
        expect(multiplierHundredthsAt(at - 1)).toBeLessThan(target);
        // A round that crashes at or above the target is still flying, or just crashing, then.
        if (crash >= target) expect(at).toBeLessThanOrEqual(flightMsOf(crash));
      }),
    );
    expect(reachedAtMs(200)).toBe(8000);
  });
});
