/**
 * What a step answers when failing is one of its ordinary outcomes (a token that is no good, an
 * input that breaks a rule, a frame that is not a message): the value, or why there is none. Steps
 * whose failure is exceptional throw instead.
 */
export type Result<Value, Failure = string> =
  { readonly ok: true; readonly value: Value } | { readonly ok: false; readonly error: Failure };

/** A result with its value. */
export const success = <Value>(value: Value): { readonly ok: true; readonly value: Value } => ({ ok: true, value });

/** A result that failed, and why. */
export const failure = <Failure>(error: Failure): { readonly ok: false; readonly error: Failure } => ({
  ok: false,
  error,
});
