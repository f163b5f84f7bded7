import { createHash } from 'node:crypto';

import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preValidationAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import { Redis } from 'ioredis';

import { accessTokensFromConfig } from '../auth/tokens.js';
import type { Config } from '../config.js';
import { refused, type HttpError } from './errors.js';
import type { RateLimit } from './rate-limit-settings.js';

/** The account a call acts on, or undefined when the call does not say (then only the IP limit applies). */
export type AccountOf = (request: FastifyRequest) => string | undefined | Promise<string | undefined>;

export interface RouteRateLimit {
  /** `METHOD /path` as the route is declared; a GET limit covers its HEAD twin too. */
  readonly route: string;
  readonly perIp?: RateLimit;
  readonly perAccount?: RateLimit;
  /** Required with `perAccount`; read after the body is parsed and checked. */
  readonly account?: AccountOf;
}

/** A text field of the JSON body (or decoded codec body), compared without case or surrounding spaces. */
export const bodyField =
  (name: string): AccountOf =>
  (request) => {
    const body: unknown = request.body;
    if (typeof body !== 'object' || body === null) return undefined;
    const value: unknown = (body as Record<string, unknown>)[name];
    if (typeof value !== 'string' || value.trim() === '') return undefined;
    return value.trim().toLowerCase();
  };

/**
 * The player of a valid bearer token. An invalid token names nobody: its claims are not trusted,
 * so such a call counts against its IP only (and the route answers 401 anyway).
 */
export function bearerPlayer(config: Pick<Config, 'tokenSecret' | 'accessTokenTtlSeconds'>): AccountOf {
  const tokens = accessTokensFromConfig(config);
  return async (request) => {
    const token = /^Bearer\s+(.+)$/i.exec((request.headers.authorization ?? '').trim())?.[1];
    const verified = await tokens.verifyAccessToken(token);
    return verified.ok ? `player:${verified.value.playerId}` : undefined;
  };
}

/**
 * Which calls are limited, and how: one line per route. Bet placement and any other call that
 * needs a limit adds its line here (and, for a new number, a variable in rate-limit-settings.ts).
 */
export function rateLimitTable(config: Config): readonly RouteRateLimit[] {
  const limits = config.rateLimits;
  const userName = bodyField('userName');
  const bearer = bearerPlayer(config);
  return [
    {
      route: 'POST /Account/Authenticate',
      perIp: limits.loginPerIp,
      perAccount: limits.loginPerAccount,
      account: bodyField('userNameOrEmailAddress'),
    },
    { route: 'GET /Account/LoginAsDemoUser', perIp: limits.demoPerIp },
    {
      route: 'POST /Account/Register',
      perIp: limits.registerPerIp,
      perAccount: limits.registerPerAccount,
      account: userName,
    },
    {
      route: 'POST /Account/VerificationUser',
      perIp: limits.verifyPerIp,
      perAccount: limits.verifyPerAccount,
      account: userName,
    },
    {
      route: 'POST /Account/ResendVerificationCode',
      perIp: limits.verifyPerIp,
      perAccount: limits.verifyPerAccount,
      account: userName,
    },
    // A reset is a sign-up code's twin: the same limits, per address and per username.
    {
      route: 'POST /Account/ForgotPassword',
      perIp: limits.verifyPerIp,
      perAccount: limits.verifyPerAccount,
      account: userName,
    },
    {
      route: 'POST /Account/ResetPassword',
      perIp: limits.verifyPerIp,
      perAccount: limits.verifyPerAccount,
      account: userName,
    },
    {
      route: 'POST /Account/changePassword',
      perIp: limits.changePasswordPerIp,
      perAccount: limits.changePasswordPerAccount,
      account: bearer,
    },
    // Refresh tokens are single-use random values: there is no account to key on before the lookup.
    { route: 'GET /Account/RefreshToken', perIp: limits.refreshPerIp },
    {
      route: 'POST /api/v1/token/token',
      perIp: limits.tokenPerIp,
      perAccount: limits.tokenPerClient,
      account: bodyField('client_user'),
    },
    // Placement and cash out share nothing but the player, so each counts on its own.
    { route: 'POST /Bet/PlaceBetV2', perIp: limits.betPerIp, perAccount: limits.betPerAccount, account: bearer },
    { route: 'POST /Bet/CashOut', perIp: limits.betPerIp, perAccount: limits.betPerAccount, account: bearer },
    { route: 'POST /Bet/ReplaceBet', perIp: limits.betPerIp, perAccount: limits.betPerAccount, account: bearer },
    // Every receipt queues an OCR job; a bounded queue refuses the excess, but one player should not fill it.
    {
      route: 'POST /Setting/StoreImage',
      perIp: limits.uploadPerIp,
      perAccount: limits.uploadPerAccount,
      account: bearer,
    },
  ];
}

