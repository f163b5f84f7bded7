import * as z from 'zod/mini';

/** When the brand's settings last changed: the cache-busting key of the settings files. */
export const settingExpirySchema = z.looseObject({ expiry: z.optional(z.union([z.string(), z.number()])) });
export type SettingExpiry = z.output<typeof settingExpirySchema>;
