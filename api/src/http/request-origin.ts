import type { FastifyRequest } from 'fastify';

import { HttpError } from './errors.js';

// A Host header names this api in the URLs it hands out (artwork, game pages, streams); anything
// that is not a plain host[:port] is not used for that.
const hostShape = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:]+\](?::\d{1,5})?$/i;

/** This api's origin as the caller reached it, for the URLs it answers; a 400 for a malformed Host. */
export function requestOrigin(request: FastifyRequest): string {
  if (!hostShape.test(request.host)) throw new HttpError(400, 'The request names no valid host.');
  return `${request.protocol}://${request.host}`;
}
