import * as z from 'zod/mini';

// Money and odds as they travel. The ledger keeps numeric(18,2) decimals; answers to the client carry
// amounts as JSON numbers with at most two decimals (a double holds every such amount below 10^13
// exactly), and the api accepts decimal text as well, so nothing is rounded on the way in.

/** An amount with at most two decimals, e.g. 1500 or 12.5 or "12.50". */
export const moneyPattern = /^-?\d{1,16}(?:\.\d{1,2})?$/;

/** Below 10^13 every amount with two decimals survives a trip through a binary double. */
export const maxExactAmount = 10_000_000_000_000;

const hasAtMostTwoDecimals = (value: number): boolean => moneyPattern.test(String(value));

/** A money amount as a JSON number: finite, within the exact range, at most two decimals. */
export const moneySchema = z.number().check(
  z.refine((value) => Number.isFinite(value) && Math.abs(value) < maxExactAmount && hasAtMostTwoDecimals(value), {
    message: 'An amount has at most two decimals.',
  }),
);

export type Money = z.output<typeof moneySchema>;

/** Decimal odds of the exchange: 1.01 to 1000. */
export const minOdds = 1.01;
export const maxOdds = 1000;

export const oddsSchema = z.number().check(z.gte(minOdds), z.lte(maxOdds));

export type Odds = z.output<typeof oddsSchema>;
