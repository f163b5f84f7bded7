import { paymentRequestPageSchema, paymentRequestsQuerySchema, type PaymentRequestsQuery } from '@exchange/contracts';
import { defineEndpoint, hasAccessToken } from '@exchange/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { paymentKeys } from './get-payment-info';

/** The player's deposit and withdrawal requests, newest first, a page at a time. */
export const getDepositWithdrawals = defineEndpoint({
  method: 'POST',
  path: 'DepositWithdrawal/GetDepositWithdrawals',
  request: paymentRequestsQuerySchema,
  result: paymentRequestPageSchema,
});

export const depositWithdrawalsQuery = (query: PaymentRequestsQuery) =>
  queryOptions({
    queryKey: paymentKeys.requests(query),
    queryFn: () => getDepositWithdrawals(query),
    placeholderData: keepPreviousData,
    enabled: hasAccessToken,
  });
