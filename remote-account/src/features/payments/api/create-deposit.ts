import { createDepositRequestSchema, paymentRequestSchema } from '@exchange/contracts';
import { defineEndpoint } from '@exchange/shared';

/** A manual deposit (amount, UTR, receipt) waiting for the operator. */
export const createDeposit = defineEndpoint({
  method: 'POST',
  path: 'DepositWithdrawal/CreateDeposit',
  request: createDepositRequestSchema,
  result: paymentRequestSchema,
});
