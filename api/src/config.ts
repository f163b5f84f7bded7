import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';

import { z } from 'zod';

import { parseOriginPattern } from './http/origins.js';
import { rateLimitEnvShape, readRateLimits, type RateLimits } from './http/rate-limit-settings.js';
import { apiRoot } from './paths.js';

export type DatabaseConfig =
  | {
      readonly kind: 'pglite';
      readonly dataDir: string | null;
      /**
       * Whether start-up may create the database in a folder that holds none: the default folder
       * (DATA_DIR unset) or `CREATE_DATA_DIR=on`. Otherwise such a folder is refused (a volume that
       * failed to mount is not a new exchange).
       */
      readonly create: boolean;
    }
  | { readonly kind: 'postgres'; readonly url: string };

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export interface Config {
  readonly port: number;
  readonly host: string;
  /** `dataDir: null` keeps PGlite in memory; nothing survives a restart. */
  readonly database: DatabaseConfig;
  /** Exact origins or patterns where `*` stands for one or more DNS labels. */
  readonly corsOrigins: readonly string[];
  readonly adminToken: string;
  /** HS256 key of the players' access tokens (JWT). */
  readonly tokenSecret: string;
  readonly accessTokenTtlSeconds: number;
  /** Lifetime of a refresh token; each use replaces it with a new one of the same lifetime. */
  readonly refreshTokenTtlSeconds: number;
  /** Consecutive wrong passwords that lock an account. */
  readonly loginMaxFailedAttempts: number;
  /** How long a locked account refuses logins. */
  readonly loginLockoutMinutes: number;
  /** log2 of scrypt's cost N for new password and partner-secret hashes (`PASSWORD_HASH_COST`). */
  readonly passwordHashCost: number;
  /** Folder holding `settings/<domain>.json`, served under /cdn/settings/. */
  readonly settingsCdnDir: string;
  /**
   * Local ports moved from their defaults (`LOCAL_PORTS=3000=3100,3005=3105`): the bundled demo
   * brand files name the local apps at their default ports, and are answered with these.
   */
  readonly localPorts: ReadonlyMap<number, number>;
  readonly logLevel: LogLevel;
  /** Calls per IP and per account on the sign-in and sign-up calls (`RATE_LIMIT_…`). */
  readonly rateLimits: RateLimits;
  /**
   * The proxies whose `X-Forwarded-For` names the client (`TRUST_PROXY`); empty trusts none. Per-IP
   * limits and logged addresses depend on it.
   */
  readonly trustProxy: readonly string[];
  /**
   * Simulated payments (`SANDBOX_PAYMENTS=on|off`, off by default): the UPI payer page, which marks
   * any pending payment paid without a login, and the "sandbox" mark the apps show while it is on.
   */
  readonly sandboxPayments: boolean;
  /**
   * Redis, for a deployment of several api processes (`REDIS_URL`, redis:// or rediss://): balance
   * and bet pushes reach a player's hub connections on every process. Null: one process, in memory.
   */
  readonly redisUrl: string | null;
  /**
   * This process's address as the other api processes of a deployment reach it (`INTERNAL_URL`,
   * http://host:port). Set, the process joins the deployment: one process writes the exchange and
   * the others forward its calls there. Needs DATABASE_URL and REDIS_URL. Null: one process.
   */
  readonly internalUrl: string | null;
  /** Rounds in each new hash chain of the crash game (`CRASH_CHAIN_LENGTH`; docs/adr/0056). */
  readonly crashChainLength: number;
}

