import * as z from 'zod/mini';

/** Server-side settings; their fields are not in the specification, so all are kept. */
export const serverSettingSchema = z.looseObject({});
export type ServerSetting = z.output<typeof serverSettingSchema>;

/** When the brand's settings last changed: the cache-busting key of the settings files. */
export const settingExpirySchema = z.looseObject({ expiry: z.optional(z.union([z.string(), z.number()])) });
export type SettingExpiry = z.output<typeof settingExpirySchema>;
