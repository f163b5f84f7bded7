import * as z from 'zod/mini';

import type { Wording, WordingValues } from './wording.js';

// Every call of the specification answers with this envelope, success or not, so clients branch on
// `success` rather than on HTTP status codes. The api builds it with `ok`/`fail`; the client reads it
// with `successEnvelopeSchema`/`errorBodySchema`.

export interface ApiSuccess<T> {
  readonly success: true;
  readonly result: T;
}

/**
 * The error body the api sends: the specification's `message`, and, for a refusal a player can
 * meet, its `code` and `values` for a client to say in the player's language (see refusals.ts).
 * A server may add fields (`status`, `unAuthorizedRequest`…).
 */
export interface ErrorBody {
  readonly message: string;
  readonly code?: string;
  readonly values?: WordingValues;
}

export interface ApiFailure {
  readonly success: false;
  readonly error: ErrorBody;
}

export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

export const ok = <T>(result: T): ApiSuccess<T> => ({ success: true, result });

export const fail = (message: string, wording?: Wording): ApiFailure => ({
  success: false,
  error: wording === undefined ? { message } : { message, code: wording.code, values: wording.values },
});

export const errorBodySchema = z.looseObject({
  message: z.string(),
  code: z.optional(z.string()),
  values: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});

export const failureEnvelopeSchema = z.looseObject({ success: z.literal(false), error: errorBodySchema });

/** `{ success: true, result }` with `result` checked by the call's own schema. */
export const successEnvelopeSchema = <Result extends z.ZodMiniType>(result: Result) =>
  z.looseObject({ success: z.literal(true), result });
