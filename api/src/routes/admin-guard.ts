import { createHash, timingSafeEqual } from 'node:crypto';

import type { onRequestAsyncHookHandler } from 'fastify';

import { HttpError } from '../http/errors.js';

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * An onRequest hook that admits only `Authorization: Bearer <ADMIN_TOKEN>`. Digests of equal length
 * are compared in constant time, so neither the token nor its length leaks through timing.
 */
export function requireAdminToken(adminToken: string): onRequestAsyncHookHandler {
  const expected = digest(adminToken);
  return async (request) => {
    const header = request.headers.authorization;
    if (header === undefined || header.trim() === '') {
      throw new HttpError(401, 'Admin token required');
    }
    const match = /^Bearer\s+(.+)$/i.exec(header.trim());
    if (match?.[1] === undefined || !timingSafeEqual(digest(match[1]), expected)) {
      throw new HttpError(401, 'Invalid admin token');
    }
  };
}
