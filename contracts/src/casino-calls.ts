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

/** The lobby's sections, in the order a lobby lists them. */
export const casinoSections = ['live-casino', 'slots', 'crash', 'table', 'indian-card'] as const;
export const casinoSectionSchema = z.enum(casinoSections);
export type CasinoSection = z.output<typeof casinoSectionSchema>;

/**
 * A game of the catalogue (`api/InternationalCasino/GetGames` and the CDN game list files). Names
 * are text, never markup; artwork may be missing, and a lobby shows a placeholder tile then.
 */
export const casinoGameSchema = z.looseObject({
  id: z.number(),
  /** The provider's code of the game, sent back as `gameCode` to launch it. */
  code: z.string(),
  name: z.string(),
  provider: z.string(),
  section: z.string(),
  imageUrl: z.optional(z.nullable(z.string())),
  /** Live tables: the dealer or table's short line ("Min 100 · Max 5L"). */
  tagline: z.optional(z.nullable(z.string())),
  isNew: z.optional(z.boolean()),
  isPopular: z.optional(z.boolean()),
});
export type CasinoGame = z.output<typeof casinoGameSchema>;

export const casinoGamesSchema = z.array(casinoGameSchema);
