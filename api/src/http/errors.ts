import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { $ZodError } from 'zod/v4/core';

import { fail } from './envelope.js';

/** Throw from a route to answer with this status and message in the error envelope. */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}

const INTERNAL_MESSAGE = 'Internal server error';

const hasStatusCode = (error: unknown): error is Error & { statusCode: number } =>
  error instanceof Error && Number.isInteger((error as Partial<FastifyError>).statusCode);

/** Maps anything a route or Fastify itself throws to a status and a message safe to show. */
export function describeError(error: unknown): { statusCode: number; message: string } {
  if (error instanceof HttpError) {
    return { statusCode: error.statusCode, message: error.message };
  }
  // The core error class: schemas built with zod and with zod/mini (the contracts package's light
  // build) both throw it, so a request a contract refuses is a 400 whichever build parsed it.
  if (error instanceof $ZodError) {
    const message = error.issues
      .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
      .join('; ');
    return { statusCode: 400, message };
  }
  if (hasStatusCode(error) && error.statusCode >= 400 && error.statusCode < 600) {
    // Fastify's own 4xx errors (bad JSON, body too large, schema validation) describe the
    // request; 5xx messages may describe internals and are not passed on.
    return {
      statusCode: error.statusCode,
      message: error.statusCode < 500 ? error.message : INTERNAL_MESSAGE,
    };
  }
  return { statusCode: 500, message: INTERNAL_MESSAGE };
}

export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { statusCode, message } = describeError(error);
  if (statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
  }
  return reply.code(statusCode).send(fail(message));
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  const [pathname] = request.url.split('?');
  return reply.code(404).send(fail(`Route ${request.method} ${pathname ?? '/'} not found`));
}

const clientErrorMessages: Readonly<Record<400 | 408 | 431, string>> = {
  400: 'The request could not be read.',
  408: 'The request took too long to arrive.',
  431: "The request's address or headers are too long.",
};

/**
 * Answers, in the envelope, the requests that Node's HTTP parser refuses before Fastify sees them:
 * an address or headers beyond the size limit (431), a malformed request (400), a request that
 * arrives too slowly (408). The connection is closed after the answer: what follows on it cannot
 * be trusted to start a new request.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const statusCode = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(fail(clientErrorMessages[statusCode]));
  socket.end(
    [
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode] ?? ''}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}
