import type { AddressInfo } from 'node:net';

import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { loadConfig } from '../config.js';
import type { RouteModule } from '../routes/index.js';
import { buildServer } from '../server.js';
import { noDatabase } from '../testing/no-database.js';
import { decodePayload, encodePayload } from './codec.js';
import { ok } from './envelope.js';
import { HttpError } from './errors.js';

const config = loadConfig({ DATA_DIR: 'memory' });

// These routes never touch the database.

const echoRoutes: RouteModule = async (app) => {
  app.post(
    '/Echo/Stake',
    {
      // A route schema proves decoding happens before validation: `{ payload }` alone would fail it.
      schema: {
        body: z.object({ stake: z.number(), name: z.string().optional() }),
      },
    },
    async (request) => ok({ body: request.body, query: request.query, url: request.url }),
  );
  app.get('/Echo/Query', async (request) => ok({ query: request.query, url: request.url }));
  app.get('/Echo/Conflict', async () => {
    throw new HttpError(409, 'Bet already placed');
  });
};

let app: FastifyInstance;

beforeAll(async () => {
  app = buildServer({ config, db: noDatabase, logger: false, routes: [echoRoutes] });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

const codecHeader = { 'x-payload-codec': 'base64-json' };
const encodedQuery = (value: unknown) => `payload=${encodeURIComponent(encodePayload(value).payload)}`;

describe('base64-json on the api', () => {
  it('encodes { payload: base64(UTF-8 JSON) } and decodes it back, for any JSON value', () => {
    expect(encodePayload({ name: 'Aviator ✈' })).toEqual({
      payload: Buffer.from('{"name":"Aviator ✈"}', 'utf8').toString('base64'),
    });
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(decodePayload(encodePayload(value).payload)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('changes nothing for a request without the header', async () => {
    const response = await app.inject({ method: 'POST', url: '/Echo/Stake?SkipCount=0', payload: { stake: 100 } });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['vary'])).not.toContain('X-Payload-Codec');
    expect(response.json()).toEqual({
      success: true,
      result: { body: { stake: 100 }, query: { SkipCount: '0' }, url: '/Echo/Stake?SkipCount=0' },
    });
  });

  it('decodes body and query before validation and encodes the answer', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/Echo/Stake?${encodedQuery({ SkipCount: 0, Result: 'Success', ids: [1, 2], skipped: null })}`,
      headers: codecHeader,
      payload: encodePayload({ stake: 1000, name: 'Ünïcode ✓' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['vary']).toBe('Origin, X-Payload-Codec');
    const answer = response.json<{ payload: string }>();
    expect(Object.keys(answer)).toEqual(['payload']);
    expect(decodePayload(answer.payload)).toMatchObject({
      success: true,
      result: {
        body: { stake: 1000, name: 'Ünïcode ✓' },
        // As a plain query string would have carried them: text.
        query: { SkipCount: '0', Result: 'Success', ids: ['1', '2'] },
      },
    });
  });

  it('still validates the decoded body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/Echo/Stake',
      headers: codecHeader,
      payload: encodePayload({ stake: 'a lot' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: { message: expect.stringContaining('stake') } });
  });

  it('leaves error answers plain: the client decodes successful ones only', async () => {
    const response = await app.inject({ method: 'GET', url: '/Echo/Conflict', headers: codecHeader });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, error: { message: 'Bet already placed' } });
  });

  it('takes a body the client could not encode as it is', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/Echo/Stake',
      headers: codecHeader,
      payload: { stake: 5 },
    });
    expect(response.statusCode).toBe(200);
    expect(decodePayload(response.json<{ payload: string }>().payload)).toMatchObject({
      result: { body: { stake: 5 } },
    });
  });

  it.each([
    ['not base64', { payload: 'not base64!' }, 'Encoded payload is not base64'],
    ['not JSON', { payload: Buffer.from('{oops').toString('base64') }, 'Encoded payload is not UTF-8 JSON'],
    ['not UTF-8', { payload: Buffer.from([0xff, 0xfe]).toString('base64') }, 'Encoded payload is not UTF-8 JSON'],
  ])('answers 400 for a payload that is %s', async (_case, payload, message) => {
    const response = await app.inject({ method: 'POST', url: '/Echo/Stake', headers: codecHeader, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: { message } });
  });

  it('answers 400 for an encoded query that is not an object', async () => {
    const response = await app.inject({ method: 'GET', url: `/Echo/Query?${encodedQuery([1])}`, headers: codecHeader });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: { message: 'Encoded query must be an object' } });
  });

  it('answers 400 for a codec it does not speak', async () => {
    const response = await app.inject({ method: 'GET', url: '/Echo/Query', headers: { 'x-payload-codec': 'rot13' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: { message: 'Unsupported payload codec: rot13' } });
  });
});

/** The parts of shared's client this test drives. */
interface SharedClient {
  configureApiClient(options: { defaultBaseUrl: string; onUnauthorized: () => void; codec?: unknown }): void;
  apiGet<T>(url: string, params?: object): Promise<T>;
  apiPost<T>(url: string, data?: unknown, config?: { params?: object }): Promise<T>;
}

describe('round trip: the shared client against this api', () => {
  let server: FastifyInstance;
  let client: SharedClient;
  let base64JsonCodec: unknown;

  beforeAll(async () => {
    server = buildServer({ config, db: noDatabase, logger: false, routes: [echoRoutes] });
    await server.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.server.address() as AddressInfo;
    // The api takes only types from shared at build time; this test loads the real client at run
    // time, because the point is that both halves agree on the wire.
    const sharedApi = new URL('../../../shared/src/api/', import.meta.url);
    client = (await import(new URL('http-client.ts', sharedApi).href)) as SharedClient;
    ({ base64JsonCodec } = (await import(new URL('payload-codec.ts', sharedApi).href)) as { base64JsonCodec: unknown });
    client.configureApiClient({
      defaultBaseUrl: `http://127.0.0.1:${port}/`,
      onUnauthorized: () => undefined,
      codec: base64JsonCodec,
    });
  });

  afterAll(async () => {
    await server.close();
  });

  it('sends an encoded body and query and reads the encoded answer', async () => {
    const result = await client.apiPost<{ body: unknown; query: unknown; url: string }>(
      'Echo/Stake',
      { stake: 2500.5, name: 'Jäger ✓' },
      { params: { SkipCount: 10 } },
    );
    expect(result.body).toEqual({ stake: 2500.5, name: 'Jäger ✓' });
    expect(result.query).toEqual({ SkipCount: '10' });
    // What crossed the wire was the encoded form.
    expect(result.url).toMatch(/^\/Echo\/Stake\?payload=/);
  });

  it('reads a plain error answer as the catalogue says', async () => {
    await expect(client.apiGet('Echo/Conflict')).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'http',
      status: 409,
      message: 'Bet already placed',
    });
  });
});
