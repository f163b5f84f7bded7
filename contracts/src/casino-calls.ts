import * as z from 'zod/mini';

export const casinoGameUrlRequestSchema = z.object({
  userId: z.number(),
  gameCode: z.string(),
  gameId: z.number(),
  country: z.string(),
});
export type CasinoGameUrlRequest = z.output<typeof casinoGameUrlRequestSchema>;

/**
 * `Casino/GameLogin`: a game opened with the login's casino token instead of the access token, as a
 * casino host of its own knows the player (it never sees the api's bearer). Answers a launch URL.
 */
export const casinoGameLoginRequestSchema = z.object({
  casinoToken: z.string().check(z.minLength(1), z.maxLength(200)),
  gameCode: z.string().check(z.minLength(1), z.maxLength(100)),
  gameId: z.number().check(z.int()),
});
export type CasinoGameLoginRequest = z.output<typeof casinoGameLoginRequestSchema>;

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
  /**
   * Live tables: the smallest and largest stake in rupees, which a lobby writes in the player's
   * language; `tagline` says them in English for a lobby that does not read these.
   */
  stakeLimits: z.optional(z.nullable(z.object({ min: z.number(), max: z.number() }))),
  isNew: z.optional(z.boolean()),
  isPopular: z.optional(z.boolean()),
});
export type CasinoGame = z.output<typeof casinoGameSchema>;

export const casinoGamesSchema = z.array(casinoGameSchema);

/** `api/InternationalCasino/GetGames`: every filter is optional; without any, the whole catalogue. */
export const casinoGamesRequestSchema = z.optional(
  z.object({
    section: z.optional(z.string().check(z.maxLength(40))),
    provider: z.optional(z.string().check(z.maxLength(80))),
    search: z.optional(z.string().check(z.maxLength(80))),
  }),
);
export type CasinoGamesRequest = z.output<typeof casinoGamesRequestSchema>;

/**
 * A game list as it arrives (GetGames, a CDN game list file): the items are read one by one by
 * `readCasinoCatalogue`, so one bad entry costs that entry, not the lobby.
 */
export const casinoGameListSchema = z.array(z.unknown());

/** The longest game or provider name a lobby shows; longer ones are cut with an ellipsis. */
export const maxCasinoNameLength = 60;

/** Why an entry of a game list was dropped or changed, for the log. */
export interface CasinoCatalogueProblem {
  readonly index: number;
  readonly problem: 'invalid' | 'duplicate-id' | 'unknown-section' | 'unsafe-artwork' | 'blank-name';
}

export interface CasinoCatalogue {
  /** The games a lobby may show, first occurrence of each id, in the list's order. */
  readonly games: readonly CasinoGame[];
  /** Providers of those games, sorted by name. */
  readonly providers: readonly string[];
  readonly problems: readonly CasinoCatalogueProblem[];
}

/** Is this one of the lobby's sections? */
export const isCasinoSection = (value: unknown): value is CasinoSection =>
  typeof value === 'string' && (casinoSections as readonly string[]).includes(value);

// Control and bidi-override characters turn a name into something else on screen; markup is only
// text in a lobby (React renders it as such), but angle brackets in a name are never meant.
// eslint-disable-next-line no-control-regex
const unprintable = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069<>]/g;

/** A name as a lobby shows it: printable, trimmed, at most `maxCasinoNameLength` characters. */
export function cleanCasinoName(name: string): string {
  const printable = name.replace(unprintable, '').replace(/\s+/g, ' ').trim();
  const characters = Array.from(printable);
  return characters.length <= maxCasinoNameLength
    ? printable
    : `${characters.slice(0, maxCasinoNameLength - 1).join('')}…`;
}

