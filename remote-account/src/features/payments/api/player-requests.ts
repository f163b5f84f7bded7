import { paymentRequestPageSchema, paymentRequestsQuerySchema, type PaymentRequestsQuery } from '@exchange/contracts';
import { defineEndpoint, hasAccessToken } from '@exchange/shared';
import { queryOptions } from '@tanstack/react-query';

import { paymentKeys } from './get-payment-info';

/** The player's requests still waiting for the cashier's decision or a payment, newest first. */
export const getPlayerRequests = defineEndpoint({
  method: 'POST',
  path: 'DepositWithdrawal/PlayerRequests',
  request: paymentRequestsQuerySchema,
  result: paymentRequestPageSchema,
});

export const playerRequestsQuery = (query: PaymentRequestsQuery) =>
  queryOptions({
    queryKey: paymentKeys.pending(query),
    queryFn: () => getPlayerRequests(query),
    enabled: hasAccessToken,
  });
