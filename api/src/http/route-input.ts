import type { Refusal, Result } from '@exchange/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { safeParse, type $ZodType } from 'zod/v4/core';

import { schemaRefusal } from './errors.js';

/**
 * Checks a route's `schema` (body, querystring, params) with zod, contracts' zod/mini schemas
 * included: the handler reads the parsed value, typed by the route's type provider
 * (fastify-type-provider-zod), and a refused request is answered before the handler runs with the
 * refusal of the first coded issue (errors.ts). Fastify hands an absent body to the check as null.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data);
    return result.success ? { value: result.data } : { error: schemaRefusal(result.error) };
  };

/**
 * A body or query read the way the contracts' form rules read fields: a missing text field is
 * empty and an amount sent as a JSON number is its text, so the player's own rule answers ("Enter
 * an amount.") rather than a message about types.
 */
export function formInput<Schema extends $ZodType>(schema: Schema, textFields: readonly string[]) {
  return z.preprocess((input) => formFields(input, textFields), schema);
}

function formFields(input: unknown, textFields: readonly string[]): Record<string, unknown> {
  const fields: Record<string, unknown> =
    typeof input === 'object' && input !== null && !Array.isArray(input) ? { ...(input as object) } : {};
  for (const name of textFields) {
    const value = fields[name];
    if (value === undefined || value === null) fields[name] = '';
    else if (typeof value === 'number') fields[name] = String(value);
  }
  return fields;
}

/**
 * A request read by a validation that checks its rules in a fixed order (sign-up, verification):
 * its first refusal, code and values, is the request's refusal.
 */
export function checkedInput<Value>(validate: (input: unknown) => Result<Value, Refusal>) {
  return z.unknown().transform((input, context): Value => {
    const checked = validate(input);
    if (checked.ok) return checked.value;
    context.issues.push({
      code: 'custom',
      message: checked.error.code,
      input,
      params: { values: checked.error.values },
    });
    return z.NEVER;
  });
}

/** An optional body: absent (null to the check) reads as the empty object. */
export function optionalBody<Schema extends $ZodType>(schema: Schema) {
  return z.preprocess((input) => input ?? {}, schema);
}

/** A text field read loosely: a missing or non-text value is empty, which the call's own rules then refuse. */
export const looseText = z.string().catch('');

/** The same without surrounding spaces: autofill and pasting add them, and no name, number or token has them. */
export const looseTrimmedText = looseText.transform((text) => text.trim());

/** Fields of a body or query read loosely: what is not an object has none, and others are dropped. */
export const looseFields = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.preprocess(
    (input) => (typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {}),
    z.object(shape),
  );
