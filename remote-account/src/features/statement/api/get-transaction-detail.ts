import { transactionDetailQuerySchema, transactionDetailSchema } from '@exchange/contracts';
import { defineEndpoint, hasAccessToken } from '@exchange/shared';
import { queryOptions } from '@tanstack/react-query';

import { transactionKeys } from './get-transaction-history';

/** One statement entry with what its posting recorded. */
export const getTransactionDetail = defineEndpoint({
  method: 'GET',
  path: 'Transaction/GetDetail',
  request: transactionDetailQuerySchema,
  result: transactionDetailSchema,
});

export const transactionDetailQuery = (id: number) =>
  queryOptions({
    queryKey: transactionKeys.detail(id),
    queryFn: () => getTransactionDetail({ id }),
    enabled: hasAccessToken,
  });
