import {
  refusal,
  refusalText,
  tvStreamRequestSchema,
  tvStreamStatus,
  type RefusalCode,
  type TvStream,
  type TvStreamUnavailable,
  type WordingValues,
} from '@exchange/contracts';

import { fail } from '../http/envelope.js';
import { requestOrigin } from '../http/request-origin.js';
import { tvStreamLinkTtlMs, tvStreamLinks } from '../sports/tv-stream-links.js';
import type { RouteModule } from './route-module.js';
import { hasLiveTv, liveMediaRouteOptions, liveSamplePath, sendLiveSampleFile } from './sports.js';

/** The TV stream service's path (the specification's "POST TV stream service"). */
export const tvStreamPath = '/api/TvStream/GetStream';

/** Where a signed stream is served: `<token>/index.m3u8` and its segments beside it. */
const signedStreamPrefix = '/cdn/media/live';

/** Status 0, with the refusal's code and values for the player's language and its English. */
function unavailable(code: RefusalCode, values: WordingValues): TvStreamUnavailable {
  return { status: tvStreamStatus.unavailable, message: refusalText(code, values), ...refusal(code, values) };
}

/** Whether `videoLink` names the feed `Sport/GetVideoLink` gives every event with live TV. */
function isLiveSampleFeed(videoLink: string): boolean {
  try {
    return new URL(videoLink, 'http://feed.invalid').pathname === liveSamplePath;
  } catch {
    return false;
  }
}

/**
 * The TV stream service: `POST /api/TvStream/GetStream` with `{ eventId, videoLink }` (the event's
 * feed as `Sport/GetVideoLink` named it) answers `{ status: 1, eventId, url, expiresAt }`, a signed
 * address of the api's sample stream good for a few hours, or `{ status: 0, message, code, values }`
 * when the event has no stream now. It is not the envelope: the specification counts this call ok
 * when its status is 1. Like the video link, it is open to visitors, and a bearer token is not needed.
 */
export const tvStreamRoutes: RouteModule = async (app, { config, world }) => {
  const links = tvStreamLinks(config.tokenSecret);

  app.post(
    tvStreamPath,
    { schema: { body: tvStreamRequestSchema } },
    async (request): Promise<TvStream | TvStreamUnavailable> => {
      const { eventId, videoLink } = request.body;
      const event = world.event(eventId);
      if (event === undefined) return unavailable('eventNotFound', { eventId });
      if (!hasLiveTv(event) || !isLiveSampleFeed(videoLink)) return unavailable('noLiveTv', { eventId });
      const expiresAt = Date.now() + tvStreamLinkTtlMs;
      // The stream is the api's own, so its address is the one the caller reached the api at.
      const url = `${requestOrigin(request)}${signedStreamPrefix}/${links.sign(eventId, expiresAt)}/index.m3u8`;
      return { status: tvStreamStatus.playable, eventId, url, expiresAt: new Date(expiresAt).toISOString() };
    },
  );

  app.get<{ Params: { token: string; file: string } }>(
    `${signedStreamPrefix}/:token/:file`,
    liveMediaRouteOptions,
    async (request, reply) => {
      const { token, file } = request.params;
      if (links.verify(token, Date.now()) === undefined) {
        return reply.code(403).send(fail('This stream address has expired or is not genuine'));
      }
      return sendLiveSampleFile(config, file, reply);
    },
  );
};
