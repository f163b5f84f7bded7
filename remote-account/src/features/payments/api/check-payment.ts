import { checkPaymentRequestSchema, upiPaymentSchema } from '@exchange/contracts';
import { defineEndpoint, hasAccessToken } from '@exchange/shared';
import { queryOptions } from '@tanstack/react-query';

import { paymentKeys } from './get-payment-info';

/** A UPI payment as it stands; polled while it is pending. */
export const checkPayment = defineEndpoint({
  method: 'POST',
  path: 'api/Payment/Check',
  request: checkPaymentRequestSchema,
  result: upiPaymentSchema,
  background: true,
  service: 'payments',
});

/** Every 3 s until the payment is paid, failed or expired. */
export const paymentStatusQuery = (reference: string) =>
  queryOptions({
    queryKey: paymentKeys.payment(reference),
    queryFn: () => checkPayment({ reference }),
    enabled: hasAccessToken,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3_000 : false),
  });
