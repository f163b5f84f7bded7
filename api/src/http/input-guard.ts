import type { FastifyPluginAsync } from 'fastify';

import { refused, type HttpError } from './errors.js';

// Control characters other than tab, line feed and carriage return, DEL, and UTF-16 surrogates
// without their other half. PostgreSQL refuses NUL in text (error 22021, a 500 before this guard),
// and none of them belongs in a name, a password or an address a player types.
const disallowedCharacter =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasDisallowedCharacter = (text: string): boolean => disallowedCharacter.test(text);

interface Visit {
  readonly value: unknown;
  readonly key: string | number | null;
  readonly parent: Visit | null;
}

// A path deeper than this is shown cut short: the message stays readable and small.
const SHOWN_DEPTH = 8;

/** Where a value sits in the request, as a developer would name the field: `bets[1].runner`. */
function fieldName(visit: Visit): string {
  const keys: (string | number)[] = [];
  for (let at: Visit | null = visit; at !== null && at.key !== null; at = at.parent) keys.push(at.key);
  keys.reverse();
  const shown = keys
    .slice(0, SHOWN_DEPTH)
    .reduce<string>(
      (name, key) => (typeof key === 'number' ? `${name}[${key}]` : name === '' ? key : `${name}.${key}`),
      '',
    );
  return keys.length > SHOWN_DEPTH ? `${shown}…` : shown;
}

/** Where a character that is not allowed sits: a field's value, a field's name, or the request as a whole. */
export type DisallowedPlace =
  | { readonly kind: 'request' }
  | { readonly kind: 'value'; readonly field: string }
  | { readonly kind: 'fieldName'; readonly within: string | null };

/**
 * The first place (keys and values, at any depth) holding a character that is not allowed, or
 * undefined. Walks with its own stack and parent links, so a deeply nested body costs time in
 * proportion to its size and cannot exhaust the call stack.
 */
export function findDisallowedPlace(value: unknown): DisallowedPlace | undefined {
  const stack: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = stack.pop(); visit !== undefined; visit = stack.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (hasDisallowedCharacter(current)) {
        return visit.key === null ? { kind: 'request' } : { kind: 'value', field: fieldName(visit) };
      }
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        stack.push({ value: current[index] as unknown, key: index, parent: visit });
      }
    } else if (typeof current === 'object' && current !== null) {
      const entries = Object.entries(current);
      // The key itself is the problem, so it cannot be shown: name where it sits instead.
      if (entries.some(([key]) => hasDisallowedCharacter(key))) {
        return { kind: 'fieldName', within: visit.key === null ? null : fieldName(visit) };
      }
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index] ?? [];
        if (key !== undefined) stack.push({ value: child as unknown, key, parent: visit });
      }
    }
  }
  return undefined;
}

/** The refusal of a request with a character that is not allowed, naming where it is. */
export function disallowedRefusal(place: DisallowedPlace): HttpError {
  if (place.kind === 'request') return refused(400, 'requestCharacterNotAllowed');
  if (place.kind === 'value') return refused(400, 'characterNotAllowed', { field: place.field });
  return place.within === null
    ? refused(400, 'fieldNameCharacterNotAllowed')
    : refused(400, 'fieldNameInCharacterNotAllowed', { field: place.within });
}

const inputGuardPlugin: FastifyPluginAsync = async (app) => {
  // Registered after the payload codec's hook, so encoded bodies and queries are checked decoded.
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const place = findDisallowedPlace(part);
      if (place !== undefined) throw disallowedRefusal(place);
    }
  });
};

// Like fastify-plugin: the hook covers every route module, not only this plugin's scope.
Object.defineProperty(inputGuardPlugin, Symbol.for('skip-override'), { value: true });

export const inputGuard = inputGuardPlugin;
