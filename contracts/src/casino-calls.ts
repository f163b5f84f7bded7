import * as z from 'zod/mini';

export const casinoGameUrlRequestSchema = z.object({
  userId: z.number(),
  gameCode: z.string(),
  gameId: z.number(),
  country: z.string(),
});
export type CasinoGameUrlRequest = z.output<typeof casinoGameUrlRequestSchema>;

/** The launch URL of a game; the crash-game brand stores it as `lotus_url`. */
export const casinoGameUrlResultSchema = z.looseObject({ url: z.string().check(z.minLength(1)) });
export type CasinoGameUrlResult = z.output<typeof casinoGameUrlResultSchema>;
