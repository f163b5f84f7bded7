import * as z from 'zod/mini';

import { type bonusMessages } from './bonus-refusals.js';
import { moneySchema } from './values.js';

// Bonuses: what the operator offers (`Bonus/GetBonuses`) and claiming one (`Bonus/Claim`), which
// credits the ledger once. Wagering counts the matched stakes of the player's sports bets settled
// (not void, cancelled or lapsed) since the claim, filling the earliest claim first; until a claim's
// wagering is done its amount is locked: withdrawals may not take it.

export const bonusStatuses = ['available', 'claimed', 'completed', 'expired'] as const;
export type BonusStatus = (typeof bonusStatuses)[number];

export { bonusMessages } from './bonus-refusals.js';

/** A code of the bonus refusals. */
export type BonusCode = keyof typeof bonusMessages;

export const bonusSchema = z.looseObject({
  id: z.number(),
  code: z.string(),
  title: z.string(),
  description: z.string(),
  terms: z.string(),
  amount: moneySchema,
  /** Stakes to settle before the bonus may be withdrawn: amount × multiplier. */
  wageringRequired: moneySchema,
  /** Stakes settled since the claim counted towards this bonus, at most `wageringRequired`; 0 before it. */
  wagered: moneySchema,
  status: z.enum(bonusStatuses),
  expiresAt: z.string(),
  claimedAt: z.nullable(z.string()),
});
export type Bonus = z.output<typeof bonusSchema>;

export const bonusListSchema = z.array(bonusSchema);

export const claimBonusRequestSchema = z.object({
  id: z
    .pipe(z.union([z.number(), z.string()]), z.transform(Number))
    .check(z.refine((value) => Number.isSafeInteger(value) && value > 0, 'bonusUnknown' satisfies BonusCode)),
});
export type ClaimBonusRequest = z.input<typeof claimBonusRequestSchema>;
