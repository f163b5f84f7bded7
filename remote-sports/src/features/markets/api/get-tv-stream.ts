import { tvStreamRequestSchema, tvStreamSchema, type TvStream, type TvStreamRequest } from '@exchange/contracts';
import { defineEndpoint, isApiError, type ApiError } from '@exchange/shared';
import { queryOptions } from '@tanstack/react-query';

/**
 * The specification's "POST TV stream service": the event's feed (from `Sport/GetVideoLink`) turned
 * into a stream to play now. A background call, ok when its status is 1; status 0 (no stream for
 * this event now) rejects with the service's message.
 */
export const getTvStream = defineEndpoint({
  method: 'POST',
  path: 'api/TvStream/GetStream',
  request: tvStreamRequestSchema,
  result: tvStreamSchema,
  background: true,
  answer: 'status',
});

/** A stream is asked for again this long before its address expires, so playback never meets the expiry. */
const renewBeforeExpiryMs = 60_000;
/** The longest an answer stays fresh, whatever its expiry says (timers count in 32 bits: under 25 days). */
const longestFreshMs = 24 * 60 * 60_000;

/** Whether a failure is the service's status 0: the event has no stream now, which is not an error. */
export function isStreamUnavailable(error: unknown): error is ApiError {
  if (!isApiError(error) || error.kind !== 'rejected') return false;
  const body = error.body;
  return typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 0;
}

// Each answer is a new signed address, and a new address starts the video again: the answer stays
// fresh until shortly before it expires, so nothing but its expiry asks for another. It is the
// player's data (cleared at logout), as the video link is.
export const tvStreamQuery = (request: TvStreamRequest) =>
  queryOptions<TvStream, ApiError>({
    queryKey: ['sports', 'tvStream', request],
    queryFn: ({ signal }) => getTvStream(request, { signal }),
    staleTime: (query) => {
      const expiresAt = Date.parse(query.state.data?.expiresAt ?? '');
      if (Number.isNaN(expiresAt)) return 0;
      return Math.min(longestFreshMs, Math.max(0, expiresAt - renewBeforeExpiryMs - Date.now()));
    },
  });
