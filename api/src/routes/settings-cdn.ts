import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { refusal, refusalText } from '@exchange/contracts';

import { fail } from '../http/envelope.js';
import { withOwnLocalAddress } from './local-addresses.js';
import type { RouteModule } from './route-module.js';
import { settingsTextWithSandboxPayments } from './sandbox-setting.js';

// Stands in for the static CDN that serves brand settings in production: the client fetches
// /cdn/settings/<domain>.json?key=<random> before anything else. The pattern admits no slash and no
// leading dot-dot segment, so a request cannot leave the settings folder.
const settingsFileName = /^[a-z0-9.-]+\.json$/;

const missingFileCodes = new Set(['ENOENT', 'EISDIR', 'ENOTDIR']);

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
        return reply.code(404).send(fail(refusalText('settingsFileNotFound'), refusal('settingsFileNotFound')));
      }

      try {
        const text = withOwnLocalAddress(await readFile(filePath, 'utf8'), config.port, config.localPorts);
        // The apps learn here, before their first render, whether to show the "sandbox" mark.
        const body = settingsTextWithSandboxPayments(text, config.sandboxPayments);
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
