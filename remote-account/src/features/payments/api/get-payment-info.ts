import { paymentInfoSchema } from '@exchange/contracts';
import { defineEndpoint, hasAccessToken } from '@exchange/shared';
import { queryOptions } from '@tanstack/react-query';

/** How the player may pay the operator, with the operator's details and the limits. */
export const getPaymentInfo = defineEndpoint({
  method: 'GET',
  path: 'Account/GetPaymentInfo',
  result: paymentInfoSchema,
});

export const paymentKeys = {
  all: ['payments'] as const,
  info: ['payments', 'info'] as const,
  payment: (reference: string) => ['payments', 'upi', { reference }] as const,
  requests: (page: object) => ['payments', 'requests', page] as const,
  pending: (page: object) => ['payments', 'pending', page] as const,
  withdrawals: (page: object) => ['payments', 'withdrawals', page] as const,
  receipt: (id: string) => ['payments', 'receipt', { id }] as const,
};

export const paymentInfoQuery = () =>
  queryOptions({ queryKey: paymentKeys.info, queryFn: () => getPaymentInfo(), enabled: hasAccessToken });
