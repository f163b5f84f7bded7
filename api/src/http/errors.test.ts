import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

import { success } from '@exchange/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';

import { fieldsOf, refuse } from '../accounts/validation.js';
import { loadConfig } from '../config.js';
import type { RouteModule } from '../routes/route-module.js';
import { buildServer } from '../server.js';
import { noDatabase } from '../testing/no-database.js';
import { ok } from './envelope.js';
import { checkedInput } from './route-input.js';

const echoRoutes: RouteModule = async (app) => {
  app.post('/echo', async (request) => ok(request.body));
  app.get('/echo/:name', async (request) => ok(request.params));
  app.post('/classic', async (request) => ok(z.object({ amount: z.number() }).parse(request.body)));
  app.post('/mini', async (request) => ok(zm.object({ amount: zm.number() }).parse(request.body)));
  // Input declared on the route: a contracts-style rule whose message is a refusal code, and a
  // validation that refuses with values.
  app.post(
    '/declared',
    { schema: { body: zm.object({ amount: zm.string().check(zm.minLength(1, 'amountRequired')) }) } },
    async (request) => ok(request.body),
  );
  app.get(
    '/declared',
    {
      schema: {
        querystring: checkedInput((query) =>
          fieldsOf(query).count === '1' ? success(1) : refuse('closestCount', { max: 1 }),
        ),
      },
    },
    async (request) => ok(request.query),
  );
};

/** An error envelope: the English message, with the refusal's code and values. */
const failure = (message: string, code: string) => ({ success: false, error: { message, code, values: {} } });

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A real HTTP request, through Node's parser (which `inject` skips). */
function rawGet(port: number, path: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('errors outside the routes', () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = buildServer({
      config: loadConfig({ DATA_DIR: 'memory' }),
      db: noDatabase,
      logger: false,
      routes: [echoRoutes],
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    ({ port } = app.server.address() as AddressInfo);
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers an address beyond the header limit with 431 in the envelope, then closes', async () => {
    const answer = await rawGet(port, `/echo/x?filler=${'a'.repeat(70 * 1024)}`);
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual(
      failure("The request's address or headers are too long.", 'requestTooLong'),
    );
    // The server keeps serving.
    expect((await rawGet(port, '/echo/again')).status).toBe(200);
  });

  it('answers a body beyond the size limit with 413 in the envelope', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ filler: 'a'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(failure('Request body is too large', 'requestNotValid'));
  });

  it('answers an address that does not decode with 400 in the envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/echo/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: { message: expect.any(String) } });
  });

  it.each([
    ['zod', '/classic'],
    ['zod/mini', '/mini'],
  ])('answers a body that a %s schema refuses with 400 naming the field', async (_build, url) => {
    const response = await app.inject({ method: 'POST', url, payload: { amount: 'ten' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: { message: expect.stringMatching(/^amount: /) } });
  });

  it('answers a body its route declares and refuses with 400, the rule broken and its code, before the handler', async () => {
    const refused = await app.inject({ method: 'POST', url: '/declared', payload: { amount: '' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(failure('Enter an amount.', 'amountRequired'));
    const missing = await app.inject({ method: 'POST', url: '/declared', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: { code: 'requestNotValid', message: expect.stringMatching(/^amount: /) },
    });
    const absent = await app.inject({ method: 'POST', url: '/declared' });
    expect(absent.statusCode).toBe(400);
    expect(absent.json()).toMatchObject({ error: { code: 'requestNotValid' } });
    const taken = await app.inject({ method: 'POST', url: '/declared', payload: { amount: '5', extra: true } });
    expect(taken.json()).toEqual({ success: true, result: { amount: '5' } });
  });

  it("refuses a query its route reads with a validation, with the refusal's values", async () => {
    const refused = await app.inject({ method: 'GET', url: '/declared?count=7' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      success: false,
      error: { message: 'count: a whole number from 1 to 1', code: 'closestCount', values: { max: 1 } },
    });
    expect((await app.inject({ method: 'GET', url: '/declared?count=1' })).json()).toEqual({
      success: true,
      result: 1,
    });
  });
});