export const DEFAULT_PORT = 4000;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 3600;
export const DEFAULT_REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
export const DEFAULT_LOGIN_MAX_FAILED_ATTEMPTS = 5;
export const DEFAULT_LOGIN_LOCKOUT_MINUTES = 15;
// N = 2^14 is the scrypt paper's choice for interactive logins. Below 2^10 a stolen hash would be
// cheap to attack; above 2^20 a login would take seconds and the verifier refuses it anyway.
export const DEFAULT_PASSWORD_HASH_COST = 14;
export const MIN_PASSWORD_HASH_COST = 10;
export const MAX_PASSWORD_HASH_COST = 20;
export const MEMORY_DATA_DIR = 'memory';
// A chain of a million rounds lasts months of play and takes about a second to make; ten million is
// the most a round's check in the browser should have to walk.
export const DEFAULT_CRASH_CHAIN_LENGTH = 1_000_000;
export const MAX_CRASH_CHAIN_LENGTH = 10_000_000;

const devPorts = [3000, 3001, 3002, 3003, 3004] as const;

// The host and the four remotes run on 3000..3004 in development; brands are exercised locally as
// <brand>.localhost:3000, which every browser resolves to the loopback address.
export const defaultCorsOrigins: readonly string[] = [
  ...devPorts.map((port) => `http://localhost:${port}`),
  ...devPorts.map((port) => `http://127.0.0.1:${port}`),
  'http://*.localhost:3000',
];

/** Raised for any invalid environment variable; the message lists every problem at once. */
export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

// Values of these variables never appear in error messages: they carry credentials.
const secretVariables = new Set(['DATABASE_URL', 'ADMIN_TOKEN', 'TOKEN_SECRET', 'REDIS_URL']);

// `PORT=` in a .env file or compose file means "not set", not "set to nothing".
const blankAsUnset = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalVar = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema.optional());

const portSchema = z
  .string()
  .trim()
  .regex(/^\d+$/, 'must be a whole number from 0 to 65535')
  .transform(Number)
  .refine((port) => port <= 65535, 'must be a whole number from 0 to 65535');

const wholeNumberVar = (max: number, unit: string) =>
  optionalVar(
    z
      .string()
      .trim()
      .regex(/^[1-9]\d*$/, `must be a whole number of ${unit} from 1 to ${max}`)
      .transform(Number)
      .refine((value) => value <= max, `must be a whole number of ${unit} from 1 to ${max}`),
  );

/** `on` or `off`, in any case. */
const onOffSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => value === 'on' || value === 'off', 'must be on or off')
  .transform((value) => value === 'on');

const localPortsSchema = z.string().transform((value, ctx) => {
  const moves = new Map<number, number>();
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')) {
    const match = /^(\d{1,5})=(\d{1,5})$/.exec(entry);
    const [from, to] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
    if (!(from > 0 && from <= 65535 && to > 0 && to <= 65535)) {
      ctx.addIssue({ code: 'custom', message: `entry "${entry}" is not <default port>=<port>` });
    } else {
      moves.set(from, to);
    }
  }
  return moves;
});

/** A connection URL of one of `protocols` ("postgres:"), else `message`. */
const connectionUrl = (protocols: readonly string[], message: string) =>
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, message);

const databaseUrlSchema = connectionUrl(
  ['postgres:', 'postgresql:'],
  'must be a postgres:// or postgresql:// connection URL',
);
const redisUrlSchema = connectionUrl(['redis:', 'rediss:'], 'must be a redis:// or rediss:// connection URL');
const internalUrlSchema = connectionUrl(['http:', 'https:'], 'must be an http:// or https:// address').transform(
  (value) => value.replace(/\/+$/, ''),
);

const corsOriginsSchema = z
  .string()
  .transform((value, ctx) => {
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    for (const entry of entries) {
      const problem = parseOriginPattern(entry).problem;
      if (problem !== undefined) {
        ctx.addIssue({ code: 'custom', message: `entry "${entry}" ${problem}` });
      }
    }
    return entries.map((entry) => entry.toLowerCase());
  })
  .refine((entries) => entries.length > 0, 'must list at least one origin');

// Trusting every proxy ("true") would let any client choose its own address by sending
// X-Forwarded-For, and so escape every per-IP limit; only named proxies are accepted: addresses,
// CIDR ranges, or the ranges proxy-addr names (loopback, linklocal, uniquelocal).
const namedProxyRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyEntry = (entry: string): boolean => {
  if (namedProxyRanges.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};
const trustProxySchema = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  )
  .refine(
    (entries) => entries.length > 0 && entries.every(isProxyEntry),
    'must be a comma list of proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal',
  );

