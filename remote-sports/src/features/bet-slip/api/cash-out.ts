import { cashOutRequestSchema, placeBetResultSchema } from '@exchange/contracts';
import { defineEndpoint } from '@exchange/shared';

/**
 * `Bet/CashOut`: the api places the hedging bet of the player's position on a market at the current
 * prices, once per idempotency key, and answers it like a placement.
 */
export const cashOutMarket = defineEndpoint({
  method: 'POST',
  path: 'Bet/CashOut',
  request: cashOutRequestSchema,
  result: placeBetResultSchema,
});
