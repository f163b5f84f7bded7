// Every call of the specification answers with this envelope, success or not, so clients branch on
// `success` instead of on HTTP status codes.

export interface ApiSuccess<T> {
  readonly success: true;
  readonly result: T;
}

export interface ApiFailure {
  readonly success: false;
  readonly error: { readonly message: string };
}

export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

export const ok = <T>(result: T): ApiSuccess<T> => ({ success: true, result });

export const fail = (message: string): ApiFailure => ({ success: false, error: { message } });
