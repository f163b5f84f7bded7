import { describe, expect, it } from 'vitest';

import {
  isOnLadder,
  ladderIndex,
  ladderLength,
  ladderMaximum,
  ladderMinimum,
  nearestOnLadder,
  priceAt,
  stepOdds,
} from './price-ladder.js';

describe('the price ladder', () => {
  it('runs from 1.01 to 1000 with the steps of each band', () => {
    expect(ladderMinimum).toBe(1.01);
    expect(ladderMaximum).toBe(1000);
    // 100 + 50 + 20 + 20 + 20 + 20 + 10 + 10 + 10 + 90 prices.
    expect(ladderLength).toBe(350);
    for (const valid of [1.01, 1.99, 2, 2.02, 2.98, 3.05, 4.1, 5.9, 6.2, 9.8, 10.5, 19.5, 21, 32, 55, 95, 110, 990]) {
      expect(isOnLadder(valid), String(valid)).toBe(true);
    }
    for (const invalid of [1, 1.005, 2.01, 3.01, 4.05, 6.1, 10.2, 20.5, 31, 52, 101, 1010]) {
      expect(isOnLadder(invalid), String(invalid)).toBe(false);
    }
  });

  it('takes a price only when it is exactly a ladder price, off by any amount being off the ladder', () => {
    for (const near of [2.000000001, 1.9999999999, 2.02 + 1e-12, 1000.0000001, 1.01 - 1e-10]) {
      expect(isOnLadder(near), String(near)).toBe(false);
      expect(ladderIndex(near), String(near)).toBe(-1);
    }
    // Each price as a two-decimal JSON number reads back on the ladder.
    for (let index = 0; index < ladderLength; index += 1) {
      const text = priceAt(index).toFixed(2);
      expect(isOnLadder(JSON.parse(text) as number), text).toBe(true);
    }
  });

  it('steps along the ladder across band edges and stops at its ends', () => {
    expect(stepOdds(1.99, 1)).toBe(2);
    expect(stepOdds(2, 1)).toBe(2.02);
    expect(stepOdds(2.02, -1)).toBe(2);
    expect(stepOdds(2, -1)).toBe(1.99);
    expect(stepOdds(1.01, -1)).toBe(1.01);
    expect(stepOdds(1000, 3)).toBe(1000);
    expect(stepOdds(1.5, 10)).toBe(1.6);
    // Off the ladder, the first step lands on the next ladder price.
    expect(stepOdds(2.01, 1)).toBe(2.02);
    expect(stepOdds(2.01, -1)).toBe(2);
  });

  it('keeps exact hundredths along the whole ladder', () => {
    for (let index = 0; index < ladderLength; index += 1) {
      const price = priceAt(index);
      expect(ladderIndex(price)).toBe(index);
      expect(Number(price.toFixed(2))).toBe(price);
    }
  });

  it('snaps typed odds to the nearest price', () => {
    expect(nearestOnLadder(2.01)).toBe(2);
    expect(nearestOnLadder(2.011)).toBe(2.02);
    expect(nearestOnLadder(7.3)).toBe(7.2);
    expect(nearestOnLadder(0.5)).toBe(1.01);
    expect(nearestOnLadder(5000)).toBe(1000);
    expect(nearestOnLadder(Number.NaN)).toBe(1.01);
  });
});
