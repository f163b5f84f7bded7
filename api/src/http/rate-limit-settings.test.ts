import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from '../config.js';
import { defaultRateLimits, parseRateLimit } from './rate-limit-settings.js';

// The api has no built-in secrets: every configuration names its own.
const secrets = { ADMIN_TOKEN: 'admin-token-for-these-tests', TOKEN_SECRET: 'token-secret-for-these-tests-0123456789' };

describe('parseRateLimit', () => {
  it.each([
    ['10/1m', { max: 10, windowSeconds: 60 }],
    ['5/15m', { max: 5, windowSeconds: 900 }],
    [' 100 / 30s ', { max: 100, windowSeconds: 30 }],
    ['1/24h', { max: 1, windowSeconds: 86_400 }],
  ])('reads %j', (text, limit) => {
    expect(parseRateLimit(text)).toEqual(limit);
  });

  it.each(['', '10', '10/', '/1m', '10/1', '10/1d', '0/1m', '10/0s', '1.5/1m', '-1/1m', '10/25h', '2000000/1m'])(
    'refuses %j',
    (text) => {
      expect(parseRateLimit(text)).toBeUndefined();
    },
  );

  it('reads back every limit it accepts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 24 * 3600 }),
        (max, windowSeconds) => {
          expect(parseRateLimit(`${max}/${windowSeconds}s`)).toEqual({ max, windowSeconds });
        },
      ),
    );
  });
});

describe('rate limits in the configuration', () => {
  it('default to the documented numbers and read each variable', () => {
    expect(loadConfig(secrets).rateLimits).toEqual(defaultRateLimits);
    expect(defaultRateLimits.loginPerIp).toEqual({ max: 10, windowSeconds: 60 });
    const config = loadConfig({ ...secrets, RATE_LIMIT_LOGIN_PER_ACCOUNT: '3/5m', RATE_LIMIT_DEMO_PER_IP: ' ' });
    expect(config.rateLimits).toEqual({ ...defaultRateLimits, loginPerAccount: { max: 3, windowSeconds: 300 } });
  });

  it('stop start-up with a message naming the variable', () => {
    expect(() => loadConfig({ ...secrets, RATE_LIMIT_REGISTER_PER_IP: 'lots' })).toThrow(ConfigError);
    try {
      loadConfig({ ...secrets, RATE_LIMIT_REGISTER_PER_IP: 'lots' });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'RATE_LIMIT_REGISTER_PER_IP must be calls per window, such as 10/1m, 5/15m or 100/30s (1 to 1000000 calls, 1 s to 24 h) (got "lots")',
      ]);
    }
  });
});
