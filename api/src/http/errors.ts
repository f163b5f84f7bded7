import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

import {
  isRefusalCode,
  refusal,
  refusalText,
  type Refusal,
  type RefusalCode,
  type WordingValues,
} from '@exchange/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { $ZodError, type $ZodIssue } from 'zod/v4/core';

import { fail } from './envelope.js';

export interface HttpErrorOptions extends ErrorOptions {
  /** The refusal as a code and values, sent beside the message for the client to translate. */
  readonly refusal?: Refusal;
}

/**
 * Throw from a route or a service to answer with this status and message in the error envelope.
 * A refusal a player can meet is thrown with `refused`, which carries its code and values too.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly refusal: Refusal | undefined;

  constructor(statusCode: number, message: string, options: HttpErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.refusal = options.refusal;
  }
}

/** A refusal a player can meet: its status, its code and values, and its English wording as the message. */
export function refused(
  statusCode: number,
  code: RefusalCode,
  values: WordingValues = {},
  options: ErrorOptions = {},
): HttpError {
  return new HttpError(statusCode, refusalText(code, values), { ...options, refusal: refusal(code, values) });
}

/** What an error answers with: a status, a message safe to show and, for a refusal, its code and values. */
export interface DescribedError {
  readonly statusCode: number;
  readonly message: string;
  readonly refusal?: Refusal;
}

const INTERNAL_MESSAGE = refusalText('internalError');

// The form rules of the contracts give refusal codes as their zod messages, and a rule that names
// values (a length, a limit) gives them in its issue's params. A request with a coded issue is
// refused with the first one, its English wording as the message: the words the form shows. A
// request with none (an admin or developer call) is told every issue with its field's path.
const issueValues = (issue: $ZodIssue): WordingValues => {
  const values: unknown =
    issue.code === 'custom' ? (issue.params as { values?: unknown } | undefined)?.values : undefined;
  return typeof values === 'object' && values !== null ? (values as WordingValues) : {};
};

const issueText = (issue: $ZodIssue): string =>
  issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message;

function describeZodError(error: $ZodError): DescribedError {
  const coded = error.issues.find((issue) => isRefusalCode(issue.message));
  if (coded !== undefined && isRefusalCode(coded.message)) {
    const values = issueValues(coded);
    return { statusCode: 400, message: refusalText(coded.message, values), refusal: refusal(coded.message, values) };
  }
  return { statusCode: 400, message: error.issues.map(issueText).join('; '), refusal: refusal('requestNotValid') };
}

/** The error a route's schema answers a request it refuses with (route-input.ts). */
export function schemaRefusal(error: $ZodError): HttpError {
  const { statusCode, message, refusal: said } = describeZodError(error);
  return new HttpError(statusCode, message, { refusal: said, cause: error });
}

const hasStatusCode = (error: unknown): error is Error & { statusCode: number } =>
  error instanceof Error && Number.isInteger((error as Partial<FastifyError>).statusCode);

/** Maps anything a route or Fastify itself throws to a status and a message safe to show. */
export function describeError(error: unknown): DescribedError {
  if (error instanceof HttpError) {
    const { statusCode, message, refusal: thrown } = error;
    return thrown === undefined ? { statusCode, message } : { statusCode, message, refusal: thrown };
  }
  // The core error class: schemas built with zod and with zod/mini (the contracts package's light
  // build) both throw it, so a request a contract refuses is a 400 whichever build parsed it.
  if (error instanceof $ZodError) return describeZodError(error);
  if (hasStatusCode(error) && error.statusCode >= 400 && error.statusCode < 500) {
    // Fastify's own 4xx errors (bad JSON, body too large, schema validation) describe the request.
    return { statusCode: error.statusCode, message: error.message, refusal: refusal('requestNotValid') };
  }
  // 5xx messages may describe internals and are not passed on.
  const statusCode = hasStatusCode(error) && error.statusCode >= 500 && error.statusCode < 600 ? error.statusCode : 500;
  return { statusCode, message: INTERNAL_MESSAGE, refusal: refusal('internalError') };
}

export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { statusCode, message, refusal: said } = describeError(error);
  if (statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
  }
  return reply.code(statusCode).send(fail(message, said));
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  const [pathname] = request.url.split('?');
  const values = { method: request.method, path: pathname ?? '/' };
  return reply.code(404).send(fail(refusalText('routeNotFound', values), refusal('routeNotFound', values)));
}

const clientErrorCodes: Readonly<Record<400 | 408 | 431, RefusalCode>> = {
  400: 'requestUnreadable',
  408: 'requestTooSlow',
  431: 'requestTooLong',
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
  const code = clientErrorCodes[statusCode];
  const body = JSON.stringify(fail(refusalText(code), refusal(code)));
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
