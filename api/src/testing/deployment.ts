import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { expect } from 'vitest';

import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { freePort } from '../local-servers/programs.js';
import type { HubNotification } from '../realtime/notifications-hub.js';
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
    // As `npm run cluster`: the load balancer and the other processes are on this machine.
    TRUST_PROXY: 'loopback',
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

/** The result of a call as `token` through `baseUrl`, failing the test on a refusal. */
export async function succeeded(baseUrl: string, method: string, path: string, token: string, body?: object) {
  const answer = await callApi(baseUrl, method, path, token, body);
  expect(answer.status < 300, `${path}: ${JSON.stringify(answer)}`).toBe(true);
  return answer.result ?? {};
}

/** A new player with `balance`, made with the admin call; answers their access token and id. */
export const newDeploymentPlayer = async (baseUrl: string, username: string, balance: string) =>
  (await succeeded(baseUrl, 'POST', '/admin/players', deploymentAdminToken, { username, balance })) as {
    accessToken: string;
    player: { id: number };
  };

/**
 * An operator's event starting in an hour with one match-odds market between `sides` (no one
 * quotes it), made through `baseUrl`; answers the market's id and its runners' ids.
 */
export async function newOperatorMarket(
  baseUrl: string,
  event: { sportId: number; competition: string; sides: readonly string[] },
): Promise<{ marketId: string; runnerIds: number[] }> {
  const made = (await succeeded(baseUrl, 'POST', '/admin/sports/events', deploymentAdminToken, {
    sportId: event.sportId,
    competition: event.competition,
    title: event.sides.slice(0, 2).join(' v '),
    participants: event.sides.slice(0, 2),
    openDate: new Date(Date.now() + 3_600_000).toISOString(),
    markets: [{ name: 'Match Odds', type: 'MATCH_ODDS', runners: event.sides }],
  })) as { markets: { id: string; runners: { id: number }[] }[] };
  const [market] = made.markets;
  return { marketId: market?.id ?? '', runnerIds: market?.runners.map((runner) => runner.id) ?? [] };
}

/** The exchange's writer as `exchange_leader` names it, or null before any. */
export const leaderOf = async (db: Pick<Database, 'query'>): Promise<string | null> =>
  (await db.query<{ url: string | null }>('SELECT url FROM exchange_leader'))[0]?.url ?? null;

/**
 * A hub socket through `baseUrl` registered as the player of `token` and in `group`, with every
 * `Message` push it hears; the caller stops it.
 */
export async function watchingSocket(
  baseUrl: string,
  token: string,
  group: string,
): Promise<{ socket: HubConnection; heard: HubNotification[] }> {
  const socket = new HubConnectionBuilder()
    .withUrl(`${baseUrl}/hubs/notifications`)
    .configureLogging(LogLevel.None)
    .build();
  const heard: HubNotification[] = [];
  socket.on('Message', (message: HubNotification) => heard.push(message));
  await socket.start();
  expect(await socket.invoke<boolean>('RegisterClient', 'Chrome', 'localhost', '/', token)).toBe(true);
  await socket.invoke('JoinGroup', group);
  return { socket, heard };
}
