import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { crashPointHundredthsOf, flightMsOf, multiplierHundredthsAt, seedHashOf } from './fairness.js';
import * as page from './page/fair.js';

const seedArbitrary = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Buffer.from(bytes).toString('hex'));

describe('the crash game fairness', () => {
  it('publishes the SHA-256 of the seed text', () => {
    // echo -n 0000…0000 | sha256sum
    expect(seedHashOf('0'.repeat(64))).toBe('60e05bd1b195af2f94112fa7197a5c88289058840ce7c6df9693756bc6250f55');
  });

  it('derives the same hash and crash point in the game page as on the server', async () => {
    await fc.assert(
      fc.asyncProperty(seedArbitrary, async (seed) => {
        expect(await page.seedHashOf(seed)).toBe(seedHashOf(seed));
        expect(await page.crashPointHundredthsOf(seed)).toBe(crashPointHundredthsOf(seed));
        expect(
          await page.verifyRound({
            serverSeed: seed,
            seedHash: seedHashOf(seed),
            crashPoint: crashPointHundredthsOf(seed) / 100,
          }),
        ).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it('lets the page catch a seed that does not match its hash or crash point', async () => {
    const seed = 'ab'.repeat(32);
    const round = { serverSeed: seed, seedHash: seedHashOf(seed), crashPoint: crashPointHundredthsOf(seed) / 100 };
    expect(await page.verifyRound({ ...round, seedHash: seedHashOf('cd'.repeat(32)) })).toBe(false);
    expect(await page.verifyRound({ ...round, crashPoint: round.crashPoint + 0.01 })).toBe(false);
    expect(await page.verifyRound({ ...round, serverSeed: 'not a seed' })).toBe(false);
  });

  it('keeps crash points from 1.00 to 1000.00, about 1 % of them instant', () => {
    const points = Array.from({ length: 4000 }, (_, index) => crashPointHundredthsOf(seedHashOf(`seed ${index}`)));
    expect(Math.min(...points)).toBeGreaterThanOrEqual(100);
    expect(Math.max(...points)).toBeLessThanOrEqual(100_000);
    const atLeastTwo = points.filter((point) => point >= 200).length / points.length;
    // P(crash ≥ 2) = 0.99 / 2.
    expect(atLeastTwo).toBeGreaterThan(0.45);
    expect(atLeastTwo).toBeLessThan(0.54);
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
});
