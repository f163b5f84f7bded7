import type { DefaultOptions } from '@tanstack/react-query';

import { isApiError, type ApiErrorKind } from '../api/api-error';

/**
 * How long an answer counts as fresh. A page opened again within this time shows what it has without
 * a call; after it, the page shows it and fetches again. Live data (prices, balance) does not rely on
 * this: it comes from the hub or from `refetchInterval`.
 */
export const defaultStaleTimeMs = 30_000;

/** Further tries after a first failure, for the failures that another try can fix. */
export const maxQueryRetries = 2;

// A dropped connection, a timeout or a server that is down may well answer the next try. Asking again
// changes nothing for the rest: `unauthorized` (the client has already ended the session), `rejected`
// (the server said `success: false` and why), `http` (a 4xx: validation, not found, too many attempts),
// `contract` (the same server sends the same shape again) and `aborted` (the page cancelled the call).
// Anything that is not an ApiError is a fault in the query function, which a retry only repeats.
const transientKinds: ReadonlySet<ApiErrorKind> = new Set<ApiErrorKind>(['network', 'timeout', 'server']);

/** Whether another try of the same call can succeed. */
export function isRetryableError(error: unknown): boolean {
  return isApiError(error) && transientKinds.has(error.kind);
}

/** The platform's `retry`: at most `maxQueryRetries` more tries, and only for transient failures. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < maxQueryRetries && isRetryableError(error);
}

/** What every query of the platform does unless it says otherwise. */
export const platformQueryDefaults = {
  staleTime: defaultStaleTimeMs,
  retry: shouldRetryQuery,
  // Every call outside the specification's background list shows the page's loading indicator, so a
  // refetch on each return to the tab would flash it at the player for data that rarely changed.
  // Data that must be live is pushed by the hub or polled with `refetchInterval`.
  refetchOnWindowFocus: false,
  // Back online, stale data is fetched again: the player has just been told the network was gone.
  refetchOnReconnect: true,
  // The api client reports an offline player with the catalogue's network message; TanStack's default
  // ('online') would instead pause the query and leave the page waiting without a word.
  networkMode: 'always',
} satisfies DefaultOptions['queries'];

/** Mutations are never retried on their own: placing a bet or a withdrawal twice costs the player money. */
export const platformMutationDefaults = { retry: false, networkMode: 'always' } satisfies DefaultOptions['mutations'];
