import { placeBetRequestSchema, placeBetResultSchema } from '@exchange/contracts';
import { defineEndpoint } from '@exchange/shared';

/**
 * `Bet/PlaceBetV2`: one bet, placed once per idempotency key. In the specification's list of
 * background calls (bet/placebet): the slip shows its own progress and the in-play countdown.
 */
export const placeBetV2 = defineEndpoint({
  method: 'POST',
  path: 'Bet/PlaceBetV2',
  request: placeBetRequestSchema,
  result: placeBetResultSchema,
  background: true,
});
