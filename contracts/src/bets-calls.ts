import * as z from 'zod/mini';

import { moneySchema } from './values.js';

/** One open bet; the specification names the event, servers send the rest of the bet too. */
export const openBetSchema = z.looseObject({ eventId: z.number() });
export type OpenBet = z.output<typeof openBetSchema>;

/** The open bets object of the specification: the bets, with the balance and exposure they leave. */
export const openBetsSchema = z.looseObject({
  openBets: z.array(openBetSchema),
  balance: moneySchema,
  exposure: moneySchema,
});
export type OpenBets = z.output<typeof openBetsSchema>;

export const profitLossItemSchema = z.looseObject({ eventId: z.number() });
export type ProfitLossItem = z.output<typeof profitLossItemSchema>;

export const profitLossSchema = z.array(profitLossItemSchema);
