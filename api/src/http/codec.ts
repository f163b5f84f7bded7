import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

import { HttpError } from './errors.js';

// The api's half of the client's payload codec (shared/src/api/payload-codec.ts). A request that
// carries `X-Payload-Codec: base64-json` sends its body and query as `{ payload: base64(UTF-8 JSON) }`
// and gets its successful JSON answers back the same way. Without the header nothing changes.

export const payloadCodecHeader = 'x-payload-codec';
export const base64JsonScheme = 'base64-json';

export interface EncodedPayload {
  readonly payload: string;
}

export function encodePayload(value: unknown): EncodedPayload {
  return { payload: Buffer.from(JSON.stringify(value), 'utf8').toString('base64') };
}

const base64Text = /^[A-Za-z0-9+/]*={0,2}$/;

/** Throws a 400 for anything that is not base64 of UTF-8 JSON. */
export function decodePayload(payload: string): unknown {
  if (payload.length % 4 !== 0 || !base64Text.test(payload)) {
    throw new HttpError(400, 'Encoded payload is not base64');
  }
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(payload, 'base64'))) as unknown;
  } catch (error) {
    throw new HttpError(400, 'Encoded payload is not UTF-8 JSON', { cause: error });
  }
}

const isEncoded = (value: unknown): value is EncodedPayload =>
  typeof value === 'object' && value !== null && typeof (value as { payload?: unknown }).payload === 'string';

type QueryValue = string | string[];

// Routes are written for plain query strings, whose values are always text; decoded JSON numbers
// and booleans are turned back into the text a query string would have carried.
const asQueryText = (value: unknown): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

function toQuery(decoded: unknown): Record<string, QueryValue> {
  if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) {
    throw new HttpError(400, 'Encoded query must be an object');
  }
  const query: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(decoded)) {
    if (value === undefined || value === null) continue;
    query[key] = Array.isArray(value) ? value.map(asQueryText) : asQueryText(value);
  }
  return query;
}

function usesCodec(request: FastifyRequest): boolean {
  const scheme = request.headers[payloadCodecHeader];
  if (scheme === undefined) return false;
  if (scheme !== base64JsonScheme) {
    throw new HttpError(400, `Unsupported payload codec: ${String(scheme)}`);
  }
  return true;
}

const isJson = (reply: FastifyReply): boolean => /^application\/json\b/i.test(String(reply.getHeader('content-type')));

const payloadCodecPlugin: FastifyPluginAsync = async (app) => {
  // Before validation, so route schemas and zod parsers see the plain values.
  app.addHook('preValidation', async (request) => {
    if (!usesCodec(request)) return;
    if (isEncoded(request.body)) request.body = decodePayload(request.body.payload);
    if (isEncoded(request.query)) request.query = toQuery(decodePayload(request.query.payload));
  });

  // Only successful answers: the client decodes 2xx bodies alone, so error envelopes stay readable.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.headers[payloadCodecHeader] !== base64JsonScheme) return payload;
    // The same URL answers differently with and without the header; caches must keep both apart.
    const vary = reply.getHeader('vary');
    reply.header('vary', vary === undefined ? 'X-Payload-Codec' : `${String(vary)}, X-Payload-Codec`);
    if (reply.statusCode < 200 || reply.statusCode >= 300 || typeof payload !== 'string' || !isJson(reply)) {
      return payload;
    }
    try {
      return JSON.stringify(encodePayload(JSON.parse(payload) as unknown));
    } catch {
      // Text labelled JSON that is not JSON goes out as it is rather than failing the answer.
      return payload;
    }
  });
};

// Like fastify-plugin: the hooks apply to every route module, not only inside this plugin's scope.
Object.defineProperty(payloadCodecPlugin, Symbol.for('skip-override'), { value: true });

export const payloadCodec = payloadCodecPlugin;
