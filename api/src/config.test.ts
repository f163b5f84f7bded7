import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { completeSecrets, ConfigError, defaultCorsOrigins, loadConfig, readConfig } from './config.js';
import { defaultRateLimits } from './http/rate-limit-settings.js';
import { apiRoot } from './paths.js';

const configError = (env: NodeJS.ProcessEnv): ConfigError => {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected readConfig to throw a ConfigError');
};

describe('readConfig', () => {
  it('falls back to the documented defaults', () => {
    const config = readConfig({});
    expect(config).toEqual({
      port: 4000,
      host: '127.0.0.1',
      database: { kind: 'pglite', dataDir: path.join(apiRoot, 'data'), create: true },
      corsOrigins: defaultCorsOrigins,
      // No default secrets: start-up resolves them (startup-secrets.ts).
      adminToken: null,
      tokenSecret: null,
      accessTokenTtlSeconds: 3600,
      refreshTokenTtlSeconds: 2_592_000,
      loginMaxFailedAttempts: 5,
      loginLockoutMinutes: 15,
      passwordHashCost: 14,
      settingsCdnDir: path.join(apiRoot, 'cdn'),
      localPorts: new Map(),
      logLevel: 'info',
      rateLimits: defaultRateLimits,
      trustProxy: [],
      sandboxPayments: false,
      redisUrl: null,
      internalUrl: null,
      crashChainLength: 1_000_000,
    });
  });

  it('rejects a non-numeric PORT with a message naming the variable and the value', () => {
    const error = configError({ PORT: 'abc' });
    expect(error.message).toBe(
      'Invalid environment configuration:\n  - PORT must be a whole number from 0 to 65535 (got "abc")',
    );
  });

  it('rejects an out-of-range PORT and lists every problem at once', () => {
    const error = configError({ PORT: '70000', LOG_LEVEL: 'loud' });
    expect(error.problems).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "70000")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ]);
  });

  it('reads the account limits and refuses values that are not whole numbers in range', () => {
    expect(
      readConfig({ REFRESH_TOKEN_TTL_SECONDS: '86400', LOGIN_MAX_FAILED_ATTEMPTS: '3', LOGIN_LOCKOUT_MINUTES: '60' }),
    ).toMatchObject({ refreshTokenTtlSeconds: 86400, loginMaxFailedAttempts: 3, loginLockoutMinutes: 60 });
    expect(configError({ LOGIN_MAX_FAILED_ATTEMPTS: '0', LOGIN_LOCKOUT_MINUTES: '1.5' }).problems).toEqual([
      'LOGIN_MAX_FAILED_ATTEMPTS must be a whole number of attempts from 1 to 1000 (got "0")',
      'LOGIN_LOCKOUT_MINUTES must be a whole number of minutes from 1 to 525600 (got "1.5")',
    ]);
  });

  it("reads the crash game's chain length and refuses one outside 1..10,000,000", () => {
    expect(readConfig({ CRASH_CHAIN_LENGTH: '1000' }).crashChainLength).toBe(1000);
    expect(readConfig({ CRASH_CHAIN_LENGTH: '10000000' }).crashChainLength).toBe(10_000_000);
    const refusal = 'CRASH_CHAIN_LENGTH must be a whole number of rounds from 1 to 10000000';
    expect(configError({ CRASH_CHAIN_LENGTH: '0' }).problems).toEqual([`${refusal} (got "0")`]);
    expect(configError({ CRASH_CHAIN_LENGTH: '10000001' }).problems).toEqual([`${refusal} (got "10000001")`]);
  });

  it('reads the password hash cost as log2 of N and refuses one outside 10..20', () => {
    expect(readConfig({ PASSWORD_HASH_COST: '10' }).passwordHashCost).toBe(10);
    expect(readConfig({ PASSWORD_HASH_COST: ' 20 ' }).passwordHashCost).toBe(20);
    const refusal = "PASSWORD_HASH_COST must be a whole number from 10 to 20 (log2 of scrypt's N)";
    expect(configError({ PASSWORD_HASH_COST: '9' }).problems).toEqual([`${refusal} (got "9")`]);
    expect(configError({ PASSWORD_HASH_COST: '21' }).problems).toEqual([`${refusal} (got "21")`]);
    expect(configError({ PASSWORD_HASH_COST: '16384' }).problems).toEqual([`${refusal} (got "16384")`]);
  });

  it('trusts named proxies only, never every proxy', () => {
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'loopback',
    ]);
    const refusal =
      'TRUST_PROXY must be a comma list of proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal';
    expect(configError({ TRUST_PROXY: 'true' }).problems).toEqual([`${refusal} (got "true")`]);
    expect(configError({ TRUST_PROXY: '1' }).problems).toEqual([`${refusal} (got "1")`]);
    expect(configError({ TRUST_PROXY: '10.0.0.0/33' }).problems).toEqual([`${refusal} (got "10.0.0.0/33")`]);
  });

  it('turns sandbox payments on only when asked, with either database, and names a bad value', () => {
    expect(readConfig({}).sandboxPayments).toBe(false);
    expect(readConfig({ DATABASE_URL: 'postgres://db/exchange' }).sandboxPayments).toBe(false);
    expect(readConfig({ SANDBOX_PAYMENTS: 'on' }).sandboxPayments).toBe(true);
    expect(readConfig({ SANDBOX_PAYMENTS: ' ON ', DATABASE_URL: 'postgres://db/exchange' }).sandboxPayments).toBe(true);
    expect(readConfig({ SANDBOX_PAYMENTS: 'off' }).sandboxPayments).toBe(false);
    expect(readConfig({ SANDBOX_PAYMENTS: '' }).sandboxPayments).toBe(false);
    expect(configError({ SANDBOX_PAYMENTS: 'yes' }).problems).toEqual([
      'SANDBOX_PAYMENTS must be on or off (got "yes")',
    ]);
  });

  it('treats blank variables as unset', () => {
    expect(readConfig({ PORT: '', HOST: '  ' })).toMatchObject({ port: 4000, host: '127.0.0.1' });
  });

  it('keeps PGlite in memory for DATA_DIR=memory and resolves other folders', () => {
    expect(readConfig({ DATA_DIR: 'memory' }).database).toEqual({ kind: 'pglite', dataDir: null, create: true });
    expect(readConfig({ DATA_DIR: 'var/db' }).database).toEqual({
      kind: 'pglite',
      dataDir: path.resolve('var/db'),
      create: false,
    });
  });

  it('creates a database only in the default folder, or where CREATE_DATA_DIR=on says so', () => {
    expect(readConfig({ DATA_DIR: 'var/db', CREATE_DATA_DIR: 'on' }).database).toMatchObject({ create: true });
    expect(readConfig({ DATA_DIR: 'var/db', CREATE_DATA_DIR: 'off' }).database).toMatchObject({ create: false });
    expect(() => readConfig({ DATA_DIR: 'var/db', CREATE_DATA_DIR: 'yes' })).toThrow(
      /CREATE_DATA_DIR must be on or off/,
    );
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    const url = 'postgres://exchange:secret@db.internal:5432/exchange';
    expect(readConfig({ DATABASE_URL: url, DATA_DIR: 'ignored' }).database).toEqual({
      kind: 'postgres',
      url,
    });
  });

  it('reads INTERNAL_URL, which joins a deployment and so needs its database and Redis', () => {
    const shared = { DATABASE_URL: 'postgres://db/exchange', REDIS_URL: 'redis://cache:6379' };
    expect(readConfig({ ...shared, INTERNAL_URL: 'http://10.0.0.5:4000/' }).internalUrl).toBe('http://10.0.0.5:4000');
    expect(configError({ INTERNAL_URL: 'http://10.0.0.5:4000' }).problems).toEqual([
      'INTERNAL_URL needs DATABASE_URL and REDIS_URL: the api processes of a deployment share one PostgreSQL database and one Redis',
    ]);
    expect(configError({ ...shared, INTERNAL_URL: 'ftp://host' }).message).toContain(
      'INTERNAL_URL must be an http:// or https:// address',
    );
  });

  it('reads REDIS_URL and never echoes a bad one, which may hold a password', () => {
    expect(readConfig({ REDIS_URL: ' redis://127.0.0.1:6379 ' }).redisUrl).toBe('redis://127.0.0.1:6379');
    const error = configError({ REDIS_URL: 'http://:hunter2@cache' });
    expect(error.message).toContain('REDIS_URL must be a redis:// or rediss:// connection URL');
    expect(error.message).not.toContain('hunter2');
  });

  it('never echoes a bad DATABASE_URL, which may hold a password', () => {
    const error = configError({ DATABASE_URL: 'mysql://root:hunter2@db/exchange' });
    expect(error.message).toContain('DATABASE_URL must be a postgres:// or postgresql:// connection URL');
    expect(error.message).not.toContain('hunter2');
  });

  it('parses CORS_ORIGINS as a comma list and refuses a bare wildcard or a path', () => {
    expect(readConfig({ CORS_ORIGINS: ' https://A.example.com , http://*.brand.test:8080,' }).corsOrigins).toEqual([
      'https://a.example.com',
      'http://*.brand.test:8080',
    ]);
    expect(configError({ CORS_ORIGINS: '*' }).message).toContain('CORS_ORIGINS entry "*" cannot be a bare "*"');
    expect(configError({ CORS_ORIGINS: 'http://localhost:3000/' }).message).toContain(
      'CORS_ORIGINS entry "http://localhost:3000/" must look like scheme://host[:port]',
    );
  });

  it('requires a reasonably long ADMIN_TOKEN without printing it', () => {
    const error = configError({ ADMIN_TOKEN: 'short' });
    expect(error.message).toContain('ADMIN_TOKEN must be at least 16 characters long');
    expect(error.message).not.toContain('"short"');
  });

  it('reads the access token secret and lifetime, refusing a short secret without printing it', () => {
    const secret = 'a-secret-of-at-least-thirty-two-characters';
    expect(readConfig({ TOKEN_SECRET: secret, ACCESS_TOKEN_TTL_SECONDS: '600' })).toMatchObject({
      tokenSecret: secret,
      accessTokenTtlSeconds: 600,
    });
    const error = configError({ TOKEN_SECRET: 'too-short-secret', ACCESS_TOKEN_TTL_SECONDS: '0' });
    expect(error.problems).toEqual([
      'TOKEN_SECRET must be at least 32 characters long',
      'ACCESS_TOKEN_TTL_SECONDS must be a whole number of seconds from 1 to 99999999 (got "0")',
    ]);
  });
});

