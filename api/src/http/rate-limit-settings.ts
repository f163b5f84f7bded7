import { z } from 'zod';

/** At most `max` calls in a fixed window of `windowSeconds`, per key (an IP or an account). */
export interface RateLimit {
  readonly max: number;
  readonly windowSeconds: number;
}

const limit = (max: number, windowSeconds: number): RateLimit => ({ max, windowSeconds });

/**
 * The limits of the calls that guess secrets or write rows for anyone who asks. Per IP they slow a
 * single machine; per account they slow guesses spread over many machines against one player.
 */
export const defaultRateLimits = {
  loginPerIp: limit(10, 60),
  loginPerAccount: limit(5, 60),
  demoPerIp: limit(10, 60),
  registerPerIp: limit(5, 10 * 60),
  registerPerAccount: limit(5, 10 * 60),
  verifyPerIp: limit(20, 10 * 60),
  verifyPerAccount: limit(10, 10 * 60),
  changePasswordPerIp: limit(10, 15 * 60),
  changePasswordPerAccount: limit(5, 15 * 60),
  refreshPerIp: limit(30, 60),
  tokenPerIp: limit(30, 60),
  tokenPerClient: limit(60, 60),
  // A bettor clicks fast in play, a script clicks faster: two bets a second each on average.
  betPerIp: limit(600, 60),
  betPerAccount: limit(120, 60),
  // Each receipt is read by OCR for a second or more: a player sends one or two per deposit, and
  // several players may share an address.
  uploadPerIp: limit(30, 10 * 60),
  uploadPerAccount: limit(10, 10 * 60),
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof defaultRateLimits;
export type RateLimits = Readonly<Record<RateLimitName, RateLimit>>;

/** The environment variable of each limit. */
export const rateLimitVariables = {
  loginPerIp: 'RATE_LIMIT_LOGIN_PER_IP',
  loginPerAccount: 'RATE_LIMIT_LOGIN_PER_ACCOUNT',
  demoPerIp: 'RATE_LIMIT_DEMO_PER_IP',
  registerPerIp: 'RATE_LIMIT_REGISTER_PER_IP',
  registerPerAccount: 'RATE_LIMIT_REGISTER_PER_ACCOUNT',
  verifyPerIp: 'RATE_LIMIT_VERIFY_PER_IP',
  verifyPerAccount: 'RATE_LIMIT_VERIFY_PER_ACCOUNT',
  changePasswordPerIp: 'RATE_LIMIT_CHANGE_PASSWORD_PER_IP',
  changePasswordPerAccount: 'RATE_LIMIT_CHANGE_PASSWORD_PER_ACCOUNT',
  refreshPerIp: 'RATE_LIMIT_REFRESH_PER_IP',
  tokenPerIp: 'RATE_LIMIT_TOKEN_PER_IP',
  tokenPerClient: 'RATE_LIMIT_TOKEN_PER_CLIENT',
  betPerIp: 'RATE_LIMIT_BET_PER_IP',
  betPerAccount: 'RATE_LIMIT_BET_PER_ACCOUNT',
  uploadPerIp: 'RATE_LIMIT_UPLOAD_PER_IP',
  uploadPerAccount: 'RATE_LIMIT_UPLOAD_PER_ACCOUNT',
} as const satisfies Record<RateLimitName, string>;

type RateLimitVariable = (typeof rateLimitVariables)[RateLimitName];

const unitSeconds = { s: 1, m: 60, h: 3600 } as const;
const MAX_CALLS = 1_000_000;
const MAX_WINDOW_SECONDS = 24 * 3600;
const limitText = /^(\d{1,7})\s*\/\s*(\d{1,5})\s*([smh])$/;
const limitProblem = `must be calls per window, such as 10/1m, 5/15m or 100/30s (1 to ${MAX_CALLS} calls, 1 s to 24 h)`;

/** `"10/1m"` → 10 calls a minute; undefined for anything else. */
export function parseRateLimit(text: string): RateLimit | undefined {
  const match = limitText.exec(text.trim());
  if (match === null) return undefined;
  const [, calls, amount, unit] = match;
  const max = Number(calls);
  const windowSeconds = Number(amount) * unitSeconds[unit as keyof typeof unitSeconds];
  if (max < 1 || max > MAX_CALLS || windowSeconds < 1 || windowSeconds > MAX_WINDOW_SECONDS) return undefined;
  return { max, windowSeconds };
}

// `RATE_LIMIT_…=` in a .env file means "not set", as for every other variable.
const rateLimitVar = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string()
    .transform((text, ctx) => {
      const parsed = parseRateLimit(text);
      if (parsed === undefined) {
        ctx.addIssue({ code: 'custom', message: limitProblem });
        return z.NEVER;
      }
      return parsed;
    })
    .optional(),
);

/** Spread into the environment schema: one optional `RATE_LIMIT_…` variable per limit. */
export const rateLimitEnvShape = Object.fromEntries(
  Object.values(rateLimitVariables).map((variable) => [variable, rateLimitVar]),
) as Record<RateLimitVariable, typeof rateLimitVar>;

/** The limits from parsed variables, with the defaults for those not set. */
export function readRateLimits(vars: Partial<Record<RateLimitVariable, RateLimit | undefined>>): RateLimits {
  const limits = {} as Record<RateLimitName, RateLimit>;
  for (const name of Object.keys(rateLimitVariables) as RateLimitName[]) {
    limits[name] = vars[rateLimitVariables[name]] ?? defaultRateLimits[name];
  }
  return limits;
}
