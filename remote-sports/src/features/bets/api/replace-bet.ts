import { placeBetResultSchema, replaceBetRequestSchema } from '@exchange/contracts';
import { defineEndpoint } from '@exchange/shared';

/** `Bet/ReplaceBet`: a waiting bet's unmatched part at a new price and stake (a cancel and a new bet). */
export const replaceBet = defineEndpoint({
  method: 'POST',
  path: 'Bet/ReplaceBet',
  request: replaceBetRequestSchema,
  result: placeBetResultSchema,
});
