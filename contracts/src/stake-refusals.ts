import type { TemplateTable } from './wording.js';

/**
 * The stake button form's refusal codes and their English: the form says them next to a field in
 * the player's language, and `UserStake/Add` refuses with the same codes and words.
 */
export const stakeFormMessages = {
  stakeLabel: 'A label is 1 to 10 characters.',
  stakeValue: 'A stake is a whole number from 1 to 1,00,00,000.',
  stakeCount: 'There are exactly 8 stake buttons.',
} as const satisfies TemplateTable;
