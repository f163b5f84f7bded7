import { readFileSync } from 'node:fs';

import swagger from '@fastify/swagger';
import type { FastifyPluginAsync } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

// The api package's version, read beside src/ and dist/ alike.
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** Where the api's OpenAPI document is served. */
export const apiDocumentPath = '/api/openapi.json';

/**
 * The api's OpenAPI document, made from the zod schemas the routes declare (route-input.ts): what a
 * remote team reads to call the api, always as current as the validation itself. Registered before
 * the route modules, so it sees every route.
 */
const apiDocumentPlugin: FastifyPluginAsync = async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Exchange platform api',
        description:
          'Every answer is the envelope `{ success, result }` or `{ success: false, error: { message, code, values } }`.',
        version,
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  app.get(apiDocumentPath, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(app.swagger()),
  );
};

// Like fastify-plugin: @fastify/swagger's onRoute hook must see the routes of every route module.
Object.defineProperty(apiDocumentPlugin, Symbol.for('skip-override'), { value: true });

export const apiDocument = apiDocumentPlugin;
