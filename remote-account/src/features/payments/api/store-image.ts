import { receiptUploadRequestSchema, storedImageSchema } from '@exchange/contracts';
import { defineEndpoint } from '@exchange/shared';

/** Uploads a receipt image as multipart form data (never through the JSON codec); the api reads its UTR afterwards. */
export const storeImage = defineEndpoint({
  method: 'POST',
  path: 'Setting/StoreImage',
  request: receiptUploadRequestSchema,
  result: storedImageSchema,
});

export function receiptForm(file: Blob, fileName: string): FormData {
  const form = new FormData();
  form.append('file', file, fileName);
  return form;
}
