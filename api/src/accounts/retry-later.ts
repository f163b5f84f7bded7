import { refusal, refusalText, type RefusalCode, type WordingValues } from '@exchange/contracts';

import { HttpError } from '../http/errors.js';

/** A refusal the client may retry after a while: a 429 with its code; the route sends `Retry-After`. */
export class RetryLaterError extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(code: RefusalCode, retryAfterSeconds: number, values: WordingValues = {}) {
    super(429, refusalText(code, values), { refusal: refusal(code, values) });
    this.name = 'RetryLaterError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