const passwordHashCostRange = `must be a whole number from ${MIN_PASSWORD_HASH_COST} to ${MAX_PASSWORD_HASH_COST} (log2 of scrypt's N)`;

const envSchema = z.object({
  PORT: optionalVar(portSchema),
  HOST: optionalVar(z.string().trim()),
  DATA_DIR: optionalVar(z.string().trim()),
  DATABASE_URL: optionalVar(databaseUrlSchema),
  REDIS_URL: optionalVar(redisUrlSchema),
  INTERNAL_URL: optionalVar(internalUrlSchema),
  CORS_ORIGINS: optionalVar(corsOriginsSchema),
  ADMIN_TOKEN: optionalVar(z.string().trim().min(16, 'must be at least 16 characters long')),
  // RFC 7518 asks for an HS256 key of at least 256 bits: 32 characters.
  TOKEN_SECRET: optionalVar(z.string().trim().min(32, 'must be at least 32 characters long')),
  ACCESS_TOKEN_TTL_SECONDS: optionalVar(
    z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,7}$/, 'must be a whole number of seconds from 1 to 99999999')
      .transform(Number),
  ),
  REFRESH_TOKEN_TTL_SECONDS: wholeNumberVar(99_999_999, 'seconds'),
  LOGIN_MAX_FAILED_ATTEMPTS: wholeNumberVar(1000, 'attempts'),
  LOGIN_LOCKOUT_MINUTES: wholeNumberVar(525_600, 'minutes'),
  PASSWORD_HASH_COST: optionalVar(
    z
      .string()
      .trim()
      .regex(/^\d{1,2}$/, passwordHashCostRange)
      .transform(Number)
      .refine((cost) => cost >= MIN_PASSWORD_HASH_COST && cost <= MAX_PASSWORD_HASH_COST, passwordHashCostRange),
  ),
  SETTINGS_CDN_DIR: optionalVar(z.string().trim()),
  LOCAL_PORTS: optionalVar(localPortsSchema),
  LOG_LEVEL: optionalVar(z.enum(logLevels, { message: `must be one of ${logLevels.join(', ')}` })),
  ...rateLimitEnvShape,
  TRUST_PROXY: optionalVar(trustProxySchema),
  SANDBOX_PAYMENTS: optionalVar(onOffSchema),
  CREATE_DATA_DIR: optionalVar(onOffSchema),
  CRASH_CHAIN_LENGTH: wholeNumberVar(MAX_CRASH_CHAIN_LENGTH, 'rounds'),
});

/** The configuration as the environment gives it: the secrets may be missing (null). */
export type ConfigFromEnv = Omit<Config, 'adminToken' | 'tokenSecret'> & {
  readonly adminToken: string | null;
  readonly tokenSecret: string | null;
};

