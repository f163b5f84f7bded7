import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startAppStack } from '../scripts/lib/app-servers.mjs';
import { appsControlVariable, e2eApiEntryPoint, e2eApiEnv } from './support/app-stack';

/**
 * Starts the api and a static server per production build once for the whole run: every worker's
 * tests use them, on the fixed ports the builds name. The api keeps its database in a folder made
 * for this run (removed at the end), so that a test which kills it finds its players again once the
 * stack's supervisor has started it anew. Tests take a front-end server down and up again, or kill
 * the api, through a small control server on loopback, whose address the workers inherit in their
 * environment.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-api-data-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  let apps: Awaited<ReturnType<typeof startAppStack>>;
  try {
    apps = await startAppStack({ apiEnv: e2eApiEnv(dataDir), apiEntryPoint: e2eApiEntryPoint });
  } catch (error) {
    removeDataDir();
    throw error;
  }
  const killApi = async () => {
    // A crash, not a stop: no chance to close connections or finish writes.
    if (!apps.api.kill('SIGKILL')) throw new Error('The api is not running (it is restarting)');
  };
  const control = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://control.invalid');
    const name = url.searchParams.get('name') as Parameters<typeof apps.stop>[0] | null;
    const known = name !== null && apps.apps.some((app) => app.name === name);
    const run =
      request.method !== 'POST'
        ? Promise.reject(new Error('POST only'))
        : url.pathname === '/start-all'
          ? apps.startAll()
          : url.pathname === '/kill-api'
            ? killApi()
            : url.pathname === '/stop' && known
              ? apps.stop(name)
              : url.pathname === '/start' && known
                ? apps.start(name)
                : Promise.reject(new Error(`Unknown command ${url.pathname} ${name ?? ''}`));
    run.then(
      () => response.writeHead(204).end(),
      (error: unknown) => response.writeHead(500).end(error instanceof Error ? error.message : String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    control.once('error', reject);
    control.listen(0, '127.0.0.1', resolve);
  });
  process.env[appsControlVariable] = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;
  return async () => {
    await new Promise<void>((resolve) => control.close(() => resolve()));
    try {
      await apps.close();
    } finally {
      removeDataDir();
    }
  };
}