/** What a refused player is told: the wait rounded up, so trying again at the time given works. */
export function tooManyAttempts(retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return seconds < 60
    ? refused(429, 'tooManyAttemptsSeconds', { count: seconds })
    : refused(429, 'tooManyAttemptsMinutes', { count: Math.ceil(seconds / 60) });
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

// Counters live in this process's memory, an LRU per limit, or in Redis when the api runs as several
// processes (`REDIS_URL`), where every process counts the same calls. The plugin's local store reads
// its size from `cache`, which its option types do not declare. In Redis one store holds every
// limit, so each limit's keys start with its route and kind.
const counterStore = { cache: 10_000 };

async function enforce(limiter: Limiter, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const outcome = await limiter(request);
  if (outcome.isAllowed || !outcome.isExceeded) return;
  const retryAfter = Math.max(1, outcome.ttlInSeconds);
  reply.header('Retry-After', String(retryAfter));
  throw tooManyAttempts(retryAfter);
}

// Account names are chosen by the caller: only a digest is kept, so counters stay small.
const digest = (account: string) => createHash('sha256').update(account).digest('base64url');

const NO_ACCOUNT = '';

function limiterHooks(app: FastifyInstance, entry: RouteRateLimit) {
  const hooks: { onRequest?: onRequestAsyncHookHandler; preValidation?: preValidationAsyncHookHandler } = {};
  if (entry.perIp !== undefined) {
    // The plugin's own key: the client address, IPv6 grouped by /64.
    const byIp = app.createRateLimit({
      ...counterStore,
      max: entry.perIp.max,
      timeWindow: entry.perIp.windowSeconds * 1000,
      keyGenerator: (request) => `${entry.route} ip ${normalizeIP(request.ip)}`,
    });
    // As early as possible: a refused call costs no body parsing.
    hooks.onRequest = (request, reply) => enforce(byIp, request, reply);
  }
  const { account, perAccount } = entry;
  if (perAccount !== undefined && account !== undefined) {
    const byAccount = app.createRateLimit({
      ...counterStore,
      max: perAccount.max,
      timeWindow: perAccount.windowSeconds * 1000,
      keyGenerator: async (request) => {
        const name = await account(request);
        return name === undefined ? NO_ACCOUNT : `${entry.route} account ${digest(name)}`;
      },
      allowList: (_request, key) => key === NO_ACCOUNT,
    });
    // Once the body is parsed, decoded and free of control characters (the global preValidation
    // hooks), and before the route's schema: a request the schema refuses counts too.
    hooks.preValidation = (request, reply) => enforce(byAccount, request, reply);
  }
  return hooks;
}

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

const routeKeys = (route: RouteOptions): string[] =>
  asList(route.method).map((method) => `${method === 'HEAD' ? 'GET' : method} ${route.url}`);

export interface RateLimitOptions {
  readonly config: Config;
}

const rateLimitsPlugin: FastifyPluginAsync<RateLimitOptions> = async (app, { config }) => {
  // Only the routes of the table are limited; the others keep no counters.
  if (config.redisUrl === null) {
    await app.register(rateLimit, { global: false });
  } else {
    // Shared counters. Should Redis not answer, calls go through rather than fail: the account
    // lock after wrong passwords lives in the database and still holds.
    const redis = new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 });
    redis.on('error', (error: unknown) => app.log.error({ err: error }, 'the rate limits lost their Redis connection'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => undefined);
    });
    await app.register(rateLimit, { global: false, redis, nameSpace: 'api:rate-limit:', skipOnError: true });
  }

  const hooksByRoute = new Map(rateLimitTable(config).map((entry) => [entry.route, limiterHooks(app, entry)]));

  app.addHook('onRoute', (route) => {
    for (const key of routeKeys(route)) {
      const hooks = hooksByRoute.get(key);
      if (hooks === undefined) continue;
      // New arrays: Fastify copies a GET route's options for its HEAD twin, which must not share them.
      // The IP limit comes before the route's own hooks (authentication costs a database read).
      if (hooks.onRequest !== undefined) route.onRequest = [hooks.onRequest, ...asList(route.onRequest)];
      if (hooks.preValidation !== undefined) {
        route.preValidation = [...asList(route.preValidation), hooks.preValidation];
      }
      return;
    }
  });
};

// Like fastify-plugin: the onRoute hook must see the routes of every route module.
Object.defineProperty(rateLimitsPlugin, Symbol.for('skip-override'), { value: true });

export const rateLimits = rateLimitsPlugin;
