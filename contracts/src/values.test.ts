import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { maxExactAmount, moneySchema, oddsSchema } from './values.js';

describe('moneySchema', () => {
  it('accepts every whole amount of minor units in the exact range', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(maxExactAmount * 100 - 1), max: maxExactAmount * 100 - 1 }), (minor) => {
        expect(moneySchema.safeParse(minor / 100).success).toBe(true);
      }),
    );
  });

  it('refuses a third decimal, infinities and amounts too large to be exact', () => {
    for (const amount of [0.001, 12.345, Number.POSITIVE_INFINITY, Number.NaN, maxExactAmount]) {
      expect(moneySchema.safeParse(amount).success).toBe(false);
    }
  });
});

describe('oddsSchema', () => {
  it('accepts 1.01 to 1000 and nothing outside', () => {
    expect(oddsSchema.safeParse(1.01).success).toBe(true);
    expect(oddsSchema.safeParse(1000).success).toBe(true);
    expect(oddsSchema.safeParse(1).success).toBe(false);
    expect(oddsSchema.safeParse(1000.5).success).toBe(false);
  });
});
