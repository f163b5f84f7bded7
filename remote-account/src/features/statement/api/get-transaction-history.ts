import {
  transactionHistoryQuerySchema,
  transactionHistorySchema,
  type TransactionHistoryQuery,
} from '@exchange/contracts';
import { defineEndpoint, hasAccessToken } from '@exchange/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** The statement: the ledger's entries of a period, a page at a time, newest first. */
export const getTransactionHistory = defineEndpoint({
  method: 'GET',
  path: 'Transaction/GetHistory',
  request: transactionHistoryQuerySchema,
  result: transactionHistorySchema,
});

export const transactionKeys = {
  all: ['transactions'] as const,
  history: (query: TransactionHistoryQuery) => ['transactions', 'history', query] as const,
  detail: (id: number) => ['transactions', 'detail', { id }] as const,
};

export const transactionHistoryQuery = (query: TransactionHistoryQuery) =>
  queryOptions({
    queryKey: transactionKeys.history(query),
    queryFn: () => getTransactionHistory(query),
    placeholderData: keepPreviousData,
    enabled: hasAccessToken,
  });