/**
 * Reads the configuration from environment variables, without side effects. Relative folders
 * resolve against the working directory, as any command-line tool would; the defaults live inside
 * the api package. There are no default secrets: see `loadConfig` and `startup-secrets.ts`.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ConfigFromEnv {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const variable = String(issue.path[0] ?? 'environment');
        const raw = env[variable];
        const shown = raw === undefined || secretVariables.has(variable) ? '' : ` (got "${raw}")`;
        return `${variable} ${issue.message}${shown}`;
      }),
    );
  }
  const vars = parsed.data;
  if (vars.INTERNAL_URL !== undefined && (vars.DATABASE_URL === undefined || vars.REDIS_URL === undefined)) {
    throw new ConfigError([
      'INTERNAL_URL needs DATABASE_URL and REDIS_URL: the api processes of a deployment share one PostgreSQL database and one Redis',
    ]);
  }

  const database: DatabaseConfig =
    vars.DATABASE_URL !== undefined
      ? { kind: 'postgres', url: vars.DATABASE_URL }
      : {
          kind: 'pglite',
          dataDir: vars.DATA_DIR === MEMORY_DATA_DIR ? null : path.resolve(vars.DATA_DIR ?? path.join(apiRoot, 'data')),
          create: vars.DATA_DIR === undefined || vars.DATA_DIR === MEMORY_DATA_DIR || (vars.CREATE_DATA_DIR ?? false),
        };

  return {
    port: vars.PORT ?? DEFAULT_PORT,
    host: vars.HOST ?? DEFAULT_HOST,
    database,
    corsOrigins: vars.CORS_ORIGINS ?? defaultCorsOrigins,
    adminToken: vars.ADMIN_TOKEN ?? null,
    tokenSecret: vars.TOKEN_SECRET ?? null,
    accessTokenTtlSeconds: vars.ACCESS_TOKEN_TTL_SECONDS ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: vars.REFRESH_TOKEN_TTL_SECONDS ?? DEFAULT_REFRESH_TOKEN_TTL_SECONDS,
    loginMaxFailedAttempts: vars.LOGIN_MAX_FAILED_ATTEMPTS ?? DEFAULT_LOGIN_MAX_FAILED_ATTEMPTS,
    loginLockoutMinutes: vars.LOGIN_LOCKOUT_MINUTES ?? DEFAULT_LOGIN_LOCKOUT_MINUTES,
    passwordHashCost: vars.PASSWORD_HASH_COST ?? DEFAULT_PASSWORD_HASH_COST,
    settingsCdnDir: path.resolve(vars.SETTINGS_CDN_DIR ?? path.join(apiRoot, 'cdn')),
    localPorts: vars.LOCAL_PORTS ?? new Map(),
    logLevel: vars.LOG_LEVEL ?? 'info',
    rateLimits: readRateLimits(vars),
    trustProxy: vars.TRUST_PROXY ?? [],
    // Off unless asked for, with either database: it credits money without a login.
    sandboxPayments: vars.SANDBOX_PAYMENTS ?? false,
    redisUrl: vars.REDIS_URL ?? null,
    internalUrl: vars.INTERNAL_URL ?? null,
    crashChainLength: vars.CRASH_CHAIN_LENGTH ?? DEFAULT_CRASH_CHAIN_LENGTH,
  };
}

/** A new random secret: 32 bytes (256 bits) as base64url, 43 characters. */
export const randomSecret = (): string => randomBytes(32).toString('base64url');

/**
 * Completes the secrets of a configuration. An in-memory database gets random ones for this
 * process (nothing it signs outlives it anyway); any other database needs them set, or kept in the
 * data folder by start-up (`startup-secrets.ts`), so a missing one stops start-up.
 */
export function completeSecrets(config: ConfigFromEnv): Config {
  const { adminToken, tokenSecret } = config;
  if (adminToken !== null && tokenSecret !== null) return { ...config, adminToken, tokenSecret };
  if (config.database.kind === 'pglite' && config.database.dataDir === null) {
    return { ...config, adminToken: adminToken ?? randomSecret(), tokenSecret: tokenSecret ?? randomSecret() };
  }
  // Generated secrets are kept in a PGlite data folder only; PostgreSQL deployments set their own.
  const when = config.database.kind === 'postgres' ? ' when DATABASE_URL is set' : '';
  const example = 'e.g. the output of `openssl rand -base64 32`';
  const missing = [
    ...(adminToken === null ? [`ADMIN_TOKEN must be set${when}: at least 16 random characters, ${example}`] : []),
    ...(tokenSecret === null ? [`TOKEN_SECRET must be set${when}: at least 32 random characters, ${example}`] : []),
  ];
  throw new ConfigError(missing);
}

/**
 * The configuration with both secrets, from environment variables alone (tests, in-memory runs).
 * A server on a data folder starts through `loadStartupConfig`, which keeps generated secrets there.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return completeSecrets(readConfig(env));
}
