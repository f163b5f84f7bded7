import { isApiError, type ApiError } from '@exchange/shared';

/** A failed call as an auth page shows it: the api client's error, or a failure it did not describe. */
export type ServerError = ApiError | 'unexpected';

/** The failure of a call, for the page to say in the player's language; an undescribed one is logged. */
export function serverErrorOf(error: unknown): ServerError {
  if (isApiError(error)) return error;
  console.error('An auth request failed unexpectedly.', error);
  return 'unexpected';
}
