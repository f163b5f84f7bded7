import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { fail } from '../http/envelope.js';
import type { RouteModule } from './route-module.js';

// Stands in for the static CDN that serves brand images (logos, favicons, auth backgrounds) in
// production. Names are lower-case letters, digits, dots, dashes and slashes; no segment may start
// with a dot, so `..`, `.` and hidden files never match, and the resolved file must still lie
// inside the brands folder.
const assetName = /^(?:[a-z0-9][a-z0-9.-]*\/)*[a-z0-9][a-z0-9.-]*\.([a-z0-9]+)$/;

// A Map: the extension comes from the request, and a plain object would also answer `constructor`.
const contentTypes: ReadonlyMap<string, string> = new Map([
  ['svg', 'image/svg+xml'],
  ['png', 'image/png'],
  ['webp', 'image/webp'],
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
  ['ico', 'image/x-icon'],
]);

const missingFileCodes = new Set(['ENOENT', 'EISDIR', 'ENOTDIR']);

/** The content type of a servable brand asset name, or undefined when the name is refused. */
export function brandAssetContentType(name: string): string | undefined {
  const extension = assetName.exec(name)?.[1];
  return extension === undefined ? undefined : contentTypes.get(extension);
}

export const brandAssetRoutes: RouteModule = async (app, { config }) => {
  const brandsDir = path.resolve(config.settingsCdnDir, 'brands');

  app.get<{ Params: { '*': string } }>(
    '/cdn/brands/*',
    { config: { cors: { origin: '*', credentials: false } } },
    async (request, reply) => {
      const name = request.params['*'];
      const contentType = brandAssetContentType(name);
      const filePath = path.resolve(brandsDir, name);
      if (contentType === undefined || !filePath.startsWith(`${brandsDir}${path.sep}`)) {
        return reply.code(404).send(fail('Brand file not found'));
      }

      let body: Buffer;
      try {
        body = await readFile(filePath);
      } catch (error) {
        if (missingFileCodes.has((error as NodeJS.ErrnoException).code ?? '')) {
          return reply.code(404).send(fail(`Brand file ${name} not found`));
        }
        throw error;
      }
      // Images change rarely and are named per brand; five minutes keeps a logo edit quick to show.
      reply.header('Cache-Control', 'public, max-age=300');
      reply.header('X-Content-Type-Options', 'nosniff');
      // Brand pages on other origins embed these images.
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      // An SVG opened on its own is a document: it must not run script or load anything.
      reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      return reply.type(contentType).send(body);
    },
  );
};
