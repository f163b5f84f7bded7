import { errorBodySchema } from '@exchange/contracts';

import { ApiError, type ApiErrorKind, type Said } from './api-error';

// The error catalogue of the specification (section 8), with its exact messages.
export const networkErrorMessage = 'Please Check Your Network Connection...';
export const internalServerErrorMessage = 'Internal Server Error';
/** Only for a body that says `success: false` and gives no reason; the specification has no text for it. */
export const unsuccessfulCallMessage = 'The request was not successful';

type Body = Record<string, unknown>;

const isBody = (value: unknown): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value);

const nonBlank = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** A body-level 401: `status`/`statusCode` 401, or the ABP-style `unAuthorizedRequest` flag. */
export function isUnauthorizedBody(body: unknown): boolean {
  if (!isBody(body)) return false;
  return body.status === 401 || body.statusCode === 401 || body.unAuthorizedRequest === true;
}

const hasServerStatus = (body: unknown): boolean => isBody(body) && (body.status === 500 || body.statusCode === 500);

/** The api's envelope `error.message`, else `result` when it is text. */
function bodyMessage(body: unknown): string | undefined {
  if (!isBody(body)) return undefined;
  const error = body.error;
  return (isBody(error) ? nonBlank(error.message) : undefined) ?? nonBlank(body.result);
}

/** The refusal's code and values the api sends beside its message, as a key of the common namespace. */
function bodySaid(body: unknown): Said | undefined {
  return isBody(body) ? refusalSaid(body.error) : undefined;
}

/** An error body's code and values (`{ message, code, values }`), as a key of the common namespace. */
function refusalSaid(errorBody: unknown): Said | undefined {
  const error = errorBodySchema.safeParse(errorBody);
  if (!error.success || error.data.code === undefined) return undefined;
  return { key: `refusals.${error.data.code}`, values: error.data.values ?? {} };
}

const said = (key: string, values: Said['values'] = {}): Said => ({ key, values });

/** A 2xx answer whose body does not say `success: true`. */
export function unsuccessfulBodyError(body: unknown, status: number): ApiError {
  const kind: ApiErrorKind = isUnauthorizedBody(body) ? 'unauthorized' : hasServerStatus(body) ? 'server' : 'rejected';
  const message = bodyMessage(body);
  return new ApiError(kind, message ?? unsuccessfulCallMessage, status, {
    body,
    said: bodySaid(body) ?? (message === undefined ? said('errors.unsuccessfulCall') : undefined),
  });
}

/**
 * A 2xx answer of a call that answers `{ status, … }` (the TV stream service) whose status is not 1:
 * rejected with the body's own `message`, said by its `code` when it has one. A body without a
 * message (an envelope sent by mistake, say) is read as any unsuccessful body is.
 */
export function unsuccessfulStatusError(body: unknown, status: number): ApiError {
  const message = isBody(body) ? nonBlank(body.message) : undefined;
  if (message === undefined) return unsuccessfulBodyError(body, status);
  return new ApiError(hasServerStatus(body) ? 'server' : 'rejected', message, status, {
    body,
    said: refusalSaid(body),
  });
}

/** What the api answered with a status outside 2xx, mapped to the catalogue. */
export function answerError(status: number, data: unknown, statusText: string, cause?: unknown): ApiError {
  const message = bodyMessage(data);
  // The wording of a failed status when the body says nothing more useful.
  const statusMessage = `Request failed with status code ${status}`;
  const statusSaid = message === undefined ? said('errors.requestFailed', { status }) : undefined;
  const options = { cause, body: data, said: bodySaid(data) };
  if (status === 401 || isUnauthorizedBody(data)) {
    return new ApiError('unauthorized', message ?? statusMessage, status, {
      ...options,
      said: options.said ?? statusSaid,
    });
  }
  if (status >= 500) {
    const text = message ?? nonBlank(data) ?? nonBlank(statusText);
    return new ApiError('server', text ?? internalServerErrorMessage, status, {
      ...options,
      said: options.said ?? (text === undefined ? said('errors.internalServerError') : undefined),
    });
  }
  return new ApiError('http', message ?? statusMessage, status, { ...options, said: options.said ?? statusSaid });
}

/** A call that got no answer: the player is told to check the network; the original stays in `cause`. */
export function networkError(cause: unknown): ApiError {
  return new ApiError('network', networkErrorMessage, undefined, { cause, said: said('errors.network') });
}

/** A call the page cancelled (it left, or a newer call replaced it): the specification's "Request aborted". */
export function requestAborted(cause: unknown): ApiError {
  return new ApiError('aborted', 'Request aborted', undefined, { cause, said: said('errors.requestAborted') });
}

/** Maps whatever a call rejected with to the catalogue; an ApiError passes through unchanged. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError('http', message, undefined, { cause: error });
}