const httpUrlSchema = z.url({ protocol: /^https?$/, normalize: true });
// user:password@host in an image address is a phishing trick, never artwork.
const withCredentials = /^[a-z]+:\/\/[^/?#]*@/i;

/** Artwork a lobby may load: an absolute http(s) URL without credentials, else none. */
export function safeArtworkUrl(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const candidate = value.trim();
  if (candidate === '' || withCredentials.test(candidate)) return null;
  const parsed = z.safeParse(httpUrlSchema, candidate);
  return parsed.success ? parsed.data : null;
}

/**
 * Reads a game list defensively, for every lobby (the default and any variant): entries that are not
 * games are dropped, a repeated id keeps its first entry, a section the lobby does not know keeps the
 * game out of every section (it still appears under all games), artwork that is not http(s) is
 * dropped (the tile shows its placeholder), and names are cleaned. Each is reported as a problem.
 */
export function readCasinoCatalogue(items: readonly unknown[]): CasinoCatalogue {
  const games: CasinoGame[] = [];
  const problems: CasinoCatalogueProblem[] = [];
  const seen = new Set<number>();
  items.forEach((item, index) => {
    const parsed = z.safeParse(casinoGameSchema, item);
    if (!parsed.success || !Number.isSafeInteger(parsed.data.id)) {
      problems.push({ index, problem: 'invalid' });
      return;
    }
    const game = parsed.data;
    if (seen.has(game.id)) {
      problems.push({ index, problem: 'duplicate-id' });
      return;
    }
    const name = cleanCasinoName(game.name);
    if (name === '' || game.code.trim() === '') {
      problems.push({ index, problem: 'blank-name' });
      return;
    }
    seen.add(game.id);
    if (!isCasinoSection(game.section)) problems.push({ index, problem: 'unknown-section' });
    const imageUrl = safeArtworkUrl(game.imageUrl);
    if (imageUrl === null && typeof game.imageUrl === 'string' && game.imageUrl.trim() !== '') {
      problems.push({ index, problem: 'unsafe-artwork' });
    }
    const tagline = typeof game.tagline === 'string' ? cleanCasinoName(game.tagline) : null;
    games.push({ ...game, name, provider: cleanCasinoName(game.provider), imageUrl, tagline });
  });
  const providers = [...new Set(games.map((game) => game.provider).filter((provider) => provider !== ''))].sort(
    (a, b) => a.localeCompare(b),
  );
  return { games, providers, problems };
}

/** Is this game in a section the lobby knows? */
export const gameSectionOf = (game: Pick<CasinoGame, 'section'>): CasinoSection | null =>
  isCasinoSection(game.section) ? game.section : null;

/** The crash game of the crash-game brand (specification point 9). */
export const crashGame = { gameCode: 'sbe_aviator', gameId: 201206, country: 'IN' } as const;

const finiteNumber = z.number().check(z.refine(Number.isFinite));

/**
 * What a game frame posts to the lobby that opened it (the api's game pages do, any provider's
 * may): it is ready (with its name), its balance, a round's result, or the player asks to go back to the lobby.
 */
export const gameFrameMessageSchema = z.discriminatedUnion('type', [
  z.object({
    source: z.literal('casino-game'),
    game: z.string(),
    type: z.literal('ready'),
    /** The game's name for the lobby's heading; shown through `cleanCasinoName`. */
    name: z.optional(z.string()),
  }),
  z.object({ source: z.literal('casino-game'), game: z.string(), type: z.literal('exit') }),
  z.object({ source: z.literal('casino-game'), game: z.string(), type: z.literal('balance'), balance: finiteNumber }),
  z.object({
    source: z.literal('casino-game'),
    game: z.string(),
    type: z.literal('round-result'),
    roundId: z.number(),
    stake: finiteNumber,
    payout: finiteNumber,
    net: finiteNumber,
  }),
]);
export type GameFrameMessage = z.output<typeof gameFrameMessageSchema>;

/** A game frame's message, or null when it has none of the known shapes. */
export function parseGameFrameMessage(data: unknown): GameFrameMessage | null {
  const parsed = z.safeParse(gameFrameMessageSchema, data);
  return parsed.success ? parsed.data : null;
}

/** What the lobby posts to the game frame: its colour scheme and language. */
export interface LobbySettingsMessage {
  readonly source: 'casino-lobby';
  readonly type: 'settings';
  readonly colorScheme: 'light' | 'dark';
  readonly language: string;
}
