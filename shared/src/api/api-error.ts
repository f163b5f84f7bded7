/** Kinds of expected call failure; each maps to a catalogue message of the specification. */
export type ApiErrorKind =
  | 'network'
  | 'http'
  | 'unauthorized'
  | 'server'
  | 'rejected'
  | 'timeout'
  | 'aborted'
  // The call or its answer broke the contract of the endpoint (`defineEndpoint`).
  | 'contract';

export interface ApiErrorOptions {
  /** The transport error behind this one (an AxiosError), kept for logs, never shown. */
  readonly cause?: unknown;
  /** The response body as received (already decoded), for callers that need more than the message. */
  readonly body?: unknown;
}

/** The one typed error every call rejects with, so callers switch on `kind`, not on strings. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly body: unknown;

  constructor(kind: ApiErrorKind, message: string, status?: number, options: ApiErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = kind;
    this.status = status;
    this.body = options.body;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
