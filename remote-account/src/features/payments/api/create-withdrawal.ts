import { createWithdrawalRequestSchema, paymentRequestSchema } from '@exchange/contracts';
import { defineEndpoint } from '@exchange/shared';

/** A withdrawal to a bank account or a UPI id; the api holds the amount at once. */
export const createWithdrawal = defineEndpoint({
  method: 'POST',
  path: 'DepositWithdrawal/CreateWithdrawal',
  request: createWithdrawalRequestSchema,
  result: paymentRequestSchema,
});
