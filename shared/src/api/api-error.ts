/** Kinds of expected call failure; each maps to a catalogue message of the specification. */
export type ApiErrorKind = 'network' | 'http' | 'unauthorized' | 'server' | 'rejected' | 'timeout' | 'aborted';

/** The one typed error every call rejects with, so callers switch on `kind`, not on strings. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;

  constructor(kind: ApiErrorKind, message: string, status?: number) {
    super(message);
    this.kind = kind;
    this.status = status;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
