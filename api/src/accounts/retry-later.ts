import { HttpError } from '../http/errors.js';

/** A refusal the client may retry after a while; the route sends `Retry-After`. */
export class RetryLaterError extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super(429, message);
    this.name = 'RetryLaterError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
