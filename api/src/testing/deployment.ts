import { loadConfig } from '../config.js';
import { freePort } from '../local-servers/postgres-server.js';
import { startApi, type RunningApi } from '../start.js';

/** The secrets every process of a test deployment shares. */
export const deploymentAdminToken = 'deployment-admin-token';
const deploymentTokenSecret = 'deployment-token-secret-'.repeat(2);

export interface DeploymentParts {
  readonly databaseUrl: string;
  readonly redisUrl: string;
}

/**
 * One api process of a test deployment (`INTERNAL_URL`) on a port of its own, as `npm run cluster`
 * starts them. When it loses the exchange's lease it stops, as a real one exits.
 */
export async function startDeploymentProcess({ databaseUrl, redisUrl }: DeploymentParts): Promise<RunningApi> {
  const port = await freePort();
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    INTERNAL_URL: `http://127.0.0.1:${port}`,
    PORT: String(port),
    LOG_LEVEL: 'silent',
    ADMIN_TOKEN: deploymentAdminToken,
    TOKEN_SECRET: deploymentTokenSecret,
  });
  const stopped: { api?: RunningApi; closing?: Promise<void> } = {};
  // Closed once, whether the lease's loss or the test closes it first.
  const close = () => (stopped.closing ??= stopped.api?.close() ?? Promise.resolve());
  const api = await startApi(config, {
    logger: false,
    onLeaseLost: () => void close(),
  });
  stopped.api = api;
  return { ...api, close };
}

/** The envelope of a call as `token`: status, and the result or the refusal's code. */
export async function callApi(
  baseUrl: string,
  method: string,
  path: string,
  token: string,
  body?: object,
): Promise<{ status: number; result: Record<string, unknown> | undefined; code: string | undefined }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { result?: Record<string, unknown>; error?: { code?: string } };
  return { status: response.status, result: answer.result, code: answer.error?.code };
}

/** Reads until `done` says so, or `ms` pass; answers the last reading. */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
