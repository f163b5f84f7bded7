import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { DEFAULT_PORT } from '../config.js';
import { fail } from '../http/envelope.js';
import type { RouteModule } from './route-module.js';

// Stands in for the static CDN that serves brand settings in production: the client fetches
// /cdn/settings/<domain>.json?key=<random> before anything else. The pattern admits no slash and no
// leading dot-dot segment, so a request cannot leave the settings folder.
const settingsFileName = /^[a-z0-9.-]+\.json$/;

const missingFileCodes = new Set(['ENOENT', 'EISDIR', 'ENOTDIR']);

/**
 * The brand files name the reference api at its default local address (logos, favicons, baseUrl,
 * hubUrl); an api started on another port serves them naming its own, so a brand on a moved
 * stack talks to this api and not to whatever listens on the default port.
 */
export function withApiPort(text: string, port: number): string {
  if (port === 0 || port === DEFAULT_PORT) return text;
  return text.replace(new RegExp(`//(localhost|127\\.0\\.0\\.1):${DEFAULT_PORT}\\b`, 'g'), `//$1:${port}`);
}

export const settingsCdnRoutes: RouteModule = async (app, { config }) => {
  const settingsDir = path.resolve(config.settingsCdnDir, 'settings');

  app.get<{ Params: { '*': string } }>(
    '/cdn/settings/*',
    {
      // Like a real CDN: readable from any origin, never with credentials, which would be
      // refused by browsers next to a wildcard origin anyway.
      config: { cors: { origin: '*', credentials: false } },
    },
    async (request, reply) => {
      // Brands change settings (e.g. siteSuspended) without a deploy; clients must revalidate.
      reply.header('Cache-Control', 'no-cache');

      const name = request.params['*'];
      const filePath = path.join(settingsDir, name);
      if (!settingsFileName.test(name) || path.dirname(filePath) !== settingsDir) {
        return reply.code(404).send(fail('Settings file not found'));
      }

      try {
        const body = withApiPort(await readFile(filePath, 'utf8'), config.port);
        return reply.type('application/json; charset=utf-8').send(body);
      } catch (error) {
        if (missingFileCodes.has((error as NodeJS.ErrnoException).code ?? '')) {
          return reply.code(404).send(fail(`Settings file ${name} not found`));
        }
        throw error;
      }
    },
  );
};
