import { join } from 'node:path';

import { apiDefinition, appDefinition, appDefinitions, localCorsOrigins } from '../../scripts/lib/apps.mjs';
import { repoRoot } from '../../scripts/lib/run.mjs';
import { apiSecrets } from './api-secrets';

/**
 * A whitelisted staging hostname (a test host: it reads the test variant's settings) reached over
 * plain http, so outside a secure context; security.spec.ts maps it to loopback in its own browser.
 */
export const insecureBrandHostname = 'test.goldexchange.example';

/** The api's CORS list for the ports in use, plus that brand's origin, which the default does not know. */
export function e2eCorsOrigins(): string {
  return [...localCorsOrigins(), `http://${insecureBrandHostname}:${appDefinition('host').port}`].join(',');
}

/**
 * Every test signs in from 127.0.0.1 against the same api, far more often than the api's limits
 * allow one player; the api's own tests hold the limits to their numbers.
 */
const suiteRateLimits = Object.fromEntries(
  [
    'LOGIN_PER_IP',
    'LOGIN_PER_ACCOUNT',
    'DEMO_PER_IP',
    'REGISTER_PER_IP',
    'REGISTER_PER_ACCOUNT',
    'VERIFY_PER_IP',
    'VERIFY_PER_ACCOUNT',
    'CHANGE_PASSWORD_PER_IP',
    'CHANGE_PASSWORD_PER_ACCOUNT',
    'REFRESH_PER_IP',
    'TOKEN_PER_IP',
    'TOKEN_PER_CLIENT',
  ].map((limit) => [`RATE_LIMIT_${limit}`, '1000/1m']),
);

/**
 * The api as the suite runs it: main.js with the crash game's rounds on a shorter clock (see
 * e2eApiEnv), so a test that plays or watches a round waits seconds, not a minute.
 */
export const e2eApiEntryPoint = join(repoRoot, 'api', 'dist', 'testing', 'e2e-main.js');

/**
 * A crash round for the suite: 3 s of betting (a click still lands inside it on a busy machine), a
 * flight that crashes from 1.60× to 2.00× (5.4 s to 8 s: an auto cash-out at 1.50× is always paid,
 * 4.7 s into the flight) and 1 s of pause; in production 6 s, up to 80 s, 3 s.
 */
const suiteCrashRounds = {
  E2E_CRASH_BETTING_MS: '3000',
  E2E_CRASH_MIN_POINT: '1.60',
  E2E_CRASH_MAX_POINT: '2.00',
  E2E_CRASH_PAUSE_MS: '1000',
};

/**
 * scrypt's cheapest cost the api accepts (log2 N = 10) for the passwords the suite signs up with, as
 * the api's own tests do: a hash at the default 14 takes 16 times the work, every sign-up and login.
 */
const suitePasswordHashCost = { PASSWORD_HASH_COST: '10' };

/**
 * The api's environment for the suite: its database in `dataDir` (a folder of this run, so it
 * outlives a restart of the api), this run's secrets, the suite's limits.
 */
export function e2eApiEnv(dataDir: string): NodeJS.ProcessEnv {
  return {
    DATA_DIR: dataDir,
    // A new folder made for the run: the first start creates the exchange in it.
    CREATE_DATA_DIR: 'on',
    CORS_ORIGINS: e2eCorsOrigins(),
    ADMIN_TOKEN: apiSecrets.adminToken,
    TOKEN_SECRET: apiSecrets.tokenSecret,
    ...suiteRateLimits,
    ...suiteCrashRounds,
    ...suitePasswordHashCost,
    SANDBOX_PAYMENTS: 'on',
  };
}

/** Where global-setup.ts listens for a test's request to take a front-end server down or up. */
export const appsControlVariable = 'E2E_APPS_CONTROL_URL';

type AppName = Parameters<typeof appDefinition>[0];

/** The running servers as a test sees them (started once for the run by global-setup.ts). */
export interface E2eApps {
  readonly apps: ReturnType<typeof appDefinitions>;
  /** An app's origin, or the api's. */
  url(name: AppName | 'api'): string;
  /** Takes one front-end server down (resilience tests; they run on their own, after the others). */
  stop(name: AppName): Promise<void>;
  start(name: AppName): Promise<void>;
  /** Starts every front-end server that is down. */
  startAll(): Promise<void>;
  /** Kills the api (SIGKILL); the stack's supervisor starts it again (faults/api-down.spec.ts, run last). */
  killApi(): Promise<void>;
}

/** The servers global-setup.ts started, reached from a worker through its control address. */
export function connectApps(): E2eApps {
  const control = process.env[appsControlVariable];
  if (control === undefined || control === '') {
    throw new Error(`${appsControlVariable} is not set: the servers are started by e2e/global-setup.ts.`);
  }
  const command = async (path: string) => {
    const response = await fetch(`${control}${path}`, { method: 'POST' });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  };
  return {
    apps: appDefinitions(),
    url: (name) => (name === 'api' ? apiDefinition().url : appDefinition(name).url),
    stop: (name) => command(`/stop?name=${encodeURIComponent(name)}`),
    start: (name) => command(`/start?name=${encodeURIComponent(name)}`),
    startAll: () => command('/start-all'),
    killApi: () => command('/kill-api'),
  };
}
