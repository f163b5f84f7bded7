import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

import { z } from 'zod';

import { ok } from '../http/envelope.js';
import { HttpError } from '../http/errors.js';
import { withOwnLocalAddress } from './local-addresses.js';
import type { RouteModule } from './route-module.js';
import { withSandboxPayments } from './sandbox-setting.js';

export interface SettingExpiryResult {
  /** Changes whenever the brand's settings (or the default-domain file under them) change. */
  readonly expiry: string;
}

export interface IpResult {
  readonly ip: string;
}

const hostName = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;

const loopbackHosts = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * The settings file a domain reads, chosen as the client chooses it: test, localhost and preview
 * hosts share `localhost.json`, except the `*.localhost` demo brands, which have their own.
 */
export function settingsFileStemFor(domain: string): string {
  if (loopbackHosts.has(domain)) return 'localhost';
  if (domain.endsWith('.localhost')) return domain;
  return domain.split('.').some((label) => label === 'test' || label === 'preview') ? 'localhost' : domain;
}

/** `Gold.Localhost:3000.` → `gold.localhost`; anything that is not a host name is refused. */
export function normaliseDomain(value: string): string {
  const trimmed = value.trim().toLowerCase();
  if (loopbackHosts.has(trimmed)) return trimmed;
  const domain = trimmed.replace(/:\d+$/, '').replace(/\.$/, '');
  if (domain.length > 253 || !(hostName.test(domain) || loopbackHosts.has(domain))) {
    throw new HttpError(400, 'domain must be a host name');
  }
  return domain;
}

const domainQuery = z.object({ domain: z.string().optional() });

/** The `domain` query parameter, else the host of the calling page's Origin. */
function requestedDomain(domain: string | undefined, origin: string | undefined): string {
  if (domain !== undefined && domain.trim() !== '') return normaliseDomain(domain);
  if (origin !== undefined) {
    try {
      return normaliseDomain(new URL(origin).hostname);
    } catch (error) {
      if (error instanceof HttpError) throw error;
    }
  }
  throw new HttpError(400, 'domain is required');
}

const missingFileCodes = new Set(['ENOENT', 'EISDIR', 'ENOTDIR']);
const isMissing = (error: unknown) => missingFileCodes.has((error as NodeJS.ErrnoException).code ?? '');

export const settingsRoutes: RouteModule = async (app, { config }) => {
  const settingsDir = path.resolve(config.settingsCdnDir, 'settings');
  const fileOf = (stem: string) => path.join(settingsDir, `${stem}.json`);

  async function brandFile(domain: string): Promise<string> {
    const file = fileOf(settingsFileStemFor(domain));
    // normaliseDomain admits no slash and no empty label, so this holds; checked all the same.
    if (path.dirname(file) !== settingsDir) throw new HttpError(400, 'domain must be a host name');
    return file;
  }

  const notFound = (domain: string, error: unknown) =>
    new HttpError(404, `Settings for ${domain} not found`, { cause: error });

  // Setting/GetSetting: the server's copy of the brand's settings file, for clients that read
  // settings through the api rather than the CDN.
  app.get('/Setting/GetSetting', { schema: { querystring: domainQuery } }, async (request, reply) => {
    const domain = requestedDomain(request.query.domain, request.headers.origin);
    const file = await brandFile(domain);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if (isMissing(error)) throw notFound(domain, error);
      throw error;
    }
    reply.header('Cache-Control', 'no-cache');
    const settings: unknown = JSON.parse(withOwnLocalAddress(text, config.port, config.localPorts));
    return ok(withSandboxPayments(settings, config.sandboxPayments));
  });

  // api/setting/GetSettingExpiry: a version of the brand's settings. The client keeps its stored
  // domainSetting until this changes. The default-domain file fills fields of every brand, so
  // a change to it changes every brand's version too.
  app.get('/api/setting/GetSettingExpiry', { schema: { querystring: domainQuery } }, async (request, reply) => {
    const domain = requestedDomain(request.query.domain, request.headers.origin);
    const file = await brandFile(domain);
    let modified: number;
    try {
      modified = (await stat(file)).mtimeMs;
    } catch (error) {
      if (isMissing(error)) throw notFound(domain, error);
      throw error;
    }
    const defaults = await stat(fileOf('default')).then(
      (stats) => stats.mtimeMs,
      () => 0,
    );
    reply.header('Cache-Control', 'no-cache');
    return ok<SettingExpiryResult>({ expiry: new Date(Math.floor(Math.max(modified, defaults))).toISOString() });
  });

  // Account/GetIp: the caller's address as this server sees it (the socket's peer; forwarded
  // headers are not trusted unless Fastify is configured to trust a proxy).
  app.get('/Account/GetIp', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return ok<IpResult>({ ip: request.ip });
  });
};
