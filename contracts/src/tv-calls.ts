import * as z from 'zod/mini';

// The TV stream service (specification point 7, "POST TV stream service"). `Sport/GetVideoLink`
// names an event's feed; this call turns the feed into a stream the player's page may play now, at
// an address of its own that stops working at `expiresAt`. It is the one call that does not answer
// with the success envelope: it answers `{ status, … }`, and is ok when its status is 1 (point 5).

/** The TV stream service's `status`: 1, a playable stream; 0, no stream for this event now. */
export const tvStreamStatus = { playable: 1, unavailable: 0 } as const;

/**
 * The request: the event, and the feed `Sport/GetVideoLink` named for it (its `url`). A feed that
 * is not the event's gets status 0, as an event without live TV does.
 */
export const tvStreamRequestSchema = z.object({
  eventId: z.number(),
  videoLink: z.string().check(z.minLength(1), z.maxLength(2048)),
});
export type TvStreamRequest = z.output<typeof tvStreamRequestSchema>;

/**
 * Status 1: `url`, an HLS playlist (`.m3u8`) the page plays as it is, without credentials (a signed
 * address on the stream's host); `expiresAt`, the ISO instant after which the address is refused and
 * the page asks for a new one.
 */
export const tvStreamSchema = z.looseObject({
  status: z.literal(tvStreamStatus.playable),
  eventId: z.number(),
  url: z.string(),
  expiresAt: z.string(),
});
export type TvStream = z.output<typeof tvStreamSchema>;

/**
 * Status 0: the event has no stream now (not in play, no live TV, unknown, or the feed is not the
 * event's). `message` is the English a client shows when it knows no better; `code` and `values`
 * name the refusal, for a client to say it in the player's language (refusals.ts).
 */
export const tvStreamUnavailableSchema = z.looseObject({
  status: z.literal(tvStreamStatus.unavailable),
  message: z.string(),
  code: z.optional(z.string()),
  values: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type TvStreamUnavailable = z.output<typeof tvStreamUnavailableSchema>;

/** Every answer of the TV stream service, by its `status`. */
export const tvStreamAnswerSchema = z.discriminatedUnion('status', [tvStreamSchema, tvStreamUnavailableSchema]);
export type TvStreamAnswer = z.output<typeof tvStreamAnswerSchema>;
