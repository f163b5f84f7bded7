import { createRequestForDepositWithdrawalRequestSchema, paymentRequestSchema } from '@exchange/contracts';
import { defineEndpoint } from '@exchange/shared';

/**
 * A deposit or withdrawal for the operator's cashier to handle (bank transfer, cash agent, another
 * UPI app); it holds no money and waits, pending, with the player's other requests.
 */
export const createRequestForDepositWithdrawal = defineEndpoint({
  method: 'POST',
  path: 'DepositWithdrawal/CreateRequestForDepositWithdrawal',
  request: createRequestForDepositWithdrawalRequestSchema,
  result: paymentRequestSchema,
  // The player's free text to the cashier: sent without markup, SQL-like words, quotes or `;`.
  strictText: ['note'],
});
