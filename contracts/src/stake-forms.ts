import * as z from 'zod/mini';

import { type stakeFormMessages } from './stake-refusals.js';
import { defaultStakeButtons, stakeButtonSchema } from './stakes.js';

export { stakeFormMessages } from './stake-refusals.js';

/** A code of the stake button rules. */
export type StakeFormCode = keyof typeof stakeFormMessages;

// The code a broken rule gives as its zod message.
const says = <Code extends StakeFormCode>(code: Code): Code => code;

export const stakeButtonCount = defaultStakeButtons.length;
export const maxStakeButtonValue = 10_000_000;
export const maxStakeLabelLength = 10;

const wholeNumberText = /^[0-9]{1,8}$/;

/** One button as typed: a label and a value in whole rupees. */
export const stakeButtonFormSchema = z.object({
  title: z
    .string()
    .check(z.trim(), z.minLength(1, says('stakeLabel')), z.maxLength(maxStakeLabelLength, says('stakeLabel'))),
  value: z.pipe(
    z.string().check(
      z.trim(),
      z.regex(wholeNumberText, says('stakeValue')),
      z.refine((text) => Number(text) >= 1 && Number(text) <= maxStakeButtonValue, says('stakeValue')),
    ),
    z.transform(Number),
  ),
});
export type StakeButtonForm = z.input<typeof stakeButtonFormSchema>;

/** `UserStake/Add`: the eight buttons of the bet slip, in order, as the bet slip stores them. */
export const userStakeAddRequestSchema = z
  .array(
    z.object({
      title: z
        .string()
        .check(z.trim(), z.minLength(1, says('stakeLabel')), z.maxLength(maxStakeLabelLength, says('stakeLabel'))),
      value: z
        .number()
        .check(z.int(says('stakeValue')), z.gte(1, says('stakeValue')), z.lte(maxStakeButtonValue, says('stakeValue'))),
    }),
  )
  .check(z.length(stakeButtonCount, says('stakeCount')));
export type UserStakeAddRequest = z.output<typeof userStakeAddRequestSchema>;

/** What `UserStake/Add` answers: the buttons as saved. */
export const userStakesResultSchema = z.array(stakeButtonSchema);
