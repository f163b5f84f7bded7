import { paymentRequestPageSchema, paymentRequestsQuerySchema, type PaymentRequestsQuery } from '@exchange/contracts';
import { defineEndpoint, hasAccessToken } from '@exchange/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { paymentKeys } from './get-payment-info';

/** The player's withdrawals, newest first. */
export const getUserWithdrawalHistory = defineEndpoint({
  method: 'GET',
  path: 'DepositWithdrawal/GetUserWithdrawalHistory',
  request: paymentRequestsQuerySchema,
  result: paymentRequestPageSchema,
});

export const withdrawalHistoryQuery = (query: PaymentRequestsQuery) =>
  queryOptions({
    queryKey: paymentKeys.withdrawals(query),
    queryFn: () => getUserWithdrawalHistory(query),
    placeholderData: keepPreviousData,
    enabled: hasAccessToken,
  });
