import * as z from 'zod/mini';

import { pagedResultSchema } from './account-calls.js';
import { type transactionMessages } from './transaction-refusals.js';
import { moneySchema } from './values.js';
import { wordingSchema } from './wording-schema.js';

// The account statement: the ledger read page by page (`Transaction/GetHistory`) and one entry in
// full (`Transaction/GetDetail`). Amounts travel as JSON numbers with two decimals at most.

/** The statement's type filter: each groups the ledger kinds of one business event. */
export const statementTypes = ['all', 'deposit', 'withdrawal', 'bonus', 'betting', 'casino', 'adjustment'] as const;
export type StatementType = (typeof statementTypes)[number];

/** The filter a ledger kind falls under; kinds a later feature adds fall under `adjustment` until named here. */
export function statementTypeOf(kind: string): Exclude<StatementType, 'all'> {
  if (kind.startsWith('deposit')) return 'deposit';
  if (kind.startsWith('withdrawal')) return 'withdrawal';
  if (kind.startsWith('bonus')) return 'bonus';
  if (kind.startsWith('bet') || kind.startsWith('commission')) return 'betting';
  if (kind.startsWith('casino')) return 'casino';
  return 'adjustment';
}

export { transactionMessages } from './transaction-refusals.js';

/** A code of the statement refusals. */
export type TransactionCode = keyof typeof transactionMessages;

// The code a broken rule gives as its zod message.
const says = <Code extends TransactionCode>(code: Code): Code => code;

/** Longest period one statement query may cover. */
export const maxStatementDays = 366;
/** Rows per page a caller may ask for. */
export const maxPageSize = 100;

const dayMs = 24 * 60 * 60 * 1000;
const instant = z.string(says('periodDatesRequired')).check(
  z.refine((text) => !Number.isNaN(Date.parse(text)), {
    message: says('periodDatesRequired'),
  }),
);

/** Page of a paged call, as numbers or as the query string's text. */
export const pageQueryShape = {
  SkipCount: z
    .pipe(z.union([z.number(), z.string()]), z.transform(Number))
    .check(
      z.refine((value) => Number.isSafeInteger(value) && value >= 0, 'SkipCount must be a whole number, 0 or more.'),
    ),
  MaxResultCount: z
    .pipe(z.union([z.number(), z.string()]), z.transform(Number))
    .check(
      z.refine(
        (value) => Number.isSafeInteger(value) && value >= 1 && value <= maxPageSize,
        `MaxResultCount must be a whole number from 1 to ${maxPageSize}.`,
      ),
    ),
};

/**
 * `Transaction/GetHistory`: the entries from `FromDate` to `ToDate` (instants, ISO 8601: the page
 * sends the start and end of the player's days, so the api needs no time zone), newest first.
 */
export const transactionHistoryQuerySchema = z
  .object({
    FromDate: instant,
    ToDate: instant,
    Type: z.optional(z.enum(statementTypes)),
    ...pageQueryShape,
  })
  .check(
    z.refine((query) => Date.parse(query.FromDate) <= Date.parse(query.ToDate), {
      message: says('periodDatesReversed'),
      path: ['FromDate'],
    }),
    z.refine((query) => Date.parse(query.ToDate) - Date.parse(query.FromDate) <= maxStatementDays * dayMs, {
      message: says('periodTooLong'),
      path: ['ToDate'],
    }),
  );
export type TransactionHistoryQuery = z.input<typeof transactionHistoryQuerySchema>;

/** One row of the statement. `balance` is the running balance the entry left. */
export const statementEntrySchema = z.looseObject({
  id: z.number(),
  date: z.string(),
  kind: z.string(),
  type: z.enum(statementTypes),
  description: z.string(),
  /** The description as a statement line (`statementLineTexts`): a code and its values; absent on old rows. */
  line: z.optional(wordingSchema),
  credit: moneySchema,
  debit: moneySchema,
  balance: moneySchema,
  reference: z.string(),
});
export type StatementEntry = z.output<typeof statementEntrySchema>;

export const transactionHistorySchema = pagedResultSchema(statementEntrySchema);
export type TransactionHistory = z.output<typeof transactionHistorySchema>;

export const transactionDetailQuerySchema = z.object({
  id: z
    .pipe(z.union([z.number(), z.string()]), z.transform(Number))
    .check(z.refine((value) => Number.isSafeInteger(value) && value > 0, 'id must be a positive whole number.')),
});
export type TransactionDetailQuery = z.input<typeof transactionDetailQuerySchema>;

/** One entry in full: the row and what the posting recorded beside it (payment, bonus, bet…). */
export const transactionDetailSchema = z.looseObject({
  ...statementEntrySchema.shape,
  amount: moneySchema,
  details: z.record(z.string(), z.unknown()),
});
export type TransactionDetail = z.output<typeof transactionDetailSchema>;
