import { firstProblem, isRefusalCode } from '@exchange/contracts';

import { HttpError, refused } from '../http/errors.js';

type Schema<Value> = Parameters<typeof firstProblem<Value>>[0];

/**
 * The fields of a body or query as the contracts' form rules read them: a missing text field is
 * empty and an amount sent as a JSON number is its text, so the player's own rule answers ("Enter
 * an amount.") rather than a message about types.
 */
export function formFields(input: unknown, textFields: readonly string[]): Record<string, unknown> {
  const fields: Record<string, unknown> =
    typeof input === 'object' && input !== null && !Array.isArray(input) ? { ...(input as object) } : {};
  for (const name of textFields) {
    const value = fields[name];
    if (value === undefined || value === null) fields[name] = '';
    else if (typeof value === 'number') fields[name] = String(value);
  }
  return fields;
}

/** The parsed value, or a 400 refusing with the first broken rule's code: the words the form shows. */
export function valid<Value>(schema: Schema<Value>, input: unknown): Value {
  const checked = firstProblem(schema, input);
  if (checked.ok) return checked.value;
  throw isRefusalCode(checked.error) ? refused(400, checked.error) : new HttpError(400, checked.error);
}
