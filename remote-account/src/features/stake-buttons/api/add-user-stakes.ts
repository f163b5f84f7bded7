import { userStakeAddRequestSchema, userStakesResultSchema } from '@exchange/contracts';
import { defineEndpoint } from '@exchange/shared';

/** Saves the bet slip's eight stake buttons; the next login answers them as `stakes`. */
export const addUserStakes = defineEndpoint({
  method: 'POST',
  path: 'UserStake/Add',
  request: userStakeAddRequestSchema,
  result: userStakesResultSchema,
});
