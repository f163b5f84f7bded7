import { cashOutRequestSchema, cashOutResultSchema } from '@exchange/contracts';
import { defineEndpoint } from '@exchange/shared';

/**
 * `Bet/CashOut`: the api places the hedging bet of the player's position on a market (all of it, or
 * the share asked) at the current prices, once per idempotency key, and answers the hedge as placed
 * with every runner's P/L after it.
 */
export const cashOutMarket = defineEndpoint({
  method: 'POST',
  path: 'Bet/CashOut',
  request: cashOutRequestSchema,
  result: cashOutResultSchema,
});
