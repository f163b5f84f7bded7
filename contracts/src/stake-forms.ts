import * as z from 'zod/mini';

import { defaultStakeButtons, stakeButtonSchema } from './stakes.js';

/** What the stake button form says next to a field; `UserStake/Add` refuses with the same words. */
export const stakeFormMessages = {
  label: 'A label is 1 to 10 characters.',
  value: 'A stake is a whole number from 1 to 1,00,00,000.',
  count: 'There are exactly 8 stake buttons.',
} as const;

export const stakeButtonCount = defaultStakeButtons.length;
export const maxStakeButtonValue = 10_000_000;
export const maxStakeLabelLength = 10;

const wholeNumberText = /^[0-9]{1,8}$/;

/** One button as typed: a label and a value in whole rupees. */
export const stakeButtonFormSchema = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, stakeFormMessages.label),
      z.maxLength(maxStakeLabelLength, stakeFormMessages.label),
    ),
  value: z.pipe(
    z.string().check(
      z.trim(),
      z.regex(wholeNumberText, stakeFormMessages.value),
      z.refine((text) => Number(text) >= 1 && Number(text) <= maxStakeButtonValue, stakeFormMessages.value),
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
        .check(
          z.trim(),
          z.minLength(1, stakeFormMessages.label),
          z.maxLength(maxStakeLabelLength, stakeFormMessages.label),
        ),
      value: z
        .number()
        .check(
          z.int(stakeFormMessages.value),
          z.gte(1, stakeFormMessages.value),
          z.lte(maxStakeButtonValue, stakeFormMessages.value),
        ),
    }),
  )
  .check(z.length(stakeButtonCount, stakeFormMessages.count));
export type UserStakeAddRequest = z.output<typeof userStakeAddRequestSchema>;

/** What `UserStake/Add` answers: the buttons as saved. */
export const userStakesResultSchema = z.array(stakeButtonSchema);
