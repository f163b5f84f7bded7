import { isApiError } from '@exchange/shared';

/** Shown when a call fails in a way the api client did not describe (it always should). */
export const unexpectedErrorMessage = 'Something went wrong. Please try again.';

/** The server's message for a failed call, as it sent it. */
export function errorMessageOf(error: unknown): string {
  if (isApiError(error)) return error.message;
  console.error('An auth request failed unexpectedly.', error);
  return unexpectedErrorMessage;
}
