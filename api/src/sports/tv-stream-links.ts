import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a stream address plays: longer than a match, and the page asks for a new one after it. */
export const tvStreamLinkTtlMs = 4 * 60 * 60_000;

/** An address's token: the event, the instant it expires (ms) and their signature. */
const tokenPattern = /^(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

/**
 * The TV stream service's signed addresses. A token sits in the stream's path, so the playlist's
 * relative segment names carry it too: every file of the stream is checked, and a page needs no
 * cookie or header to play it (a `<video>` element sends none to another origin).
 */
export interface TvStreamLinks {
  /** A token for the event's stream, good until `expiresAt` (ms since the epoch). */
  sign(eventId: number, expiresAt: number): string;
  /** The event a token was signed for, if it is genuine and has not expired at `now`; else undefined. */
  verify(token: string, now: number): number | undefined;
}

/** Links signed with a key of their own, derived from the api's token secret. */
export function tvStreamLinks(tokenSecret: string): TvStreamLinks {
  const key = createHmac('sha256', tokenSecret).update('tv stream links').digest();
  const signature = (eventId: string, expiresAt: string): string =>
    createHmac('sha256', key).update(`${eventId}.${expiresAt}`).digest('base64url');
  return {
    sign: (eventId, expiresAt) => `${eventId}.${expiresAt}.${signature(String(eventId), String(expiresAt))}`,
    verify(token, now) {
      const match = tokenPattern.exec(token);
      if (match === null) return undefined;
      const [, eventId = '', expiresAt = '', given = ''] = match;
      const genuine = timingSafeEqual(Buffer.from(signature(eventId, expiresAt)), Buffer.from(given));
      return genuine && Number(expiresAt) > now ? Number(eventId) : undefined;
    },
  };
}