describe('secrets', () => {
  const adminToken = 'an-admin-token-of-some-length';
  const tokenSecret = 'a-secret-of-at-least-thirty-two-characters';

  it('uses the configured ones as they are', () => {
    expect(loadConfig({ ADMIN_TOKEN: adminToken, TOKEN_SECRET: tokenSecret })).toMatchObject({
      adminToken,
      tokenSecret,
    });
  });

  it('makes random ones for an in-memory database, different on every start', () => {
    const first = loadConfig({ DATA_DIR: 'memory' });
    const second = loadConfig({ DATA_DIR: 'memory' });
    expect(first.tokenSecret).toMatch(/^[\w-]{43}$/);
    expect(first.adminToken).toMatch(/^[\w-]{43}$/);
    expect(second.tokenSecret).not.toBe(first.tokenSecret);
    expect(second.adminToken).not.toBe(first.adminToken);
    expect(loadConfig({ DATA_DIR: 'memory', ADMIN_TOKEN: adminToken }).adminToken).toBe(adminToken);
  });

  it('refuses to start PostgreSQL without them, naming both variables', () => {
    const config = readConfig({ DATABASE_URL: 'postgres://db.example/exchange', TOKEN_SECRET: tokenSecret });
    expect(() => completeSecrets(config)).toThrow(ConfigError);
    expect(() => completeSecrets(config)).toThrow(/ADMIN_TOKEN must be set when DATABASE_URL is set/);
    const neither = readConfig({ DATABASE_URL: 'postgres://db.example/exchange' });
    expect(() => completeSecrets(neither)).toThrow(/ADMIN_TOKEN must be set[\s\S]*TOKEN_SECRET must be set/);
  });

  it('still refuses configured secrets that are too short, whatever the database', () => {
    for (const env of [{ DATA_DIR: 'memory' }, { DATABASE_URL: 'postgres://db.example/exchange' }, {}]) {
      expect(() => loadConfig({ ...env, ADMIN_TOKEN: 'short', TOKEN_SECRET: tokenSecret })).toThrow(
        /ADMIN_TOKEN must be at least 16 characters long/,
      );
      expect(() => loadConfig({ ...env, ADMIN_TOKEN: adminToken, TOKEN_SECRET: 'x'.repeat(31) })).toThrow(
        /TOKEN_SECRET must be at least 32 characters long/,
      );
    }
  });
});
