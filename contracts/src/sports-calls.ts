import * as z from 'zod/mini';

import { wordingSchema } from './wording-schema.js';

// The sports calls: the tree of sports with their events, match lists, an event's markets, live
// prices, scorecards and video links. The specification fixes Sport and Event (point 3) and leaves
// the rest open; these schemas are the contract between the api and the sports remote. Objects are
// loose so a backend may send more than the client reads.

/** Sport ids of the specification: football 1, tennis 2, cricket 3, kabaddi 25, horse racing 26. */
export const sportIds = { football: 1, tennis: 2, cricket: 3, kabaddi: 25, horseRacing: 26 } as const;
export type SportId = (typeof sportIds)[keyof typeof sportIds];

/** `status` of an in-play event (specification point 3); `matchDate` may also read "In-Play". */
export const inPlayStatus = 'IN_PLAY';
export const inPlayMatchDate = 'In-Play';

/** `status` of an event that has ended: it is listed after the others, its markets closed, until the api forgets it. */
export const finishedStatus = 'FINISHED';

export const eventStatusSchema = z.enum(['UPCOMING', 'IN_PLAY', 'FINISHED']);
export type EventStatus = z.output<typeof eventStatusSchema>;

/** One level of a side of the book: the price and the amount available at it. */
export const priceLevelSchema = z.object({ price: z.number(), size: z.number() });
export type PriceLevel = z.output<typeof priceLevelSchema>;

/** Best first: backs from the highest price down, lays from the lowest up; at most three levels. */
const levels = z.array(priceLevelSchema).check(z.maxLength(3));

/** A runner's best prices as a match list shows them (its main market's one level each side). */
export const runnerPriceSchema = z.looseObject({
  runnerId: z.number(),
  name: z.string(),
  back: z.nullable(z.number()),
  lay: z.nullable(z.number()),
});
export type RunnerPrice = z.output<typeof runnerPriceSchema>;

/** An event as the specification names it, with where it sits and when it starts. */
export const sportEventSchema = z.looseObject({
  id: z.number(),
  title: z.string(),
  /** UPCOMING, IN_PLAY (specification point 3) or FINISHED; read as text so a backend may add states. */
  status: z.string(),
  /** The start time as ISO 8601, or the text "In-Play". */
  matchDate: z.string(),
  sportId: z.number(),
  sportName: z.string(),
  competitionId: z.number(),
  competitionName: z.string(),
  /** The feed's id of the event, the `:dreamEventId` of the markets route. */
  dreamEventId: z.string(),
  /** ISO 8601 start time, also while in play (matchDate then reads "In-Play"). */
  openDate: z.string(),
  pin: z.optional(z.boolean()),
  /** The main market's id, when the event has one open. */
  mainMarketId: z.optional(z.nullable(z.string())),
  /** Best back and lay per outcome of the main market (1 / X / 2 in order), for match lists. */
  prices: z.optional(z.array(runnerPriceSchema)),
  hasVideo: z.optional(z.boolean()),
  hasScorecard: z.optional(z.boolean()),
  /** Open house markets of the event, for a list's badges. */
  hasBookmaker: z.optional(z.boolean()),
  hasFancy: z.optional(z.boolean()),
  /** The main market's state (OPEN, SUSPENDED, BALL_RUNNING, CLOSED), read as text. */
  mainMarketState: z.optional(z.nullable(z.string())),
  /** While in play: the score in one line, and as a score line (`scoreLineTexts`). */
  liveScore: z.optional(z.nullable(z.string())),
  liveScoreLine: z.optional(z.nullable(wordingSchema)),
  /** A finished event's result in one line ("Arsenal 2–1 Chelsea (Full time)", "Won by Red Rum"). */
  result: z.optional(z.nullable(z.string())),
  /** The result as a score line (`scoreLineTexts`): a code and its values. */
  resultLine: z.optional(z.nullable(wordingSchema)),
});
export type SportEvent = z.output<typeof sportEventSchema>;

/** A sport of the tree with its events (specification point 3: id, name, order, events). */
export const sportWithEventsSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  order: z.number(),
  events: z.array(sportEventSchema),
});
export type SportWithEvents = z.output<typeof sportWithEventsSchema>;

/** `Event/TreeSportWithEvent`: every sport with its open events; stored under `TreeSportWithEvent`. */
export const sportTreeSchema = z.array(sportWithEventsSchema);
export type SportTree = z.output<typeof sportTreeSchema>;

/** `event/GetBySportName?sportId=3` (or `sportName=Cricket`): a match list. */
export const eventsBySportQuerySchema = z.object({
  sportId: z.optional(z.number()),
  sportName: z.optional(z.string()),
});
export type EventsBySportQuery = z.output<typeof eventsBySportQuerySchema>;
export const eventListSchema = z.array(sportEventSchema);

/** Most events `Event/Closest` answers. */
export const maxClosestEvents = 50;

/** `Event/Closest?count=`: the next events to start, soonest first (10 unless `count` says otherwise). */
export const closestEventsQuerySchema = z.object({
  count: z.optional(z.number().check(z.int(), z.gte(1), z.lte(maxClosestEvents))),
});
export type ClosestEventsQuery = z.output<typeof closestEventsQuerySchema>;

