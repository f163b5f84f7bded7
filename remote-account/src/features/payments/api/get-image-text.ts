import { imageTextQuerySchema, storedImageSchema } from '@exchange/contracts';
import { defineEndpoint, hasAccessToken } from '@exchange/shared';
import { queryOptions } from '@tanstack/react-query';

import { paymentKeys } from './get-payment-info';

/** What OCR read off an uploaded receipt: the specification's background image-upload OCR call. */
export const getImageText = defineEndpoint({
  method: 'GET',
  path: 'Setting/GetImageText',
  request: imageTextQuerySchema,
  result: storedImageSchema,
  background: true,
});

/** Every second while the receipt is being read. */
export const receiptTextQuery = (id: string) =>
  queryOptions({
    queryKey: paymentKeys.receipt(id),
    queryFn: () => getImageText({ id }),
    enabled: hasAccessToken,
    refetchInterval: (query) => (query.state.data?.textStatus === 'pending' ? 1_000 : false),
  });
