import { openBetsSchema, profitLossSchema } from '@exchange/contracts';

import { defineEndpoint } from '../define-endpoint';

// The specification's store calls for the bets store: polled and refreshed on balance messages,
// so neither shows the loading indicator.

export const getUserOpenBets = defineEndpoint({
  method: 'GET',
  path: 'Bet/GetUserOpenBets',
  result: openBetsSchema,
  background: true,
});

export const getUserExpectedProfitLoss = defineEndpoint({
  method: 'GET',
  path: 'Bet/GetUserExpectedProfitLoss',
  result: profitLossSchema,
  background: true,
});

export type { OpenBet, OpenBets, ProfitLossItem } from '@exchange/contracts';
