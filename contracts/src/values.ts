import * as z from 'zod/mini';

import { maxExactAmount, readMinor } from './money.js';

export { maxExactAmount } from './money.js';

// Money and odds as they travel. The ledger keeps numeric(18,2) decimals; answers to the client carry
// amounts as JSON numbers with at most two decimals (a double holds every such amount below 10^13
// exactly), and the api accepts decimal text as well, so nothing is rounded on the way in.

/** An amount with at most two decimals, e.g. 1500 or 12.5 or "12.50". */
export const moneyPattern = /^-?\d{1,16}(?:\.\d{1,2})?$/;

/**
 * A money amount as a JSON number: finite, below 10^13 in size, at most two decimals, so
 * `readMinor` (money.ts) reads it as exactly the minor units its writer meant.
 */
export const moneySchema = z.number().check(
  z.refine((value) => Math.abs(value) < maxExactAmount && readMinor(value).ok, {
    message: 'An amount has at most two decimals.',
  }),
);

export type Money = z.output<typeof moneySchema>;

/** Decimal odds of the exchange: 1.01 to 1000. */
export const minOdds = 1.01;
export const maxOdds = 1000;

export const oddsSchema = z.number().check(z.gte(minOdds), z.lte(maxOdds));

export type Odds = z.output<typeof oddsSchema>;
