import { generatePaymentRequestSchema, upiPaymentSchema } from '@exchange/contracts';
import { defineEndpoint } from '@exchange/shared';

/** A new UPI payment: its reference, the `upi://pay` intent and its expiry. */
export const generatePayment = defineEndpoint({
  method: 'POST',
  path: 'api/Payment/Generate',
  request: generatePaymentRequestSchema,
  result: upiPaymentSchema,
  service: 'payments',
});
