import { ipLookupResultSchema, settingExpirySchema } from '@exchange/contracts';
import * as z from 'zod/mini';

import { defineEndpoint } from '../define-endpoint';

const settingQuerySchema = z.record(z.string(), z.union([z.string(), z.number()]));

/** When the brand's settings last changed: the cache-busting key of its settings files. */
export const getSettingExpiry = defineEndpoint({
  method: 'GET',
  path: 'api/setting/GetSettingExpiry',
  request: settingQuerySchema,
  result: settingExpirySchema,
});

/** The player's public address, stored as `ip`; our api answers it instead of a third-party service. */
export const lookupIp = defineEndpoint({
  method: 'GET',
  path: 'Account/GetIp',
  result: ipLookupResultSchema,
  // A separate service in production, asked in the background at start-up.
  background: true,
});
