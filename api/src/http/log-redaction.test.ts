import { describe, expect, it } from 'vitest';

import { redactUrl, withLogRedaction } from './log-redaction.js';

describe('redactUrl', () => {
  it('replaces the values of secret query parameters, in any case, and keeps the rest as it came', () => {
    expect(redactUrl('/Account/RefreshToken?refreshToken=abc%2Bdef&x=1#top')).toBe(
      '/Account/RefreshToken?refreshToken=[REDACTED]&x=1#top',
    );
    expect(redactUrl('/cb?CODE=1&client_secret=s&token=t&access_token=a&password=p&state=ok')).toBe(
      '/cb?CODE=[REDACTED]&client_secret=[REDACTED]&token=[REDACTED]&access_token=[REDACTED]&password=[REDACTED]&state=ok',
    );
    expect(redactUrl('/x?refresh%54oken=secret&refreshToken=again')).toBe(
      '/x?refresh%54oken=[REDACTED]&refreshToken=[REDACTED]',
    );
  });

  it('leaves URLs without secrets alone', () => {
    for (const url of ['/health', '/Bet/GetUserOpenBets?', '/a?b=c&d', '/a?code', '/a?%zz=1']) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});

describe('withLogRedaction', () => {
  it('adds the request serializer to logger options and leaves a disabled logger off', () => {
    expect(withLogRedaction(false)).toBe(false);
    expect(withLogRedaction(undefined)).toBeUndefined();
    const options = withLogRedaction({ level: 'warn' });
    expect(options).toMatchObject({ level: 'warn', serializers: { req: expect.any(Function) } });
    expect(withLogRedaction(true)).toMatchObject({ serializers: { req: expect.any(Function) } });
  });
});
