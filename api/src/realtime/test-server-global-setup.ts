import { startRealtimeTestServer } from './test-server.js';

/** What client test suites (shared's hub client) get through vitest's `inject('realtimeTestServer')`. */
export interface RealtimeTestServerInfo {
  readonly url: string;
  readonly hubUrl: string;
  readonly adminToken: string;
}

interface GlobalSetupContext {
  provide(key: 'realtimeTestServer', value: RealtimeTestServerInfo): void;
}

/**
 * A vitest global setup: packages that may not import the api (shared) still test against the real
 * hub, started once per run on a free port and an in-memory database, and stopped afterwards.
 */
export async function setup(context: GlobalSetupContext): Promise<() => Promise<void>> {
  const server = await startRealtimeTestServer();
  context.provide('realtimeTestServer', {
    url: server.url,
    hubUrl: server.hubUrl,
    adminToken: server.config.adminToken,
  });
  return () => server.close();
}
