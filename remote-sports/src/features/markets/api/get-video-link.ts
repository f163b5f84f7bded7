import { eventQuerySchema, videoLinkSchema, type VideoLink } from '@exchange/contracts';
import { defineEndpoint, type ApiError } from '@exchange/shared';
import { queryOptions } from '@tanstack/react-query';

/**
 * `api/services/app/Sport/GetVideoLink?eventId=`: the event's feed, if any; a background call. The TV
 * stream service (`get-tv-stream.ts`) turns the feed into the address the page plays.
 */
export const getVideoLink = defineEndpoint({
  method: 'GET',
  path: 'api/services/app/Sport/GetVideoLink',
  request: eventQuerySchema,
  result: videoLinkSchema,
  background: true,
});

// A feed may be named for the player, so it is the player's data (cleared at logout).
export const videoLinkQuery = (eventId: number) =>
  queryOptions<VideoLink, ApiError>({
    queryKey: ['sports', 'videoLink', { eventId }],
    queryFn: ({ signal }) => getVideoLink({ eventId }, { signal }),
    staleTime: 5 * 60_000,
  });
