import * as z from 'zod/mini';

import { moneySchema } from './values.js';

// Bonuses: what the operator offers (`Bonus/GetBonuses`) and claiming one (`Bonus/Claim`), which
// credits the ledger once. Wagering counts the stakes of the player's settled bets since the claim.

export const bonusStatuses = ['available', 'claimed', 'completed', 'expired'] as const;
export type BonusStatus = (typeof bonusStatuses)[number];

export const bonusMessages = {
  alreadyClaimed: 'You have already claimed this bonus.',
  expired: 'This bonus has expired.',
  unknown: 'There is no such bonus.',
} as const;

export const bonusSchema = z.looseObject({
  id: z.number(),
  code: z.string(),
  title: z.string(),
  description: z.string(),
  terms: z.string(),
  amount: moneySchema,
  /** Stakes to settle before the bonus may be withdrawn: amount × multiplier. */
  wageringRequired: moneySchema,
  /** Stakes settled since the claim; 0 before it. */
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
    .check(z.refine((value) => Number.isSafeInteger(value) && value > 0, bonusMessages.unknown)),
});
export type ClaimBonusRequest = z.input<typeof claimBonusRequestSchema>;
