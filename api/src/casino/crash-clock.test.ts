import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { multiplierHundredthsAt, reachedAtMs } from './fairness.js';
import { createServerClock, multiplierHundredthsAt as pageMultiplier, payoutAt } from './page/crash-clock.js';

const doublingMs = 8000;

describe("the crash game page's round clock", () => {
  it('shows the multiplier the api shows and pays at every ms of a flight', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 80_000 }), (elapsedMs) => {
        expect(pageMultiplier(elapsedMs, doublingMs)).toBe(multiplierHundredthsAt(elapsedMs));
      }),
    );
    expect(pageMultiplier(reachedAtMs(150), doublingMs)).toBe(150);
    expect(pageMultiplier(reachedAtMs(150) - 1, doublingMs)).toBe(149);
    expect(pageMultiplier(-5, doublingMs)).toBe(100);
  });

  it('shows what a stake pays at a multiplier, rounded down to the paisa as the api pays it', () => {
    expect(payoutAt(100, 150)).toBe(150);
    expect(payoutAt(33.33, 123)).toBe(40.99);
    expect(payoutAt(10, 101)).toBe(10.1);
  });

  it("follows the server's clock from the answer with the shortest round trip", () => {
    const clock = createServerClock(3);
    expect(clock.now(1_000)).toBe(1_000);
    // The server's clock runs 5 s ahead; this answer took 100 ms.
    clock.record(10_050 + 5_000, 10_000, 10_100);
    expect(clock.offsetMs()).toBe(5_000);
    // A slow answer (2 s) whose midpoint guess is 900 ms off does not move the clock.
    clock.record(12_000 + 5_000 + 900, 11_000, 13_000);
    expect(clock.offsetMs()).toBe(5_000);
    expect(clock.now(20_000)).toBe(25_000);
    // Once the quick answer is no longer among the last three, the best of those is trusted.
    clock.record(14_100 + 5_010, 14_000, 14_200);
    clock.record(15_100 + 5_020, 15_000, 15_200);
    expect(clock.offsetMs()).toBe(5_010);
    // Nonsense answers are ignored.
    clock.record(Number.NaN, 16_000, 16_010);
    clock.record(17_000, 17_010, 17_000);
    expect(clock.offsetMs()).toBe(5_010);
  });
});
