import { describe, expect, it } from 'vitest';

import { forwardedFor } from './forwarding.js';

describe('forwardedFor', () => {
  it('passes X-Forwarded-For on as a proxy does: what came, then the address the call came from', () => {
    expect(forwardedFor(undefined, '10.0.0.7')).toBe('10.0.0.7');
    expect(forwardedFor('203.0.113.1', '10.0.0.7')).toBe('203.0.113.1, 10.0.0.7');
    expect(forwardedFor(['203.0.113.1', '198.51.100.2'], '10.0.0.7')).toBe('203.0.113.1, 198.51.100.2, 10.0.0.7');
    expect(forwardedFor('203.0.113.1', undefined)).toBe('203.0.113.1');
    expect(forwardedFor(undefined, undefined)).toBeUndefined();
  });
});
