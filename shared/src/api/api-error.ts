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

/**
 * What a failure says, as a key of the platform's common namespace and its values: a server's
 * refusal is `refusals.<code>`, a failure the client meets itself is `errors.<name>`.
 */
export interface Said {
  readonly key: string;
  readonly values: Readonly<Record<string, string | number>>;
}

export interface ApiErrorOptions {
  /** The transport error behind this one (an AxiosError), kept for logs, never shown. */
  readonly cause?: unknown;
  /** The response body as received (already decoded), for callers that need more than the message. */
  readonly body?: unknown;
  /** The failure as a key and values, for the player's language; `message` is the fallback. */
  readonly said?: Said;
}

/** The one typed error every call rejects with, so callers switch on `kind`, not on strings. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly body: unknown;
  readonly said: Said | undefined;

  constructor(kind: ApiErrorKind, message: string, status?: number, options: ApiErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = kind;
    this.status = status;
    this.body = options.body;
    this.said = options.said;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