export const marketTypeSchema = z.enum([
  'MATCH_ODDS',
  'OVER_UNDER',
  'TO_WIN_TOSS',
  'TIED_MATCH',
  'COMPLETED_MATCH',
  'WIN',
  'BOOKMAKER',
  'FANCY',
]);
export type MarketType = z.output<typeof marketTypeSchema>;

/** How prices are quoted: an order book, a house book in 0–100, or a yes/no run line. */
export const marketKindSchema = z.enum(['exchange', 'bookmaker', 'fancy']);
export type MarketKind = z.output<typeof marketKindSchema>;

/** OPEN takes bets; SUSPENDED and BALL_RUNNING (cricket, between deliveries) do not for now; CLOSED never again. */
export const marketStateSchema = z.enum(['OPEN', 'SUSPENDED', 'BALL_RUNNING', 'CLOSED']);
export type MarketState = z.output<typeof marketStateSchema>;

/** A fancy (session) side: the run line and the rate paid per 100 staked. */
export const fancyQuoteSchema = z.object({ line: z.number(), rate: z.number() });
export type FancyQuote = z.output<typeof fancyQuoteSchema>;

/** A runner's live prices: levels for exchange and bookmaker markets, yes/no for fancy. */
export const runnerPricesSchema = z.looseObject({
  runnerId: z.number(),
  back: z.optional(levels),
  lay: z.optional(levels),
  /** Fancy: NO at the lower line. */
  no: z.optional(z.nullable(fancyQuoteSchema)),
  /** Fancy: YES at the higher line. */
  yes: z.optional(z.nullable(fancyQuoteSchema)),
});
export type RunnerPrices = z.output<typeof runnerPricesSchema>;

/** A market's changing part: what the price stream and `Odds/GetUserOddsV2` carry. */
export const marketPricesSchema = z.looseObject({
  marketId: z.string(),
  state: marketStateSchema,
  inPlay: z.boolean(),
  totalMatched: z.number(),
  /** Increases with every change of the market, so an older message never overwrites a newer one. */
  version: z.number(),
  runners: z.array(runnerPricesSchema),
});
export type MarketPrices = z.output<typeof marketPricesSchema>;

export const runnerSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  sortPriority: z.number(),
});
export type Runner = z.output<typeof runnerSchema>;

/** A market of an event, with its runners and current prices. */
export const marketSchema = z.looseObject({
  id: z.string(),
  eventId: z.number(),
  name: z.string(),
  type: marketTypeSchema,
  kind: marketKindSchema,
  /** Seconds a bet waits before it is matched while the market is in play. */
  betDelay: z.number(),
  runners: z.array(runnerSchema),
  prices: marketPricesSchema,
  /** The winning runner of a closed market once its result is known; absent or null otherwise. */
  winnerRunnerId: z.optional(z.nullable(z.number())),
});
export type Market = z.output<typeof marketSchema>;

/** `Market/GetByEventId?eventId=`: the event and its markets (an empty list when it has none). */
export const eventMarketsQuerySchema = z.object({ eventId: z.number() });
export const eventMarketsSchema = z.looseObject({
  event: sportEventSchema,
  markets: z.array(marketSchema),
});
export type EventMarkets = z.output<typeof eventMarketsSchema>;

/** `Odds/GetUserOddsV2?marketIds=a,b`: the polling fallback of the price stream. */
export const marketOddsQuerySchema = z.object({ marketIds: z.string() });
export const marketOddsSchema = z.array(marketPricesSchema);

/** The hub's `Message` Code for a market's prices, pushed to the group `market:<id>`. */
export const marketPricesCode = 'MarketPrices';
export const marketGroup = (marketId: string): string => `market:${marketId}`;

/** `Sport/GetScoreCard?eventId=`: the score of a cricket or kabaddi event. */
export const scorecardSchema = z.looseObject({
  eventId: z.number(),
  sportId: z.number(),
  status: eventStatusSchema,
  /** One line for players: "IND need 42 from 30 balls". */
  summary: z.string(),
  /** The summary as a score line (`scoreLineTexts`): a code and its values. */
  summaryLine: z.optional(wordingSchema),
  teams: z.array(
    z.looseObject({
      name: z.string(),
      score: z.string(),
      /** A score in words ("Yet to bat") as a score line. */
      scoreLine: z.optional(wordingSchema),
      /** Cricket: overs bowled, "12.3". */
      overs: z.optional(z.string()),
      batting: z.optional(z.boolean()),
    }),
  ),
  /** Cricket: the latest deliveries, oldest first ("1", "4", "W", "wd"…). */
  recentBalls: z.optional(z.array(z.string())),
  updatedAt: z.string(),
});
export type Scorecard = z.output<typeof scorecardSchema>;

/** `Sport/GetVideoLink?eventId=`: an HLS stream URL, or null when the event has no stream now. */
export const videoLinkSchema = z.looseObject({
  eventId: z.number(),
  url: z.nullable(z.string()),
});
export type VideoLink = z.output<typeof videoLinkSchema>;

export const eventQuerySchema = z.object({ eventId: z.number() });
