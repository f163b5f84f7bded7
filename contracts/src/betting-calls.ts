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
/**
 * `Bet/ReplaceBet`: changes the price and stake of a bet's unmatched part on an exchange market. It
 * is a cancel and a new bet (same runner, side and in-play choice) placed under `idempotencyKey`:
 * the new bet joins the back of the queue at its price; the matched part stays as it was.
 */
export const replaceBetRequestSchema = z.object({
  idempotencyKey: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/)),
  betId: z.number().check(z.int(), z.gte(1)),
  odds: z.number(),
  stake: moneySchema,
});
export type ReplaceBetRequest = z.output<typeof replaceBetRequestSchema>;

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
  /** The names of the event and market, for lists of where the player's exposure is. */
  eventName: z.optional(z.string()),
  marketName: z.optional(z.string()),
  runners: z.array(runnerProfitLossSchema),
  exposure: moneySchema,
});
export type MarketProfitLoss = z.output<typeof marketProfitLossSchema>;

/**
 * The statuses `Bet/GetUserBetHistory` filters on: a bet's final status, or a settled bet's outcome
 * (WON: settled with a profit, LOST: settled with a loss).
 */
export const betHistoryStatuses = ['SETTLED', 'WON', 'LOST', 'VOID', 'CANCELLED', 'LAPSED'] as const;
export const betHistoryStatusSchema = z.enum(betHistoryStatuses);
export type BetHistoryStatus = z.output<typeof betHistoryStatusSchema>;

/** Longest period one profit and loss query may cover. */
export const maxProfitLossDays = 366;
const dayMs = 24 * 60 * 60 * 1000;

const isInstant = (text: string) => !Number.isNaN(Date.parse(text));
const notReversed = (query: { from?: string | undefined; to?: string | undefined }) =>
  query.from === undefined ||
  query.to === undefined ||
  !isInstant(query.from) ||
  !isInstant(query.to) ||
  Date.parse(query.from) <= Date.parse(query.to);

/**
 * `Bet/GetUserBetHistory`: settled, voided, cancelled and lapsed bets settled from `from` to `to`
 * (instants; the page sends the start and end of the player's days), newest first. `status` is one
 * status or a list of them (the bet history page asks for SETTLED and VOID).
 */
export const betHistoryRequestSchema = z
  .object({
    from: z.optional(z.string()),
    to: z.optional(z.string()),
    sportId: z.optional(z.number().check(z.int(), z.gte(1))),
    eventId: z.optional(z.number().check(z.int(), z.gte(1))),
    status: z.optional(z.union([betHistoryStatusSchema, z.array(betHistoryStatusSchema).check(z.minLength(1))])),
    SkipCount: z.optional(z.number().check(z.int(), z.gte(0))),
    MaxResultCount: z.optional(z.number().check(z.int(), z.gte(1), z.lte(100))),
  })
  .check(z.refine(notReversed, { message: 'periodDatesReversed', path: ['from'] }));
export type BetHistoryRequest = z.output<typeof betHistoryRequestSchema>;

export const betHistorySchema = z.looseObject({ totalCount: z.number(), items: z.array(betSchema) });
export type BetHistory = z.output<typeof betHistorySchema>;

const instantText = z.string('periodDatesRequired').check(z.refine(isInstant, { message: 'periodDatesRequired' }));
const countText = (field: string, max: number) =>
  z
    .pipe(z.union([z.number(), z.string()]), z.transform(Number))
    .check(
      z.refine(
        (value) => Number.isSafeInteger(value) && value >= (max === Infinity ? 0 : 1) && value <= max,
        max === Infinity
          ? `${field} must be a whole number, 0 or more.`
          : `${field} must be a whole number from 1 to ${max}.`,
      ),
    );

/**
 * `Bet/GetUserProfitLoss`: the player's profit and loss per event over the markets settled from
 * `from` to `to` (both required instants, at most 366 days apart), newest event first, a page at a
 * time; with the period's totals and its settlements in time order for a running total.
 */
export const profitLossHistoryQuerySchema = z
  .object({
    from: instantText,
    to: instantText,
    sportId: z.optional(
      z
        .pipe(z.union([z.number(), z.string()]), z.transform(Number))
        .check(z.refine((value) => Number.isSafeInteger(value) && value >= 1, 'sportId must be a sport id.')),
    ),
    SkipCount: countText('SkipCount', Infinity),
    MaxResultCount: countText('MaxResultCount', 100),
  })
  .check(
    z.refine((query) => Date.parse(query.from) <= Date.parse(query.to), {
      message: 'periodDatesReversed',
      path: ['from'],
    }),
    z.refine((query) => Date.parse(query.to) - Date.parse(query.from) <= maxProfitLossDays * dayMs, {
      message: 'periodTooLong',
      path: ['to'],
    }),
  );
export type ProfitLossHistoryQuery = z.input<typeof profitLossHistoryQuerySchema>;

/** One market of an event in the P/L: what its settlement credited or debited, and the commission on it. */
export const marketSettlementSchema = z.looseObject({
  marketId: z.string(),
  marketName: z.string(),
  settledAt: z.string(),
  bets: z.number(),
  /** The market's net P/L before commission (the ledger's `bet_settlement`). */
  profitLoss: moneySchema,
  /** The commission charged on it (the ledger's `commission`), 0 or more. */
  commission: moneySchema,
});
export type MarketSettlement = z.output<typeof marketSettlementSchema>;

/** One event's P/L over its markets settled in the period. `net` = `profitLoss` − `commission`. */
export const eventProfitLossSchema = z.looseObject({
  eventId: z.number(),
  eventName: z.string(),
  sportId: z.number(),
  settledAt: z.string(),
  bets: z.number(),
  profitLoss: moneySchema,
  commission: moneySchema,
  net: moneySchema,
  markets: z.array(marketSettlementSchema),
});
export type EventProfitLoss = z.output<typeof eventProfitLossSchema>;

export const profitLossTotalsSchema = z.looseObject({
  events: z.number(),
  bets: z.number(),
  profitLoss: moneySchema,
  commission: moneySchema,
  net: moneySchema,
});
export type ProfitLossTotals = z.output<typeof profitLossTotalsSchema>;

/** A moment money moved in the period: the net of the markets settled then. */
export const profitLossPointSchema = z.looseObject({ at: z.string(), net: moneySchema });
export type ProfitLossPoint = z.output<typeof profitLossPointSchema>;

export const profitLossHistorySchema = z.looseObject({
  totalCount: z.number(),
  items: z.array(eventProfitLossSchema),
  totals: profitLossTotalsSchema,
  series: z.array(profitLossPointSchema),
});
export type ProfitLossHistory = z.output<typeof profitLossHistorySchema>;

/** The hub's `Message` Code telling a player that one of their bets changed (placed, matched, settled…). */
export const betChangedCode = 'BetChanged';

/** The Data of a `BetChanged` message: the bet as it is now. */
export const betChangedMessageSchema = betSchema;
export type BetChangedMessage = z.output<typeof betChangedMessageSchema>;
