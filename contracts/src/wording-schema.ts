import * as z from 'zod/mini';

/**
 * A wording as it travels in a call's answer: a code and its values. The code is any text, so a
 * client that meets a code newer than its own tables still reads the answer (and shows the English
 * sent beside it).
 */
export const wordingSchema = z.object({
  code: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});
