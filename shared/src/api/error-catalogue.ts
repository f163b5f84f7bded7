import { AxiosError } from 'axios';

import { ApiError, type ApiErrorKind } from './api-error';

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

/** A 2xx answer whose body does not say `success: true`. */
export function unsuccessfulBodyError(body: unknown, status: number): ApiError {
  const kind: ApiErrorKind = isUnauthorizedBody(body) ? 'unauthorized' : hasServerStatus(body) ? 'server' : 'rejected';
  return new ApiError(kind, bodyMessage(body) ?? unsuccessfulCallMessage, status, { body });
}

function withoutResponse(error: AxiosError): ApiError {
  const options = { cause: error };
  if (error.code === AxiosError.ERR_CANCELED || error.message === 'Request aborted') {
    return new ApiError('aborted', error.message, undefined, options);
  }
  if (
    error.code === AxiosError.ETIMEDOUT ||
    (error.code === AxiosError.ECONNABORTED && /timeout/i.test(error.message))
  ) {
    return new ApiError('timeout', error.message, undefined, options);
  }
  // Axios says "Network Error"; the player is told what to check. The original stays in `cause`.
  return new ApiError('network', networkErrorMessage, undefined, options);
}

/** Maps whatever a call rejected with to the catalogue; an ApiError passes through unchanged. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!(error instanceof AxiosError)) {
    const message = error instanceof Error ? error.message : String(error);
    return new ApiError('http', message, undefined, { cause: error });
  }
  const response = error.response;
  if (response === undefined) return withoutResponse(error);

  const { status, data } = response;
  const options = { cause: error, body: data };
  if (status === 401 || isUnauthorizedBody(data)) {
    return new ApiError('unauthorized', bodyMessage(data) ?? error.message, status, options);
  }
  if (status >= 500) {
    const message = bodyMessage(data) ?? nonBlank(data) ?? nonBlank(response.statusText) ?? internalServerErrorMessage;
    return new ApiError('server', message, status, options);
  }
  // "Request failed with status code N" when the body says nothing more useful.
  return new ApiError('http', bodyMessage(data) ?? error.message, status, options);
}
