import * as z from 'zod/mini';

import { moneySchema } from './values.js';

// The betting calls: placement, limits, open and current bets, cancel, cash out, projected P/L and
// history. Amounts travel as JSON numbers with at most two decimals (moneySchema); the api computes
// with minor units (exchange-math) and the client only shows what it is sent.

/** BACK/LAY on exchange and bookmaker markets; YES/NO on fancy lines. */
export const betSideSchema = z.enum(['BACK', 'LAY', 'YES', 'NO']);
export type BetSide = z.output<typeof betSideSchema>;

/** What happens to an unmatched exchange bet when its market turns in-play. */
export const inPlayPersistenceSchema = z.enum(['CANCEL', 'KEEP']);
export type InPlayPersistence = z.output<typeof inPlayPersistenceSchema>;

/**
 * `Bet/PlaceBetV2`. `idempotencyKey` is made by the client once per submission and sent again by
 * every retry of it: the api places one bet per key. `odds` is decimal odds (exchange), the 0–100
 * quote (bookmaker) or the run line (fancy, whose rate comes from the quote being taken).
 */
export const placeBetRequestSchema = z.object({
  idempotencyKey: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/)),
  marketId: z.string().check(z.minLength(1)),
  runnerId: z.number(),
  side: betSideSchema,
  odds: z.number(),
  stake: moneySchema,
  /** Take a better price than asked when one is available (always true for the house's markets). */
  acceptBetterOdds: z.optional(z.boolean()),
  persistence: z.optional(inPlayPersistenceSchema),
});
export type PlaceBetRequest = z.output<typeof placeBetRequestSchema>;

export const betStatusSchema = z.enum([
  'UNMATCHED',
  'PARTIALLY_MATCHED',
  'MATCHED',
  'CANCELLED',
  'LAPSED',
  'SETTLED',
  'VOID',
]);
export type BetStatus = z.output<typeof betStatusSchema>;

/** A bet as the player sees it; open bets carry `eventId` as the specification's open bets object does. */
export const betSchema = z.looseObject({
  id: z.number(),
  eventId: z.number(),
  eventName: z.string(),
  sportId: z.number(),
  marketId: z.string(),
  marketName: z.string(),
  marketType: z.string(),
  runnerId: z.number(),
  runnerName: z.string(),
  side: betSideSchema,
  /** Asked odds (or quote, or line). */
  odds: z.number(),
  /** Fancy: the rate per 100 of the quote taken. */
  rate: z.optional(z.nullable(z.number())),
  stake: moneySchema,
  matchedStake: moneySchema,
  unmatchedStake: moneySchema,
  /** Average odds of the matched part; null while nothing is matched. */
  averageMatchedOdds: z.nullable(z.number()),
  status: betStatusSchema,
  persistence: inPlayPersistenceSchema,
  placedAt: z.string(),
  /** After settlement: the bet's P/L (before commission) and when it was settled. */
  profitLoss: z.optional(z.nullable(moneySchema)),
  settledAt: z.optional(z.nullable(z.string())),
});
export type Bet = z.output<typeof betSchema>;

/** The answer to a placement: the bet and the balance and exposure it leaves. */
export const placeBetResultSchema = z.looseObject({
  bet: betSchema,
  balance: moneySchema,
  exposure: moneySchema,
});
export type PlaceBetResult = z.output<typeof placeBetResultSchema>;

/** `Odds/GetUserLimits`: per market type, what one bet may stake and win. */
export const betLimitSchema = z.looseObject({
  marketType: z.string(),
  minStake: moneySchema,
  maxStake: moneySchema,
  maxProfit: moneySchema,
});
export type BetLimit = z.output<typeof betLimitSchema>;
export const betLimitsSchema = z.array(betLimitSchema);

/** `Bet/CancelBets`: cancels the unmatched part of the player's bets; answers the bets as they are now. */
export const cancelBetsRequestSchema = z.object({
  betIds: z.array(z.number()).check(z.minLength(1), z.maxLength(100)),
});
export type CancelBetsRequest = z.output<typeof cancelBetsRequestSchema>;
export const cancelBetsResultSchema = z.looseObject({
  bets: z.array(betSchema),
  balance: moneySchema,
  exposure: moneySchema,
});

/** The shares of a position a player is offered to cash out, in percent. */
export const cashOutPercents = [25, 50, 75, 100] as const;

/**
 * `Bet/CashOut`: evens out `percent` (1–100, all when absent) of the player's position on an
 * exchange market at the current prices, with one hedging bet placed like any other.
 */
export const cashOutRequestSchema = z.object({
  idempotencyKey: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/)),
  marketId: z.string().check(z.minLength(1)),
  percent: z.optional(z.number().check(z.int(), z.gte(1), z.lte(100))),
});
export type CashOutRequest = z.output<typeof cashOutRequestSchema>;

/** One runner's projected P/L for the player's matched bets. */
export const runnerProfitLossSchema = z.object({ runnerId: z.number(), profitLoss: moneySchema });

/**
 * The answer to a cash out: the hedging bet as placed, the share of the position it was for, every
 * runner's P/L on the market afterwards (equal on all of them after a full cash out), and the
 * balance and exposure it leaves.
 */
export const cashOutResultSchema = z.looseObject({
  bet: betSchema,
  percent: z.number(),
  runners: z.array(runnerProfitLossSchema),
  balance: moneySchema,
  exposure: moneySchema,
});
export type CashOutResult = z.output<typeof cashOutResultSchema>;

/** An item of `Bet/GetUserExpectedProfitLoss` (the specification names its eventId). */
export const marketProfitLossSchema = z.looseObject({
  eventId: z.number(),
  marketId: z.string(),
  runners: z.array(runnerProfitLossSchema),
  exposure: moneySchema,
});
export type MarketProfitLoss = z.output<typeof marketProfitLossSchema>;

/** `Bet/GetUserBetHistory`: settled, voided, cancelled and lapsed bets in a period. */
export const betHistoryRequestSchema = z.object({
  from: z.optional(z.string()),
  to: z.optional(z.string()),
  sportId: z.optional(z.number()),
  status: z.optional(z.enum(['SETTLED', 'VOID', 'CANCELLED', 'LAPSED'])),
  SkipCount: z.optional(z.number().check(z.int(), z.gte(0))),
  MaxResultCount: z.optional(z.number().check(z.int(), z.gte(1), z.lte(100))),
});
export type BetHistoryRequest = z.output<typeof betHistoryRequestSchema>;

/** The hub's `Message` Code telling a player that one of their bets changed (placed, matched, settled…). */
export const betChangedCode = 'BetChanged';

/** The Data of a `BetChanged` message: the bet as it is now. */
export const betChangedMessageSchema = betSchema;
export type BetChangedMessage = z.output<typeof betChangedMessageSchema>;
