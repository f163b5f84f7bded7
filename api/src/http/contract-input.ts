import type * as zm from 'zod/mini';

/**
 * Reads a request's body or query with a contracts schema. A mismatch throws the schema's error,
 * which the error handler answers with 400 naming each field (errors.ts).
 */
export function parseContract<Schema extends zm.ZodMiniType>(schema: Schema, value: unknown): zm.output<Schema> {
  return schema.parse(value) as zm.output<Schema>;
}
