import { cancelBetsRequestSchema, cancelBetsResultSchema } from '@exchange/contracts';
import { defineEndpoint } from '@exchange/shared';

/** `Bet/CancelBets`: cancels the unmatched part of the player's bets and answers them as they are now. */
export const cancelBets = defineEndpoint({
  method: 'POST',
  path: 'Bet/CancelBets',
  request: cancelBetsRequestSchema,
  result: cancelBetsResultSchema,
});
