import { bonusSchema, claimBonusRequestSchema } from '@exchange/contracts';
import { defineEndpoint } from '@exchange/shared';

/** Claims a bonus once; the api credits its amount to the balance. */
export const claimBonus = defineEndpoint({
  method: 'GET',
  path: 'Bonus/Claim',
  request: claimBonusRequestSchema,
  result: bonusSchema,
});
